import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { SETTING_SCHEMAS } from '../../common/schemas/settings.ts';
import type { Db } from '../db/index.ts';
import { recordAudit } from './audit.ts';

/**
 * Site settings (issue 16 §3): stored in `site_settings`, changed in the admin panel, and read
 * through a cache that lives at most SETTINGS_TTL_MS, so a change takes effect on every app server
 * within seconds without a restart. Each setting has a schema and a default; a stored value that no
 * longer fits its schema falls back to the default. Add a setting here and it exists everywhere.
 */

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type Settings = { [K in SettingKey]: Static<(typeof SETTING_SCHEMAS)[K]> };

export const SETTINGS_TTL_MS = 2_000;

export function defaultSettings(): Settings {
  return Object.fromEntries(
    Object.entries(SETTING_SCHEMAS).map(([key, schema]) => [key, Value.Clone(schema.default)]),
  ) as Settings;
}

/** Checks one value against its setting's schema; answers an error message or null. */
export function settingError(key: string, value: unknown): string | null {
  const schema = (SETTING_SCHEMAS as Record<string, TSchema>)[key];
  if (!schema) return `Unknown setting "${key}"`;
  const error = Value.Errors(schema, value).First();
  return error ? `Setting "${key}": ${error.message}` : null;
}

let cached: { db: Db; settings: Settings; until: number } | null = null;

/** Settings an app holds fixed over the stored ones, by database handle (see holdSettings). */
const held = new WeakMap<Db, Partial<Settings>>();

/**
 * Holds some settings fixed for everything reading `db` through this handle, whatever is stored:
 * the tests' apps (flood control off) and the end-to-end server (TEST_SITE_SETTINGS).
 */
export function holdSettings(db: Db, settings: Partial<Settings>): void {
  held.set(db, settings);
}

/** The current settings (from a cache at most SETTINGS_TTL_MS old), with any held ones. */
export async function getSettings(db: Db): Promise<Settings> {
  const stored = await storedSettings(db);
  const fixed = held.get(db);
  return fixed ? { ...stored, ...fixed } : stored;
}

/** The settings as stored (defaults where none is), without any held ones. */
export async function storedSettings(db: Db): Promise<Settings> {
  const now = Date.now();
  if (cached && cached.db === db && cached.until > now) return cached.settings;
  const settings = defaultSettings();
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  for (const { key, value } of rows) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (settingError(key, parsed) === null) (settings as Record<string, unknown>)[key] = parsed;
    } catch {
      // an unreadable value keeps the default
    }
  }
  cached = { db, settings, until: now + SETTINGS_TTL_MS };
  return settings;
}

/**
 * Stores settings (validated first: nothing is written when one is wrong) and answers the values
 * they replaced. Each value that changed gets its audit row ('setting.update', by `by`) in the same
 * transaction. This server sees the change at once, the others within seconds.
 */
export async function updateSettings(
  db: Db,
  changes: Partial<Settings>,
  by: number | null,
): Promise<{ before: Partial<Settings>; after: Partial<Settings> }> {
  for (const [key, value] of Object.entries(changes)) {
    const error = settingError(key, value);
    if (error) throw new SettingError(error);
  }
  const current = await storedSettings(db);
  const before: Partial<Settings> = {};
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of Object.entries(changes)) {
      (before as Record<string, unknown>)[key] = current[key as SettingKey];
      await trx
        .insertInto('site_settings')
        .values({ key, value: JSON.stringify(value), updated_at: now, updated_by: by })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: now, updated_by: by }),
        )
        .execute();
      const was = (before as Record<string, unknown>)[key];
      if (JSON.stringify(was) !== JSON.stringify(value))
        await recordAudit(trx, {
          actorId: by,
          action: 'setting.update',
          targetType: 'setting',
          targetId: key,
          before: was,
          after: value,
        });
    }
  });
  cached = null;
  return { before, after: changes };
}

export class SettingError extends Error {}

import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Db } from '../db/index.ts';

/**
 * Site settings (issue 16 §3): stored in `site_settings`, changed in the admin panel, and read
 * through a cache that lives at most SETTINGS_TTL_MS, so a change takes effect on every app server
 * within seconds without a restart. Each setting has a schema and a default; a stored value that no
 * longer fits its schema falls back to the default. Add a setting here and it exists everywhere.
 */
export const SETTING_SCHEMAS = {
  site_name: Type.String({ minLength: 1, maxLength: 60, default: 'Cito' }),
  site_description: Type.String({
    maxLength: 300,
    default: 'A forum based community with pixel art avatars',
  }),
  /** Who may sign up: anyone, nobody, or those holding an invitation. */
  registration: Type.Union([Type.Literal('open'), Type.Literal('closed'), Type.Literal('invitation')], {
    default: 'open',
  }),
  /** Unverified members may read and play, but not post, reply, upload or message. */
  email_verification_required: Type.Boolean({ default: true }),
  /** Coins Tile Tumble pays one member per UTC day at most. */
  game_daily_coin_cap: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 2_000 }),
} satisfies Record<string, TSchema>;

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

/** The current settings (from a cache at most SETTINGS_TTL_MS old). */
export async function getSettings(db: Db): Promise<Settings> {
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
 * they replaced, for the audit log. This server sees the change at once, the others within seconds.
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
  const current = await getSettings(db);
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
    }
  });
  cached = null;
  return { before, after: changes };
}

export class SettingError extends Error {}

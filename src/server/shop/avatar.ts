import { MSG } from '../../common/messages.ts';
import {
  type AvatarEntry,
  type DesignCategory,
  LAYER_MAX,
  LAYER_MIN,
  MAX_ACCESSORIES,
  OFFSET_LIMIT,
} from '../../common/shop-types.ts';
import type { Db } from '../db/index.ts';
import { badRequest } from '../http/errors.ts';
import { selectVariants, type VariantRow } from './catalog.ts';
import { ownedVariants } from './inventory.ts';

/** More worn items than this is no outfit (one per category, a handful of accessories). */
export const MAX_WORN = 16;

/** The composed image of a member's avatar at a saved version (cacheable for a year). */
export const avatarUrl = (userId: number, version: number) => `/api/user/${userId}/avatar.png?v=${version}`;

export interface SavedAvatar {
  config: AvatarEntry[];
  /** Changes whenever the saved avatar does: part of the image's URL and ETag. */
  version: number;
}

/**
 * The member's saved avatar, or their default one (DECISIONS.md, issue 18 §2: never bald): a skin
 * tone and a starter hair picked by the member's id, so new members do not all look alike, and the
 * starter top, bottom and shoes, at default layers. Null when the catalogue has no skin at all.
 */
export async function loadAvatar(db: Db, userId: number): Promise<SavedAvatar | null> {
  const saved = await db
    .selectFrom('avatars')
    .select(['config', 'version'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (saved) return { config: JSON.parse(saved.config) as AvatarEntry[], version: saved.version };
  const starters = await selectVariants(db).where('v.is_starter', '=', 1).orderBy('v.id').execute();
  const config = defaultLook(starters, userId);
  return config && { config, version: 0 };
}

/** The categories a default look wears, back to front; a dress would hide the starter separates. */
const DEFAULT_LOOK: readonly DesignCategory[] = ['skin', 'hair', 'bottom', 'top', 'shoes'];

function defaultLook(starters: VariantRow[], userId: number): AvatarEntry[] | null {
  const byCategory = new Map<string, VariantRow[]>();
  for (const row of starters) byCategory.set(row.category, [...(byCategory.get(row.category) ?? []), row]);
  if (!byCategory.has('skin')) return null;
  return DEFAULT_LOOK.flatMap((category) => {
    const rows = byCategory.get(category) ?? [];
    // skin and hair vary by member; the one starter tee, shorts and sneakers are everyone's
    const spread = category === 'skin' ? userId : category === 'hair' ? userId * 7 + 3 : 0;
    const row = rows[spread % Math.max(1, rows.length)];
    return row ? [{ item_variant: row.id, layer: row.default_layer, custom_offset: { x: 0, y: 0 } }] : [];
  });
}

/**
 * Checks a configuration against spec 2 §4 and DECISIONS.md: known variants the member owns (or
 * starters), exactly one skin, one item per category except accessories (at most MAX_ACCESSORIES,
 * README), no dress with a top or a bottom, no item twice, and layers and nudges within bounds.
 * Throws 400 with the first problem. `ownedOnly` false checks the look without ownership: a saved
 * outfit may keep items the member has since given away.
 */
export async function validateAvatar(
  db: Db,
  userId: number,
  config: AvatarEntry[],
  ownedOnly = true,
): Promise<void> {
  if (config.length > MAX_WORN) throw badRequest(MSG.avatarTooMany);
  for (const entry of config) {
    if (entry.layer < LAYER_MIN || entry.layer > LAYER_MAX)
      throw badRequest(`Layer must be between ${LAYER_MIN} and ${LAYER_MAX}.`);
    if (Math.abs(entry.custom_offset.x) > OFFSET_LIMIT || Math.abs(entry.custom_offset.y) > OFFSET_LIMIT)
      throw badRequest(`An item can be moved at most ${OFFSET_LIMIT} pixels from its place.`);
  }
  const ids = config.map((entry) => entry.item_variant);
  if (new Set(ids).size !== ids.length) throw badRequest(MSG.avatarDuplicate);
  if (ids.length === 0) throw badRequest(MSG.avatarOneSkin);

  const known = await selectVariants(db).where('v.id', 'in', ids).execute();
  if (known.length !== ids.length) throw badRequest(MSG.avatarUnknownItem);
  if (ownedOnly) {
    const owned = new Set(
      (await ownedVariants(db, userId).where('v.id', 'in', ids).execute()).map((row) => row.id),
    );
    if (ids.some((id) => !owned.has(id))) throw badRequest(MSG.avatarNotOwned);
  }

  const count = new Map<DesignCategory, number>();
  for (const row of known) {
    const category = row.category as DesignCategory;
    count.set(category, (count.get(category) ?? 0) + 1);
  }
  if (count.get('skin') !== 1) throw badRequest(MSG.avatarOneSkin);
  for (const [category, n] of count)
    if (category !== 'accessory' && n > 1) throw badRequest(MSG.avatarOnePerCategory);
  if ((count.get('accessory') ?? 0) > MAX_ACCESSORIES) throw badRequest(MSG.avatarTooManyAccessories);
  if (count.has('dress') && (count.has('top') || count.has('bottom')))
    throw badRequest(MSG.avatarDressConflict);
}

/** A config with exactly the fields of AvatarEntry, as stored. */
export function cleanConfig(config: AvatarEntry[]): AvatarEntry[] {
  return config.map((entry) => ({
    item_variant: entry.item_variant,
    layer: entry.layer,
    custom_offset: { x: entry.custom_offset.x, y: entry.custom_offset.y },
  }));
}

/** POST /api/user/avatar: validates, then stores the configuration with a new version. */
export async function saveAvatar(db: Db, userId: number, config: AvatarEntry[]): Promise<SavedAvatar> {
  await validateAvatar(db, userId, config);
  const clean = cleanConfig(config);
  const now = new Date().toISOString();
  const row = await db
    .insertInto('avatars')
    .values({ user_id: userId, config: JSON.stringify(clean), version: 1, updated_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        config: eb.ref('excluded.config'),
        version: eb('avatars.version', '+', 1),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  return { config: clean, version: row.version };
}

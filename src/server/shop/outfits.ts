import { MAX_OUTFITS, OUTFIT_NAME_MAX, type Outfit } from '../../common/looks-types.ts';
import { MSG } from '../../common/messages.ts';
import type { AvatarEntry } from '../../common/shop-types.ts';
import type { Db } from '../db/index.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { cleanConfig, validateAvatar } from './avatar.ts';
import { itemsOf, lookItems } from './looks.ts';

// Saved outfits (issue 18 §2): a member's named looks, up to MAX_OUTFITS, only their own.

interface OutfitRow {
  id: number;
  name: string;
  config: string;
  created_at: string;
}

async function present(db: Db, userId: number, rows: OutfitRow[]): Promise<Outfit[]> {
  const configs = rows.map((row) => JSON.parse(row.config) as AvatarEntry[]);
  const items = await lookItems(db, userId, configs);
  return rows.map((row, i) => ({
    id: row.id,
    name: row.name,
    config: configs[i]!,
    items: itemsOf(configs[i]!, items),
    created_at: row.created_at,
  }));
}

/** GET /api/outfits: the member's outfits, newest first, each with its items and what is still owned. */
export async function listOutfits(db: Db, userId: number): Promise<Outfit[]> {
  const rows = await db
    .selectFrom('outfits')
    .select(['id', 'name', 'config', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  return present(db, userId, rows);
}

/**
 * POST /api/outfits: saves a look under a name. The look follows the avatar's rules, but may hold
 * items the member no longer owns (an outfit saved before a gift or a trade stays whole).
 */
export async function createOutfit(
  db: Db,
  userId: number,
  name: string,
  config: AvatarEntry[],
): Promise<Outfit> {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(MSG.outfitNameRequired);
  if (trimmed.length > OUTFIT_NAME_MAX)
    throw badRequest(`An outfit's name can be at most ${OUTFIT_NAME_MAX} characters.`);
  await validateAvatar(db, userId, config, false);
  const row = await db.transaction().execute(async (trx) => {
    // Two saves at once queue on the member's row, so the limit holds under a race.
    await trx
      .updateTable('users')
      .set((eb) => ({ coins: eb.ref('coins') }))
      .where('id', '=', userId)
      .execute();
    const { count } = await trx
      .selectFrom('outfits')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_OUTFITS) throw conflict(MSG.outfitLimit);
    const now = new Date().toISOString();
    return trx
      .insertInto('outfits')
      .values({
        user_id: userId,
        name: trimmed,
        config: JSON.stringify(cleanConfig(config)),
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'name', 'config', 'created_at'])
      .executeTakeFirstOrThrow();
  });
  return (await present(db, userId, [row]))[0]!;
}

/** POST /api/outfits/{id}/delete: another member's outfit answers like a missing one. */
export async function deleteOutfit(db: Db, userId: number, outfitId: number): Promise<void> {
  const result = await db
    .deleteFrom('outfits')
    .where('id', '=', outfitId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(MSG.outfitNotFound);
}

import { sql } from 'kysely';
import { MSG } from '../../common/messages.ts';
import type { AvatarEntry } from '../../common/shop-types.ts';
import { isTradeable } from '../../common/trades.ts';
import { isSuspended } from '../accounts/standing.ts';
import type { Db } from '../db/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { selectVariants, type VariantRow } from '../shop/catalog.ts';

// Moving owned items and currency between members, inside the caller's transaction. Every move is a
// conditional statement, so two transactions racing for the same copy or the same coins cannot both
// succeed (issue 18 §3); a refusal throws and the caller's transaction rolls everything back.

/** The variants named, refused unless every one exists and may change hands. */
export async function tradeableVariants(db: Db, ids: number[]): Promise<VariantRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectVariants(db).where('v.id', 'in', ids).execute();
  if (rows.length !== new Set(ids).size) throw notFound(MSG.itemNotFound);
  if (rows.some((row) => !isTradeable({ is_starter: row.is_starter === 1, category: row.category as never })))
    throw badRequest(MSG.notTradeable);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) as VariantRow);
}

/**
 * The member named `username` who may receive gifts and offers from `actorId`: not oneself, not
 * deleted or suspended, and not ignoring the actor.
 */
export async function counterpart(db: Db, actorId: number, username: string, selfMessage: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'deleted_at', 'suspended_until'])
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  if (!user) throw notFound(MSG.userNotFound);
  if (user.id === actorId) throw badRequest(selfMessage);
  if (user.deleted_at !== null || isSuspended(user)) throw forbidden(MSG.memberUnavailable);
  const ignores = await db
    .selectFrom('user_ignores')
    .select('user_id')
    .where('user_id', '=', user.id)
    .where('ignored_id', '=', actorId)
    .executeTakeFirst();
  if (ignores) throw forbidden(MSG.memberIgnoresYou);
  return { id: user.id, username: user.username };
}

/**
 * Takes one copy of an item out of a member's inventory: the last copy's row goes, else the count
 * drops. Answers false when they have none (any more). What they wore of it is taken off.
 */
export async function takeItem(trx: Db, userId: number, variantId: number): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('inventory')
    .where('user_id', '=', userId)
    .where('variant_id', '=', variantId)
    .where('quantity', '=', 1)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) > 0) {
    await takeOff(trx, userId, variantId);
    return true;
  }
  const decremented = await trx
    .updateTable('inventory')
    .set((eb) => ({ quantity: eb('quantity', '-', 1) }))
    .where('user_id', '=', userId)
    .where('variant_id', '=', variantId)
    .where('quantity', '>', 1)
    .executeTakeFirst();
  return Number(decremented.numUpdatedRows) > 0;
}

/**
 * Adds one copy to a member's inventory. `limit` (the item's max_owned) refuses a new owner past it;
 * an item held in a trade coming home is given back whatever they bought since (limit null).
 */
export async function putItem(trx: Db, userId: number, variantId: number, limit: number | null) {
  const now = new Date().toISOString();
  const added = await trx
    .insertInto('inventory')
    .values({ user_id: userId, variant_id: variantId, quantity: 1, acquired_at: now })
    .onConflict((oc) => {
      const update = oc
        .columns(['user_id', 'variant_id'])
        .doUpdateSet({ quantity: sql`inventory.quantity + 1` });
      return limit === null ? update : update.where('inventory.quantity', '<', limit);
    })
    .executeTakeFirst();
  if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) throw conflict(MSG.recipientHasMax);
}

/**
 * A worn item given away must not leave the saved avatar pointing at something its wearer no longer
 * has: it is taken off (the rest of the look stays; a new version so the image is drawn again).
 */
async function takeOff(trx: Db, userId: number, variantId: number) {
  const saved = await trx
    .selectFrom('avatars')
    .select('config')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!saved) return;
  const config = JSON.parse(saved.config) as AvatarEntry[];
  const kept = config.filter((entry) => entry.item_variant !== variantId);
  if (kept.length === config.length) return;
  await trx
    .updateTable('avatars')
    .set((eb) => ({
      config: JSON.stringify(kept),
      version: eb('version', '+', 1),
      updated_at: new Date().toISOString(),
    }))
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Moves currency: debits `debit` from `userId` only if they have it (one conditional UPDATE, both
 * currencies at once), and writes the ledger row. Throws `lacking` when they don't.
 */
export async function moveCurrency(
  trx: Db,
  userId: number,
  change: { coins: number; gems: number },
  ledger: { kind: string; description: string; refType: string; refId: number },
  lacking: { coins: string; gems: string },
): Promise<void> {
  const coinsOut = Math.max(0, -change.coins);
  const gemsOut = Math.max(0, -change.gems);
  const updated = await trx
    .updateTable('users')
    .set((eb) => ({ coins: eb('coins', '+', change.coins), gems: eb('gems', '+', change.gems) }))
    .where('id', '=', userId)
    .where('coins', '>=', coinsOut)
    .where('gems', '>=', gemsOut)
    .returning(['coins', 'gems'])
    .executeTakeFirst();
  if (!updated) {
    const balance = await trx
      .selectFrom('users')
      .select('coins')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    throw badRequest(balance.coins < coinsOut ? lacking.coins : lacking.gems);
  }
  await trx
    .insertInto('transactions')
    .values({
      user_id: userId,
      kind: ledger.kind,
      coins: change.coins,
      gems: change.gems,
      description: ledger.description,
      ref_type: ledger.refType,
      ref_id: ledger.refId,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** "Name, Name and 30 coins" — a ledger row's and a notification's words for one side. */
export function describeSide(names: string[], coins: number, gems: number): string {
  const parts = [...names];
  if (coins > 0) parts.push(`${coins} coins`);
  if (gems > 0) parts.push(`${gems} gems`);
  if (parts.length === 0) return 'nothing';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

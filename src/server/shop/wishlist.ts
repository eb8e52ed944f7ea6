import type { WishlistResponse } from '../../common/item-page-types.ts';
import { MSG } from '../../common/messages.ts';
import type { Db } from '../db/index.ts';
import { conflict } from '../http/errors.ts';
import { presentVariant, selectVariants } from './catalog.ts';

/** A wishlist is for wishes, not a copy of the catalogue. */
export const WISHLIST_MAX = 100;

/**
 * POST /api/wishlist/{variant_id}: idempotent, and allowed for items the member cannot buy yet
 * (too dear, sold out). The caller has checked the item may be viewed.
 */
export async function addToWishlist(db: Db, userId: number, variantId: number) {
  await db.transaction().execute(async (trx) => {
    const { n } = await trx
      .selectFrom('wishlist')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const inserted = await trx
      .insertInto('wishlist')
      .values({ user_id: userId, variant_id: variantId, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'variant_id']).doNothing())
      .executeTakeFirst();
    // Re-adding an item already there is fine even when the list is full.
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 && Number(n) >= WISHLIST_MAX)
      throw conflict(MSG.wishlistFull);
  });
  return { success: true as const, wishlisted: true };
}

/** POST /api/wishlist/{variant_id}/remove: idempotent; removing what is not there changes nothing. */
export async function removeFromWishlist(db: Db, userId: number, variantId: number) {
  await db.deleteFrom('wishlist').where('user_id', '=', userId).where('variant_id', '=', variantId).execute();
  return { success: true as const, wishlisted: false };
}

/** GET /api/wishlist: the member's wishes, newest first, each saying whether it can be bought now. */
export async function listWishlist(db: Db, userId: number): Promise<WishlistResponse> {
  const rows = await selectVariants(db)
    .innerJoin('wishlist as w', 'w.variant_id', 'v.id')
    .select('w.created_at as wished_at')
    .where('w.user_id', '=', userId)
    .orderBy('w.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .execute();
  const now = new Date();
  return {
    success: true as const,
    items: rows.map((row) => ({ ...presentVariant(row, now), wished_at: row.wished_at })),
  };
}

import { sql } from 'kysely';
import { MSG } from '../../common/messages.ts';
import type { PurchaseResponse } from '../../common/shop-types.ts';
import type { Db } from '../db/index.ts';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.ts';
import { selectVariants, unavailability } from './catalog.ts';

const REFUSAL = {
  not_for_sale: () => badRequest(MSG.notForSale),
  expired: () => new HttpError(410, MSG.itemExpired),
  sold_out: () => conflict(MSG.soldOut),
};

/**
 * POST /api/shop/purchase, in one database transaction: both currencies are debited by one
 * conditional UPDATE (balances never go below zero, and never one without the other), stock is
 * taken by a conditional UPDATE, ownership is an insert that fails past max_owned, and the ledger
 * row is written alongside. Any refusal rolls all of it back. Concurrent buyers queue on their own
 * user row and on the variant row, so a race can neither overspend nor oversell.
 */
export async function purchase(db: Db, userId: number, variantId: number): Promise<PurchaseResponse> {
  return db.transaction().execute(async (trx) => {
    const variant = await selectVariants(trx).where('v.id', '=', variantId).executeTakeFirst();
    if (!variant) throw notFound(MSG.itemNotFound);
    const refusal = unavailability(variant);
    if (refusal) throw REFUSAL[refusal]();

    const owned = await trx
      .selectFrom('inventory')
      .select('quantity')
      .where('user_id', '=', userId)
      .where('variant_id', '=', variantId)
      .executeTakeFirst();
    if ((owned?.quantity ?? 0) >= variant.max_owned) throw conflict(MSG.alreadyOwned);

    const debited = await trx
      .updateTable('users')
      .set((eb) => ({
        coins: eb('coins', '-', variant.price_coins),
        gems: eb('gems', '-', variant.price_gems),
      }))
      .where('id', '=', userId)
      .where('coins', '>=', variant.price_coins)
      .where('gems', '>=', variant.price_gems)
      .returning(['coins', 'gems'])
      .executeTakeFirst();
    if (!debited) {
      const balance = await trx
        .selectFrom('users')
        .select(['coins', 'gems'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      throw badRequest(balance.coins < variant.price_coins ? MSG.notEnoughCoins : MSG.notEnoughGems);
    }

    if (variant.remaining_stock !== null) {
      const taken = await trx
        .updateTable('item_variants')
        .set((eb) => ({ remaining_stock: eb('remaining_stock', '-', 1) }))
        .where('id', '=', variantId)
        .where('remaining_stock', '>', 0)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) throw conflict(MSG.soldOut);
    }

    const now = new Date().toISOString();
    // Another purchase of the same item by the same user may have committed since the check above:
    // the upsert only adds while under max_owned, and nothing is added otherwise.
    const added = await trx
      .insertInto('inventory')
      .values({ user_id: userId, variant_id: variantId, quantity: 1, acquired_at: now })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'variant_id'])
          .doUpdateSet({ quantity: sql`inventory.quantity + 1` })
          .where('inventory.quantity', '<', variant.max_owned),
      )
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) throw conflict(MSG.alreadyOwned);

    const name = `${variant.design_name} (${variant.variant_name})`;
    const ledger = await trx
      .insertInto('transactions')
      .values({
        user_id: userId,
        kind: 'purchase',
        coins: -variant.price_coins,
        gems: -variant.price_gems,
        description: `Bought ${name}`,
        ref_type: 'item_variant',
        ref_id: variantId,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      success: true as const,
      message: `You bought ${name}!`,
      coins: debited.coins,
      gems: debited.gems,
      transaction_id: ledger.id,
    };
  });
}

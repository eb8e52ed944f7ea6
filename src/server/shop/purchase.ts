import { sql } from 'kysely';
import { MSG } from '../../common/messages.ts';
import type { PurchaseResponse } from '../../common/shop-types.ts';
import { grantAchievement } from '../achievements/service.ts';
import type { Db } from '../db/index.ts';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.ts';
import type { LiveHub } from '../live/hub.ts';
import { publishNotifications, storeNotifications } from '../notifications/service.ts';
import { selectVariants, unavailability, type VariantRow } from './catalog.ts';

const REFUSAL = {
  not_for_sale: () => badRequest(MSG.notForSale),
  expired: () => new HttpError(410, MSG.itemExpired),
  sold_out: () => conflict(MSG.soldOut),
};

/** The creator's share of a sale of their design (issue 18 §1): 10 % of the coin price, at least 1 coin. */
export const CREATOR_SHARE = 0.1;
export const creatorShare = (priceCoins: number) => Math.max(1, Math.floor(priceCoins * CREATOR_SHARE));

export interface SaleOptions {
  /** Who pays. */
  payerId: number;
  /** Who receives the item: the payer, or a gift's recipient. */
  ownerId: number;
  variantId: number;
  /** The payer's ledger row: its kind (`purchase`, `gift`) and description. */
  ledgerKind?: string;
  description?: (name: string) => string;
  /** Answered when the owner already has `max_owned` of it. */
  alreadyOwnedMessage?: string;
}

export interface Sale {
  variant: VariantRow;
  /** "Design (Variant)". */
  name: string;
  balance: { coins: number; gems: number };
  transactionId: number;
  /** Notifications stored in the transaction (the creator's sale, achievements), to publish after it. */
  notificationIds: number[];
}

/**
 * Sells a shop item inside the caller's transaction: both currencies are debited by one conditional
 * UPDATE (balances never go below zero, and never one without the other), stock is taken by a
 * conditional UPDATE, ownership is an insert that fails past max_owned, and the ledger rows (the
 * payer's and the creator's share) are written alongside. Any refusal throws, and the caller's
 * transaction rolls all of it back. Concurrent buyers queue on their own user row and on the variant
 * row, so a race can neither overspend nor oversell.
 */
export async function sellVariant(trx: Db, options: SaleOptions): Promise<Sale> {
  const { payerId, ownerId, variantId } = options;
  const variant = await selectVariants(trx).where('v.id', '=', variantId).executeTakeFirst();
  if (!variant) throw notFound(MSG.itemNotFound);
  const refusal = unavailability(variant);
  if (refusal) throw REFUSAL[refusal]();
  const alreadyOwned = () => conflict(options.alreadyOwnedMessage ?? MSG.alreadyOwned);

  const owned = await trx
    .selectFrom('inventory')
    .select('quantity')
    .where('user_id', '=', ownerId)
    .where('variant_id', '=', variantId)
    .executeTakeFirst();
  if ((owned?.quantity ?? 0) >= variant.max_owned) throw alreadyOwned();

  const debited = await trx
    .updateTable('users')
    .set((eb) => ({
      coins: eb('coins', '-', variant.price_coins),
      gems: eb('gems', '-', variant.price_gems),
    }))
    .where('id', '=', payerId)
    .where('coins', '>=', variant.price_coins)
    .where('gems', '>=', variant.price_gems)
    .returning(['coins', 'gems'])
    .executeTakeFirst();
  if (!debited) {
    const balance = await trx
      .selectFrom('users')
      .select(['coins', 'gems'])
      .where('id', '=', payerId)
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
  // Another purchase of the same item for the same owner may have committed since the check above:
  // the upsert only adds while under max_owned, and nothing is added otherwise.
  const added = await trx
    .insertInto('inventory')
    .values({ user_id: ownerId, variant_id: variantId, quantity: 1, acquired_at: now })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'variant_id'])
        .doUpdateSet({ quantity: sql`inventory.quantity + 1` })
        .where('inventory.quantity', '<', variant.max_owned),
    )
    .executeTakeFirst();
  if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) throw alreadyOwned();

  const name = `${variant.design_name} (${variant.variant_name})`;
  const ledger = await trx
    .insertInto('transactions')
    .values({
      user_id: payerId,
      kind: options.ledgerKind ?? 'purchase',
      coins: -variant.price_coins,
      gems: -variant.price_gems,
      description: options.description?.(name) ?? `Bought ${name}`,
      ref_type: 'item_variant',
      ref_id: variantId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const notificationIds = await payCreatorShare(trx, variant, name, payerId, now);
  notificationIds.push(...(await grantAchievement(trx, payerId, 'first_purchase')));
  return { variant, name, balance: debited, transactionId: ledger.id, notificationIds };
}

/**
 * The creator of a member's design earns their share of every sale to someone else, in the sale's
 * transaction: a ledger row and a notification (one per design, refreshed by each sale).
 */
async function payCreatorShare(trx: Db, variant: VariantRow, name: string, payerId: number, now: string) {
  const creatorId = variant.creator_id;
  if (creatorId === null || creatorId === payerId) return [];
  const coins = creatorShare(variant.price_coins);
  await trx
    .updateTable('users')
    .set((eb) => ({ coins: eb('coins', '+', coins) }))
    .where('id', '=', creatorId)
    .execute();
  await trx
    .insertInto('transactions')
    .values({
      user_id: creatorId,
      kind: 'creator_share',
      coins,
      gems: 0,
      description: `Creator share: ${name}`,
      ref_type: 'item_variant',
      ref_id: variant.id,
      created_at: now,
    })
    .execute();
  return storeNotifications(trx, [
    {
      userId: creatorId,
      type: 'sale',
      actorId: payerId,
      excerpt: `Someone bought ${name}: you earned ${coins} CitoCoin.`,
      data: { design_id: variant.design_id, variant_id: variant.id, coins, url: '/design-studio' },
      groupKey: `sale-${variant.design_id}`,
    },
  ]);
}

/** POST /api/shop/purchase: the member buys an item for themselves. */
export async function purchase(
  db: Db,
  live: LiveHub | null,
  userId: number,
  variantId: number,
): Promise<PurchaseResponse> {
  const sale = await db
    .transaction()
    .execute((trx) => sellVariant(trx, { payerId: userId, ownerId: userId, variantId }));
  if (live) await live.afterCommit(() => publishNotifications(live, db, sale.notificationIds));
  return {
    success: true as const,
    message: `You bought ${sale.name}!`,
    coins: sale.balance.coins,
    gems: sale.balance.gems,
    transaction_id: sale.transactionId,
  };
}

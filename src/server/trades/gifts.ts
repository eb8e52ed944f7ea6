import { authorName } from '../../common/members.ts';
import { MSG } from '../../common/messages.ts';
import type { GiftView } from '../../common/trades.ts';
import type { Db } from '../db/index.ts';
import { badRequest } from '../http/errors.ts';
import type { LiveHub } from '../live/hub.ts';
import { publishNotifications, storeNotifications } from '../notifications/service.ts';
import { presentVariant, selectVariants, type VariantRow } from '../shop/catalog.ts';
import { sellVariant } from '../shop/purchase.ts';
import { counterpart, putItem, takeItem, tradeableVariants } from './holdings.ts';

export interface GiftInput {
  to: string;
  variant_id: number;
  message?: string;
  /** issue 18 §3: true gives one of the giver's own copies; otherwise the giver buys it from the shop. */
  from_inventory?: boolean;
}

const GIFTS_SHOWN = 50;

/**
 * POST /api/gifts: all or nothing, in one transaction. Bought: sellVariant checks stock, expiry and
 * the recipient's max_owned and pays the creator. Given: one copy moves from the giver's inventory
 * (taken off their avatar if worn), refused for starter items and skins. The recipient is notified
 * after the commit, with the message.
 */
export async function sendGift(db: Db, live: LiveHub, giverId: number, input: GiftInput) {
  const message = (input.message ?? '').trim();
  const result = await db.transaction().execute(async (trx) => {
    const recipient = await counterpart(trx, giverId, input.to, MSG.giftYourself);
    let name: string;
    const notificationIds: number[] = [];
    if (input.from_inventory) {
      const [variant] = await tradeableVariants(trx, [input.variant_id]);
      name = `${variant!.design_name} (${variant!.variant_name})`;
      if (!(await takeItem(trx, giverId, input.variant_id))) throw badRequest(MSG.notOwnedItem);
      await putItem(trx, recipient.id, input.variant_id, variant!.max_owned);
    } else {
      const sale = await sellVariant(trx, {
        payerId: giverId,
        ownerId: recipient.id,
        variantId: input.variant_id,
        ledgerKind: 'gift',
        description: (item) => `Gift for ${recipient.username}: ${item}`,
        alreadyOwnedMessage: MSG.recipientHasMax,
      });
      name = sale.name;
      notificationIds.push(...sale.notificationIds);
    }
    const gift = await trx
      .insertInto('gifts')
      .values({
        from_user_id: giverId,
        to_user_id: recipient.id,
        variant_id: input.variant_id,
        kind: input.from_inventory ? 'given' : 'bought',
        message,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.from_inventory)
      // The item changed hands without coins: the ledger still says so (issue 18 §3).
      await trx
        .insertInto('transactions')
        .values({
          user_id: giverId,
          kind: 'gift_given',
          coins: 0,
          gems: 0,
          description: `Gave ${name} to ${recipient.username}`,
          ref_type: 'gift',
          ref_id: gift.id,
          created_at: new Date().toISOString(),
        })
        .execute();
    notificationIds.push(
      ...(await storeNotifications(trx, [
        {
          userId: recipient.id,
          type: 'gift',
          actorId: giverId,
          excerpt: message ? `${name}: “${message}”` : name,
          data: { gift_id: gift.id, variant_id: input.variant_id, url: '/trades#gifts' },
        },
      ])),
    );
    const balance = await trx
      .selectFrom('users')
      .select(['coins', 'gems'])
      .where('id', '=', giverId)
      .executeTakeFirstOrThrow();
    return { giftId: gift.id, name, recipient, balance, notificationIds };
  });
  await live.afterCommit(() => publishNotifications(live, db, result.notificationIds));
  const [gift] = await loadGifts(db, (query) => query.where('g.id', '=', result.giftId));
  return {
    success: true as const,
    message: `You sent ${result.name} to ${result.recipient.username}.`,
    coins: result.balance.coins,
    gems: result.balance.gems,
    gift: gift!,
  };
}

type GiftQuery = ReturnType<typeof giftRows>;

function giftRows(db: Db) {
  return db
    .selectFrom('gifts as g')
    .leftJoin('users as f', 'f.id', 'g.from_user_id')
    .innerJoin('users as r', 'r.id', 'g.to_user_id')
    .select([
      'g.id',
      'g.variant_id',
      'g.kind',
      'g.message',
      'g.created_at',
      'f.id as from_id',
      'f.username as from_username',
      'r.id as to_id',
      'r.username as to_username',
    ])
    .orderBy('g.id', 'desc')
    .limit(GIFTS_SHOWN);
}

/** Gifts as the API shows them, their items loaded in one query. */
async function loadGifts(db: Db, filter: (query: GiftQuery) => GiftQuery): Promise<GiftView[]> {
  const rows = await filter(giftRows(db)).execute();
  if (rows.length === 0) return [];
  const variants = await selectVariants(db)
    .where('v.id', 'in', [...new Set(rows.map((row) => row.variant_id))])
    .execute();
  const byId = new Map(variants.map((variant) => [variant.id, variant]));
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    from:
      row.from_id !== null && row.from_username !== null
        ? { id: row.from_id, username: authorName(row.from_username) }
        : null,
    to: { id: row.to_id, username: authorName(row.to_username) },
    item: presentVariant(byId.get(row.variant_id) as VariantRow, now),
    kind: row.kind === 'given' ? 'given' : 'bought',
    message: row.message,
    created_at: row.created_at,
  }));
}

/** GET /api/gifts: the member's latest received and sent gifts, newest first. */
export async function listGifts(db: Db, userId: number) {
  const [received, sent] = await Promise.all([
    loadGifts(db, (query) => query.where('g.to_user_id', '=', userId)),
    loadGifts(db, (query) => query.where('g.from_user_id', '=', userId)),
  ]);
  return { success: true as const, received, sent };
}

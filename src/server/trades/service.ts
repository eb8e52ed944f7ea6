import { MSG } from '../../common/messages.ts';
import { OPEN_TRADES_MAX, TRADE_DAYS, type TradeSideInput, type TradeView } from '../../common/trades.ts';
import { grantAchievement } from '../achievements/service.ts';
import type { Db } from '../db/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import type { LiveHub } from '../live/hub.ts';
import { publishNotifications, storeNotifications } from '../notifications/service.ts';
import { selectVariants, type VariantRow } from '../shop/catalog.ts';
import { counterpart, describeSide, moveCurrency, putItem, takeItem, tradeableVariants } from './holdings.ts';
import { presentTrades, tradeRows } from './queries.ts';

// issue 18 §3. While an offer is open, the offerer's side is held in trade_items (side `give`) and
// their coins and gems are debited: nothing held can be sold, worn, given or offered twice. Every
// way out of `open` is one conditional UPDATE … WHERE status = 'open', so accept, decline, cancel
// and expiry cannot both win; the loser's transaction changes nothing.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TradeInput {
  to: string;
  give: TradeSideInput;
  get: TradeSideInput;
  message?: string;
}

type TradeRow = Awaited<ReturnType<ReturnType<typeof tradeRows>['executeTakeFirstOrThrow']>>;

const itemName = (row: Pick<VariantRow, 'design_name' | 'variant_name'>) =>
  `${row.design_name} (${row.variant_name})`;

const LACKING = { coins: MSG.notEnoughCoins, gems: MSG.notEnoughGems };
const TRADE_LACKING = { coins: MSG.tradeNotEnoughCoins, gems: MSG.tradeNotEnoughGems };

function checkSides(input: TradeInput) {
  for (const side of [input.give, input.get])
    if (new Set(side.variant_ids).size !== side.variant_ids.length) throw badRequest(MSG.tradeDuplicateItem);
  const size = (side: TradeSideInput) => side.variant_ids.length + side.coins + side.gems;
  if (size(input.give) + size(input.get) === 0) throw badRequest(MSG.tradeEmpty);
}

/** One side's items of a trade (whatever became of the items since). */
async function tradeItems(trx: Db, tradeId: number, side: 'give' | 'get') {
  return selectVariants(trx)
    .innerJoin('trade_items as ti', 'ti.variant_id', 'v.id')
    .where('ti.trade_id', '=', tradeId)
    .where('ti.side', '=', side)
    .orderBy('v.id')
    .execute();
}

/** POST /api/trades: holds the offerer's side and tells the other member. */
export async function createTrade(
  db: Db,
  live: LiveHub,
  userId: number,
  input: TradeInput,
): Promise<TradeView> {
  checkSides(input);
  await expireTrades(db, userId);
  const now = new Date();
  const { tradeId, notificationIds } = await db.transaction().execute(async (trx) => {
    const other = await counterpart(trx, userId, input.to, MSG.tradeYourself);
    const give = await tradeableVariants(trx, input.give.variant_ids);
    const get = await tradeableVariants(trx, input.get.variant_ids);
    const trade = await trx
      .insertInto('trades')
      .values({
        from_user_id: userId,
        to_user_id: other.id,
        give_coins: input.give.coins,
        give_gems: input.give.gems,
        get_coins: input.get.coins,
        get_gems: input.get.gems,
        message: (input.message ?? '').trim(),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + TRADE_DAYS * DAY_MS).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const offered = describeSide(give.map(itemName), input.give.coins, input.give.gems);
    const asked = describeSide(get.map(itemName), input.get.coins, input.get.gems);
    // Always an UPDATE of the offerer's row, even for no currency: their offers queue on it, so the
    // count of open offers below cannot be raced past the limit.
    await moveCurrency(
      trx,
      userId,
      { coins: -input.give.coins, gems: -input.give.gems },
      {
        kind: 'trade_hold',
        description: `Held for an offer to ${other.username}: ${offered}`,
        refType: 'trade',
        refId: trade.id,
      },
      LACKING,
    );
    const open = await trx
      .selectFrom('trades')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('from_user_id', '=', userId)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    if (Number(open.n) > OPEN_TRADES_MAX) throw conflict(MSG.tradeTooManyOpen);

    for (const item of give) {
      if (!(await takeItem(trx, userId, item.id))) throw badRequest(MSG.notOwnedItem);
      await trx
        .insertInto('trade_items')
        .values({ trade_id: trade.id, side: 'give', variant_id: item.id })
        .execute();
    }
    if (get.length) {
      const theirs = await trx
        .selectFrom('inventory')
        .select('variant_id')
        .where('user_id', '=', other.id)
        .where(
          'variant_id',
          'in',
          get.map((item) => item.id),
        )
        .execute();
      if (theirs.length !== get.length) throw badRequest(MSG.tradeTheyLack);
      await trx
        .insertInto('trade_items')
        .values(get.map((item) => ({ trade_id: trade.id, side: 'get', variant_id: item.id })))
        .execute();
    }
    const notificationIds = await storeNotifications(trx, [
      {
        userId: other.id,
        type: 'trade',
        actorId: userId,
        excerpt: `Offers ${offered} for ${asked}.`,
        data: { trade_id: trade.id, event: 'offer', url: `/trades/${trade.id}` },
        groupKey: `trade-${trade.id}`,
      },
    ]);
    return { tradeId: trade.id, notificationIds };
  });
  await live.afterCommit(() => publishNotifications(live, db, notificationIds));
  return loadTrade(db, tradeId);
}

async function loadTrade(db: Db, tradeId: number): Promise<TradeView> {
  const [trade] = await presentTrades(db, await tradeRows(db).where('id', '=', tradeId).execute());
  if (!trade) throw notFound(MSG.tradeNotFound);
  return trade;
}

/** GET /api/trades/{id}: only its two members see a trade. */
export async function showTrade(db: Db, userId: number, tradeId: number): Promise<TradeView> {
  await expireTrades(db, userId);
  const trade = await loadTrade(db, tradeId);
  if (trade.from.id !== userId && trade.to.id !== userId) throw notFound(MSG.tradeNotFound);
  return trade;
}

/** Closes an open trade (conditionally: false when it was not open any more). */
async function close(trx: Db, trade: TradeRow, status: string, now: Date): Promise<boolean> {
  const closed = await trx
    .updateTable('trades')
    .set({ status, resolved_at: now.toISOString() })
    .where('id', '=', trade.id)
    .where('status', '=', 'open')
    // Past its time, an offer can only expire (and be given back), never be answered.
    .where('expires_at', status === 'expired' ? '<=' : '>', now.toISOString())
    .executeTakeFirst();
  return Number(closed.numUpdatedRows) > 0;
}

/** The held side goes back to the offerer, with a ledger row (even for items alone). */
async function returnHeld(trx: Db, trade: TradeRow, why: string) {
  const held = await tradeItems(trx, trade.id, 'give');
  for (const item of held) await putItem(trx, trade.from_user_id, item.id, null);
  await moveCurrency(
    trx,
    trade.from_user_id,
    { coins: trade.give_coins, gems: trade.give_gems },
    {
      kind: 'trade_return',
      description: `Returned (${why}): ${describeSide(held.map(itemName), trade.give_coins, trade.give_gems)}`,
      refType: 'trade',
      refId: trade.id,
    },
    LACKING,
  );
}

/** Expires the member's open trades past their time, returning what was held (issue 18 §3: lazily). */
export async function expireTrades(db: Db, userId: number | null): Promise<void> {
  const now = new Date();
  let query = tradeRows(db).where('status', '=', 'open').where('expires_at', '<=', now.toISOString());
  if (userId !== null)
    query = query.where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]));
  for (const trade of await query.limit(100).execute())
    await db.transaction().execute(async (trx) => {
      if (await close(trx, trade, 'expired', now)) await returnHeld(trx, trade, 'offer expired');
    });
}

export type TradeAnswer = 'accept' | 'decline' | 'cancel';

const ANSWERED = { accept: 'accepted', decline: 'declined', cancel: 'cancelled' } as const;

/** POST /api/trades/{id}/accept | decline (the recipient) | cancel (the offerer). */
export async function answerTrade(
  db: Db,
  live: LiveHub,
  userId: number,
  tradeId: number,
  answer: TradeAnswer,
): Promise<TradeView> {
  await expireTrades(db, userId);
  const trade = await tradeRows(db).where('id', '=', tradeId).executeTakeFirst();
  if (!trade || (trade.from_user_id !== userId && trade.to_user_id !== userId))
    throw notFound(MSG.tradeNotFound);
  if (answer === 'cancel' && trade.from_user_id !== userId) throw forbidden(MSG.tradeOnlyOfferer);
  if (answer !== 'cancel' && trade.to_user_id !== userId) throw forbidden(MSG.tradeOnlyRecipient);

  const status = ANSWERED[answer];
  const notificationIds = await db.transaction().execute(async (trx) => {
    if (!(await close(trx, trade, status, new Date()))) throw conflict(MSG.tradeNotOpen);
    const ids: number[] = [];
    if (answer === 'accept') ids.push(...(await swap(trx, trade)));
    else await returnHeld(trx, trade, answer === 'cancel' ? 'offer cancelled' : 'offer declined');
    const otherId = answer === 'cancel' ? trade.to_user_id : trade.from_user_id;
    ids.push(
      ...(await storeNotifications(trx, [
        {
          userId: otherId,
          type: 'trade',
          actorId: userId,
          excerpt: `The offer was ${status}.`,
          data: { trade_id: trade.id, event: status, url: `/trades/${trade.id}` },
          groupKey: `trade-${trade.id}`,
        },
      ])),
    );
    return ids;
  });
  await live.afterCommit(() => publishNotifications(live, db, notificationIds));
  return loadTrade(db, tradeId);
}

/**
 * Accepting: the recipient's `get` side is taken by conditional statements (refused if they no
 * longer have it), the held `give` side becomes theirs, each receiver within max_owned, and both get
 * a ledger row and first_trade. Answers the achievement notifications.
 */
async function swap(trx: Db, trade: TradeRow): Promise<number[]> {
  const [give, get] = [await tradeItems(trx, trade.id, 'give'), await tradeItems(trx, trade.id, 'get')];
  for (const item of get) {
    if (!(await takeItem(trx, trade.to_user_id, item.id))) throw conflict(MSG.tradeYouLack);
    await putItem(trx, trade.from_user_id, item.id, item.max_owned);
  }
  for (const item of give) await putItem(trx, trade.to_user_id, item.id, item.max_owned);
  const gave = describeSide(give.map(itemName), trade.give_coins, trade.give_gems);
  const got = describeSide(get.map(itemName), trade.get_coins, trade.get_gems);
  await moveCurrency(
    trx,
    trade.to_user_id,
    { coins: trade.give_coins - trade.get_coins, gems: trade.give_gems - trade.get_gems },
    { kind: 'trade', description: `Trade: received ${gave}, gave ${got}`, refType: 'trade', refId: trade.id },
    TRADE_LACKING,
  );
  await moveCurrency(
    trx,
    trade.from_user_id,
    { coins: trade.get_coins, gems: trade.get_gems },
    { kind: 'trade', description: `Trade: received ${got}, gave ${gave}`, refType: 'trade', refId: trade.id },
    TRADE_LACKING,
  );
  return [
    ...(await grantAchievement(trx, trade.from_user_id, 'first_trade')),
    ...(await grantAchievement(trx, trade.to_user_id, 'first_trade')),
  ];
}

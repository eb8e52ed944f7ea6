import { expect } from 'vitest';
import { STARTING_COINS, STARTING_GEMS } from '../../src/common/limits.ts';
import type { TradeSideInput } from '../../src/common/trades.ts';
import type { TestApp } from './app.ts';
import { type Actor, postAs } from './forum.ts';
import { makeItem } from './shop.ts';

/** A side of an offer: these items, and optionally coins and gems. */
export const side = (variant_ids: number[] = [], coins = 0, gems = 0): TradeSideInput => ({
  variant_ids,
  coins,
  gems,
});

/** Gives `owner` a new tradeable item by buying it (so the ledger has its purchase); returns its id. */
export async function ownedItem(t: TestApp, owner: Actor, variant: { max_owned?: number } = {}) {
  const item = await makeItem(t.database, { price_coins: 1, ...variant });
  const res = await postAs(t.app, owner.cookie, '/api/shop/purchase', { variant_id: item });
  expect(res.statusCode, res.body).toBe(200);
  return item;
}

export const offer = (
  t: TestApp,
  from: Actor,
  to: Actor,
  give: TradeSideInput,
  get: TradeSideInput = side(),
  message?: string,
) =>
  postAs(t.app, from.cookie, '/api/trades', {
    to: to.user.username,
    give,
    get,
    ...(message ? { message } : {}),
  });

export const answer = (t: TestApp, actor: Actor, tradeId: number, verb: 'accept' | 'decline' | 'cancel') =>
  postAs(t.app, actor.cookie, `/api/trades/${tradeId}/${verb}`);

export const gift = (t: TestApp, from: Actor, to: Actor, body: Record<string, unknown>) =>
  postAs(t.app, from.cookie, '/api/gifts', { to: to.user.username, ...body });

/** How many of `variantId` each of `userIds` owns, and how many are held in open offers. */
export async function copies(t: TestApp, variantId: number, userIds: number[]) {
  const db = t.database.db;
  const owned = await db
    .selectFrom('inventory')
    .select(['user_id', 'quantity'])
    .where('variant_id', '=', variantId)
    .where('user_id', 'in', userIds)
    .execute();
  const held = await db
    .selectFrom('trade_items as ti')
    .innerJoin('trades as tr', 'tr.id', 'ti.trade_id')
    .select('ti.quantity')
    .where('ti.variant_id', '=', variantId)
    .where('ti.side', '=', 'give')
    .where('tr.status', '=', 'open')
    .execute();
  const byUser = Object.fromEntries(userIds.map((id) => [id, 0]));
  for (const row of owned) byUser[row.user_id] = row.quantity;
  return { byUser, held: held.reduce((sum, row) => sum + row.quantity, 0) };
}

/**
 * The escrow invariant (issue 18 §3): the members' coins and gems plus what their open offers hold,
 * and every balance equal to the start plus the member's ledger.
 */
export async function currency(t: TestApp, userIds: number[]) {
  const db = t.database.db;
  const users = await db
    .selectFrom('users')
    .select(['id', 'coins', 'gems'])
    .where('id', 'in', userIds)
    .execute();
  const held = await db
    .selectFrom('trades')
    .select(['give_coins', 'give_gems'])
    .where('from_user_id', 'in', userIds)
    .where('status', '=', 'open')
    .execute();
  for (const user of users) {
    const ledger = await db
      .selectFrom('transactions')
      .select(['coins', 'gems'])
      .where('user_id', '=', user.id)
      .execute();
    expect({ coins: user.coins, gems: user.gems }).toEqual({
      coins: STARTING_COINS + ledger.reduce((sum, row) => sum + row.coins, 0),
      gems: STARTING_GEMS + ledger.reduce((sum, row) => sum + row.gems, 0),
    });
  }
  return {
    coins: users.reduce((s, u) => s + u.coins, 0) + held.reduce((s, h) => s + h.give_coins, 0),
    gems: users.reduce((s, u) => s + u.gems, 0) + held.reduce((s, h) => s + h.give_gems, 0),
  };
}

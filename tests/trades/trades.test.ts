import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTING_COINS, STARTING_GEMS } from '../../src/common/limits.ts';
import { MSG } from '../../src/common/messages.ts';
import { OPEN_TRADES_MAX } from '../../src/common/trades.ts';
import { checkInvariants } from '../../src/server/admin/invariants.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, expectRefusal, getJson, postAs, signIn } from '../support/forum.ts';
import { makeDesign, makeItem } from '../support/shop.ts';
import { answer, copies, currency, offer, ownedItem, side } from '../support/trades.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inventoryIds = async (cookie: string) =>
  (await getJson(t.app, '/api/user/inventory', { cookie })).json().items.map((i: { id: number }) => i.id);

describe('POST /api/trades', () => {
  it("holds the offerer's items and coins, lists the trade for both, and tells the recipient", async () => {
    const [ann, ben] = [await signIn(t), await signIn(t)];
    const mine = await ownedItem(t, ann);
    const theirs = await ownedItem(t, ben);
    const res = await offer(t, ann, ben, side([mine], 30, 1), side([theirs], 5), 'Swap?');
    expect(res.statusCode, res.body).toBe(200);
    const { trade } = res.json();
    expect(trade).toMatchObject({
      status: 'open',
      from: { id: ann.user.id, username: ann.user.username },
      to: { id: ben.user.id },
      give: { items: [{ id: mine }], coins: 30, gems: 1 },
      get: { items: [{ id: theirs }], coins: 5, gems: 0 },
      message: 'Swap?',
    });
    expect(trade.from.avatar_url).toMatch(/^\/api\/user\/\d+\/avatar\.png\?v=\d+$/);
    // Held: out of the inventory (cannot be sold, worn, given or offered twice), coins debited.
    expect(await inventoryIds(ann.cookie)).not.toContain(mine);
    expect((await copies(t, mine, [ann.user.id])).held).toBe(1);
    expectRefusal(await offer(t, ann, ben, side([mine])), 400, MSG.notOwnedItem);
    expectRefusal(
      await postAs(t.app, ann.cookie, '/api/gifts', {
        to: ben.user.username,
        variant_id: mine,
        from_inventory: true,
      }),
      400,
      MSG.notOwnedItem,
    );
    const ledger = await t.database.db
      .selectFrom('transactions')
      .select(['kind', 'coins', 'gems'])
      .where('user_id', '=', ann.user.id)
      .where('ref_type', '=', 'trade')
      .execute();
    expect(ledger).toEqual([{ kind: 'trade_hold', coins: -30, gems: -1 }]);

    for (const actor of [ann, ben]) {
      const listed = (await getJson(t.app, '/api/trades', { cookie: actor.cookie })).json().trades;
      expect(listed.map((x: { id: number }) => x.id)).toContain(trade.id);
    }
    const outsider = await signIn(t);
    expectRefusal(
      await getJson(t.app, `/api/trades/${trade.id}`, { cookie: outsider.cookie }),
      404,
      MSG.tradeNotFound,
    );
    const notes = (await getJson(t.app, '/api/notifications', { cookie: ben.cookie })).json().notifications;
    expect(notes.find((n: { type: string }) => n.type === 'trade')).toMatchObject({
      title: `Trade offer from ${ann.user.username}`,
      url: `/trades/${trade.id}`,
    });
  });

  it('refuses starter items, skins, items the other does not own, empty offers and too many items', async () => {
    const [ann, ben] = [await signIn(t), await signIn(t)];
    const starter = await makeItem(t.database, { is_starter: true, price_coins: 0 });
    const { variantIds } = await makeDesign(t.database, 'skin', [{ variant_name: 'Skin', price_coins: 0 }]);
    expectRefusal(await offer(t, ann, ben, side([starter])), 400, MSG.notTradeable);
    expectRefusal(await offer(t, ann, ben, side(), side(variantIds)), 400, MSG.notTradeable);
    expectRefusal(
      await offer(t, ann, ben, side(), side([await makeItem(t.database)])),
      400,
      MSG.tradeTheyLack,
    );
    expectRefusal(await offer(t, ann, ben, side()), 400, MSG.tradeEmpty);
    expectRefusal(await offer(t, ann, ann, side([], 1)), 400, MSG.tradeYourself);
    expectRefusal(await offer(t, ann, ben, side([], STARTING_COINS + 1)), 400, MSG.notEnoughCoins);
    const eleven = Array.from({ length: 11 }, (_, i) => i + 1);
    expect((await offer(t, ann, ben, side(eleven))).statusCode).toBe(400);
    expect(await currency(t, [ann.user.id])).toEqual({ coins: STARTING_COINS, gems: STARTING_GEMS });
  });

  it(`allows at most ${OPEN_TRADES_MAX} open offers per member, even sent at once`, async () => {
    const [ann, ben] = [await signIn(t), await signIn(t)];
    const results = await Promise.all(
      Array.from({ length: OPEN_TRADES_MAX + 5 }, () => offer(t, ann, ben, side([], 1))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(OPEN_TRADES_MAX);
    for (const r of results.filter((r) => r.statusCode !== 200)) expectRefusal(r, 409, MSG.tradeTooManyOpen);
    expect(await currency(t, [ann.user.id])).toEqual({ coins: STARTING_COINS, gems: STARTING_GEMS });
  });
});

describe('answering a trade', () => {
  it('accept swaps items and currency, writes ledger rows, grants first_trade, keeps every sum', async () => {
    const [ann, ben] = [await signIn(t), await signIn(t)];
    const mine = await ownedItem(t, ann);
    const theirs = await ownedItem(t, ben);
    const ids = [ann.user.id, ben.user.id];
    const before = await currency(t, ids);
    const { trade } = (await offer(t, ann, ben, side([mine], 50), side([theirs], 0, 2))).json();
    expect(await currency(t, ids)).toEqual(before);
    expectRefusal(await answer(t, ann, trade.id, 'accept'), 403, MSG.tradeOnlyRecipient);
    const res = await answer(t, ben, trade.id, 'accept');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().trade.status).toBe('accepted');
    expect(await currency(t, ids)).toEqual(before);
    expect((await copies(t, mine, ids)).byUser).toEqual({ [ann.user.id]: 0, [ben.user.id]: 1 });
    expect((await copies(t, theirs, ids)).byUser).toEqual({ [ann.user.id]: 1, [ben.user.id]: 0 });
    const balances = await t.database.db
      .selectFrom('users')
      .select(['id', 'coins', 'gems'])
      .where('id', 'in', ids)
      .execute();
    expect(balances.find((b) => b.id === ann.user.id)).toMatchObject({
      coins: STARTING_COINS - 1 - 50,
      gems: STARTING_GEMS + 2,
    });
    expect(balances.find((b) => b.id === ben.user.id)).toMatchObject({
      coins: STARTING_COINS - 1 + 50,
      gems: STARTING_GEMS - 2,
    });
    for (const actor of [ann, ben]) {
      const badges = (await getJson(t.app, `/api/user/${actor.user.id}/achievements`)).json().achievements;
      expect(badges.map((b: { key: string }) => b.key)).toContain('first_trade');
    }
    expectRefusal(await answer(t, ben, trade.id, 'accept'), 409, MSG.tradeNotOpen);
    const notes = (await getJson(t.app, '/api/notifications', { cookie: ann.cookie })).json().notifications;
    expect(notes.find((n: { type: string }) => n.type === 'trade').title).toBe(
      `${ben.user.username} accepted the trade`,
    );
  });

  it('decline and cancel give the held side back, with a ledger row', async () => {
    const [ann, ben] = [await signIn(t), await signIn(t)];
    const mine = await ownedItem(t, ann);
    const ids = [ann.user.id, ben.user.id];
    const before = await currency(t, ids);
    for (const [actor, verb] of [
      [ben, 'decline'],
      [ann, 'cancel'],
    ] as const) {
      const { trade } = (await offer(t, ann, ben, side([mine], 20, 3))).json();
      expectRefusal(
        await answer(t, verb === 'cancel' ? ben : ann, trade.id, verb),
        403,
        verb === 'cancel' ? MSG.tradeOnlyOfferer : MSG.tradeOnlyRecipient,
      );
      const res = await answer(t, actor, trade.id, verb);
      expect(res.statusCode, res.body).toBe(200);
      expect(await currency(t, ids)).toEqual(before);
      expect((await copies(t, mine, ids)).byUser[ann.user.id]).toBe(1);
    }
    const kinds = await t.database.db
      .selectFrom('transactions')
      .select('kind')
      .where('user_id', '=', ann.user.id)
      .where('ref_type', '=', 'trade')
      .orderBy('id')
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual(['trade_hold', 'trade_return', 'trade_hold', 'trade_return']);
  });

  it('an offer past 7 days expires when read, gives back what it held and can no longer be accepted', async () => {
    const [ann, ben] = [await signIn(t), await signIn(t)];
    const mine = await ownedItem(t, ann);
    const { trade } = (await offer(t, ann, ben, side([mine], 10))).json();
    await t.database.db
      .updateTable('trades')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', trade.id)
      .execute();
    expectRefusal(await answer(t, ben, trade.id, 'accept'), 409, MSG.tradeNotOpen);
    const listed = (await getJson(t.app, '/api/trades', { cookie: ann.cookie })).json().trades;
    expect(listed.find((x: { id: number }) => x.id === trade.id).status).toBe('expired');
    expect((await copies(t, mine, [ann.user.id])).byUser[ann.user.id]).toBe(1);
    expect(await currency(t, [ann.user.id])).toEqual({ coins: STARTING_COINS - 1, gems: STARTING_GEMS });
  });

  it("refuses an accept past a receiver's max_owned, and changes nothing", async () => {
    const [ann, ben] = [await signIn(t), await signIn(t)];
    const mine = await ownedItem(t, ann);
    const { trade } = (await offer(t, ann, ben, side([mine]))).json();
    await postAs(t.app, ben.cookie, '/api/shop/purchase', { variant_id: mine });
    expectRefusal(await answer(t, ben, trade.id, 'accept'), 409, MSG.recipientHasMax);
    expect(
      (await getJson(t.app, `/api/trades/${trade.id}`, { cookie: ben.cookie })).json().trade.status,
    ).toBe('open');
  });
});

describe('trade races', () => {
  /** Ann offers an item and 40 coins for Ben's item and 2 gems. */
  async function openTrade(others: Actor[] = []) {
    const [ann, ben] = [await signIn(t), await signIn(t)];
    const mine = await ownedItem(t, ann);
    const theirs = await ownedItem(t, ben);
    const ids = [ann.user.id, ben.user.id, ...others.map((o) => o.user.id)];
    const before = {
      currency: await currency(t, ids),
      mine: await copies(t, mine, ids),
      theirs: await copies(t, theirs, ids),
    };
    const { trade } = (await offer(t, ann, ben, side([mine], 40), side([theirs], 0, 2))).json();
    /** Nothing duplicated or lost: each item's copies and all the currency are where they were, summed. */
    const expectConserved = async () => {
      expect(await currency(t, ids)).toEqual(before.currency);
      for (const [item, was] of [
        [mine, before.mine],
        [theirs, before.theirs],
      ] as const) {
        const now = await copies(t, item, ids);
        const total = (c: typeof now) => Object.values(c.byUser).reduce((s, n) => s + n, 0) + c.held;
        expect(total(now)).toBe(total(was));
      }
      // The admin check agrees: every copy of these items was bought once, nobody past max_owned.
      const violations = (await checkInvariants(t.database.db)).filter((v) =>
        [mine, theirs].some((id) => v.detail.includes(`variant ${id}:`)),
      );
      expect(violations).toEqual([]);
    };
    return { ann, ben, mine, theirs, trade, expectConserved };
  }

  it('accept vs cancel: exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const { ann, ben, trade, expectConserved } = await openTrade();
      const [accepted, cancelled] = await Promise.all([
        answer(t, ben, trade.id, 'accept'),
        answer(t, ann, trade.id, 'cancel'),
      ]);
      expect([accepted.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
      await expectConserved();
    }
  });

  it('two accepts: exactly one wins, and the swap happens once', async () => {
    const { ben, mine, trade, expectConserved } = await openTrade();
    const results = await Promise.all(Array.from({ length: 5 }, () => answer(t, ben, trade.id, 'accept')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) expectRefusal(r, 409, MSG.tradeNotOpen);
    expect((await copies(t, mine, [ben.user.id])).byUser[ben.user.id]).toBe(1);
    await expectConserved();
  });

  it('accept vs a gift of the asked-for item: one wins, the item is in one place', async () => {
    const friend = await signIn(t);
    const { ann, ben, theirs, trade, expectConserved } = await openTrade([friend]);
    const [accepted, gifted] = await Promise.all([
      answer(t, ben, trade.id, 'accept'),
      postAs(t.app, ben.cookie, '/api/gifts', {
        to: friend.user.username,
        variant_id: theirs,
        from_inventory: true,
      }),
    ]);
    expect([accepted.statusCode, gifted.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const where = await copies(t, theirs, [ann.user.id, ben.user.id, friend.user.id]);
    expect(Object.values(where.byUser).reduce((s, n) => s + n, 0)).toBe(1);
    expect(where.byUser[accepted.statusCode === 200 ? ann.user.id : friend.user.id]).toBe(1);
    await expectConserved();
  });

  it('accept vs purchases draining the gems: never below zero, the ledger agrees', async () => {
    const { ben, trade } = await openTrade();
    // Ben needs 2 gems to accept; each of these costs STARTING_GEMS - 1 gems.
    const items = await Promise.all(
      Array.from({ length: 3 }, () =>
        makeItem(t.database, { price_coins: 0, price_gems: STARTING_GEMS - 1 }),
      ),
    );
    const results = await Promise.all([
      answer(t, ben, trade.id, 'accept'),
      ...items.map((id) => postAs(t.app, ben.cookie, '/api/shop/purchase', { variant_id: id })),
    ]);
    const ok = results.map((r) => r.statusCode === 200);
    // 10 gems: the accept (2) and one purchase (9) can't both happen; exactly one thing spent them.
    expect(ok.filter(Boolean)).toHaveLength(1);
    if (!ok[0]) expectRefusal(results[0]!, 400, MSG.tradeNotEnoughGems);
    const gems = await t.database.db
      .selectFrom('users')
      .select('gems')
      .where('id', '=', ben.user.id)
      .executeTakeFirstOrThrow();
    expect(gems.gems).toBeGreaterThanOrEqual(0);
    await currency(t, [ben.user.id]);
  });
});

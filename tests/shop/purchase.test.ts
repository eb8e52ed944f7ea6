import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTING_COINS, STARTING_GEMS } from '../../src/common/limits.ts';
import { MSG } from '../../src/common/messages.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, expectRefusal, getJson, postAs, signIn } from '../support/forum.ts';
import { makeDesign, makeItem } from '../support/shop.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const buy = (actor: Actor | null, variantId: number) =>
  postAs(t.app, actor?.cookie, '/api/shop/purchase', { variant_id: variantId });
const balance = (userId: number) =>
  t.database.db
    .selectFrom('users')
    .select(['coins', 'gems'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
const ledger = (userId: number) =>
  t.database.db.selectFrom('transactions').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const inventoryIds = async (actor: Actor) =>
  (await getJson(t.app, '/api/user/inventory', { cookie: actor.cookie }))
    .json()
    .items.map((i: { id: number }) => i.id);

/** For every user: balance = starting balance + the sum of their ledger rows (DECISIONS.md). */
async function expectLedgerBalances(userIds: number[]) {
  for (const id of userIds) {
    const rows = await ledger(id);
    const sum = (key: 'coins' | 'gems') => rows.reduce((total, row) => total + row[key], 0);
    expect(await balance(id)).toEqual({
      coins: STARTING_COINS + sum('coins'),
      gems: STARTING_GEMS + sum('gems'),
    });
  }
}

describe('POST /api/shop/purchase', () => {
  it('debits both currencies, records the item and a ledger row, and tells the new balance', async () => {
    const buyer = await signIn(t);
    const item = await makeItem(t.database, { variant_name: 'Cherry', price_coins: 120, price_gems: 2 });
    const res = await buy(buyer, item);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, coins: STARTING_COINS - 120, gems: STARTING_GEMS - 2 });
    expect(body.message).toMatch(/^You bought .*\(Cherry\)!$/);
    expect(await balance(buyer.user.id)).toEqual({ coins: STARTING_COINS - 120, gems: STARTING_GEMS - 2 });
    expect(await inventoryIds(buyer)).toContain(item);
    const [row] = await ledger(buyer.user.id);
    expect(row).toMatchObject({
      id: body.transaction_id,
      kind: 'purchase',
      coins: -120,
      gems: -2,
      ref_id: item,
    });

    const shown = await getJson(t.app, `/api/transactions/${body.transaction_id}`, { cookie: buyer.cookie });
    expect(shown.json().transaction).toMatchObject({ id: body.transaction_id, coins: -120, gems: -2 });
  });

  it('takes one from a limited stock', async () => {
    const buyer = await signIn(t);
    const item = await makeItem(t.database, { remaining_stock: 2 });
    expect((await buy(buyer, item)).statusCode).toBe(200);
    const { items } = (await getJson(t.app, '/api/store/items?sort=date&per_page=100')).json();
    expect(items.find((i: { id: number }) => i.id === item)).toMatchObject({
      remaining_stock: 1,
      available: true,
    });
  });

  describe('refuses, and changes nothing,', () => {
    const cases: Array<[string, () => Promise<{ item: number; actor?: Actor }>, number, string]> = [
      [
        'without enough coins',
        async () => ({ item: await makeItem(t.database, { price_coins: STARTING_COINS + 1 }) }),
        400,
        MSG.notEnoughCoins,
      ],
      [
        'without enough gems',
        async () => ({ item: await makeItem(t.database, { price_coins: 1, price_gems: STARTING_GEMS + 1 }) }),
        400,
        MSG.notEnoughGems,
      ],
      [
        'when sold out',
        async () => ({ item: await makeItem(t.database, { remaining_stock: 0 }) }),
        409,
        MSG.soldOut,
      ],
      [
        'when expired',
        async () => ({
          item: await makeItem(t.database, { expires_at: new Date(Date.now() - 1000).toISOString() }),
        }),
        410,
        MSG.itemExpired,
      ],
      [
        'a starter item',
        async () => ({ item: await makeItem(t.database, { is_starter: true, price_coins: 0 }) }),
        400,
        MSG.notForSale,
      ],
      [
        'a design still in review',
        async () => ({
          item: (await makeDesign(t.database, 'hair', [{ variant_name: 'Draft' }], { status: 'pending' }))
            .variantIds[0]!,
        }),
        400,
        MSG.notForSale,
      ],
      ['an unknown item', async () => ({ item: 2_000_000_000 }), 404, MSG.itemNotFound],
    ];
    for (const [label, setup, status, message] of cases)
      it(label, async () => {
        const buyer = await signIn(t);
        const { item } = await setup();
        expectRefusal(await buy(buyer, item), status, message);
        expect(await balance(buyer.user.id)).toEqual({ coins: STARTING_COINS, gems: STARTING_GEMS });
        expect(await ledger(buyer.user.id)).toEqual([]);
      });

    it('an item already owned', async () => {
      const buyer = await signIn(t);
      const item = await makeItem(t.database, { price_coins: 10 });
      expect((await buy(buyer, item)).statusCode).toBe(200);
      expectRefusal(await buy(buyer, item), 409, MSG.alreadyOwned);
      expect(await balance(buyer.user.id)).toEqual({ coins: STARTING_COINS - 10, gems: STARTING_GEMS });
      expect(await ledger(buyer.user.id)).toHaveLength(1);
    });

    it('a visitor, asking them to log in', async () => {
      expectRefusal(await buy(null, await makeItem(t.database)), 401, MSG.loginRequired);
    });
  });
});

describe('GET /api/transactions/{id}', () => {
  it("shows a member their own transactions only; someone else's answers like a missing one", async () => {
    const [owner, other] = [await signIn(t), await signIn(t)];
    const { transaction_id } = (await buy(owner, await makeItem(t.database))).json();
    expect(
      (await getJson(t.app, `/api/transactions/${transaction_id}`, { cookie: owner.cookie })).statusCode,
    ).toBe(200);
    expectRefusal(
      await getJson(t.app, `/api/transactions/${transaction_id}`, { cookie: other.cookie }),
      404,
      MSG.transactionNotFound,
    );
    expectRefusal(await getJson(t.app, `/api/transactions/${transaction_id}`), 401, MSG.loginRequired);
  });
});

describe('purchase races', () => {
  it('lets 50 simultaneous purchases by one member spend their coins exactly once: 3 of 50 succeed', async () => {
    const buyer = await signIn(t);
    // 500 coins cover three items at 160, not four.
    const { variantIds } = await makeDesign(
      t.database,
      'accessory',
      Array.from({ length: 50 }, (_, i) => ({ variant_name: `V${i}`, price_coins: 160 })),
    );
    const results = await Promise.all(variantIds.map((id) => buy(buyer, id)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 400)).toBe(true);
    expect(await balance(buyer.user.id)).toEqual({ coins: STARTING_COINS - 480, gems: STARTING_GEMS });
    expect((await inventoryIds(buyer)).filter((id: number) => variantIds.includes(id))).toHaveLength(3);
    await expectLedgerBalances([buyer.user.id]);
  });

  it('sells an item with stock 5 to exactly 5 of 50 members buying at once', async () => {
    const buyers = await Promise.all(Array.from({ length: 50 }, () => signIn(t)));
    const item = await makeItem(t.database, { remaining_stock: 5, price_coins: 100 });
    const results = await Promise.all(buyers.map((buyer) => buy(buyer, item)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    for (const r of results.filter((r) => r.statusCode !== 200)) expectRefusal(r, 409, MSG.soldOut);
    const stock = await t.database.db
      .selectFrom('item_variants')
      .select('remaining_stock')
      .where('id', '=', item)
      .executeTakeFirstOrThrow();
    expect(stock.remaining_stock).toBe(0);
    const owners = await t.database.db
      .selectFrom('inventory')
      .select('user_id')
      .where('variant_id', '=', item)
      .execute();
    expect(owners).toHaveLength(5);
    await expectLedgerBalances(buyers.map((b) => b.user.id));
  });

  it('never sells one member the same item twice, however fast they click', async () => {
    const buyer = await signIn(t);
    const item = await makeItem(t.database, { price_coins: 10 });
    const results = await Promise.all(Array.from({ length: 20 }, () => buy(buyer, item)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await balance(buyer.user.id)).toEqual({ coins: STARTING_COINS - 10, gems: STARTING_GEMS });
    await expectLedgerBalances([buyer.user.id]);
  });
});

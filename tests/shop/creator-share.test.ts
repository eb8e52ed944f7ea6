import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTING_COINS, STARTING_GEMS } from '../../src/common/limits.ts';
import { MSG } from '../../src/common/messages.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, expectRefusal, getJson, postAs, signIn } from '../support/forum.ts';
import { balanceOf, ledgerOf, makeDesign } from '../support/shop.ts';

// issue 18 §1: a member's design pays its creator 10 % of the coin price (at least 1) on every sale to
// someone else, in the sale's transaction; the creator's design list shows copies sold and coins earned.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const buy = (actor: Actor, variantId: number) =>
  postAs(t.app, actor.cookie, '/api/shop/purchase', { variant_id: variantId });
const myDesign = async (creator: Actor, designId: number) =>
  (await getJson(t.app, '/api/my-designs', { cookie: creator.cookie }))
    .json()
    .designs.find((d: { id: number }) => d.id === designId);

/** An approved design by `creator` with variants at these coin prices. */
const designBy = (creator: Actor, prices: number[], stock: number | null = null) =>
  makeDesign(
    t.database,
    'accessory',
    prices.map((price, i) => ({ variant_name: `V${i}`, price_coins: price, remaining_stock: stock })),
    { creatorId: creator.user.id },
  );

describe("the creator's share", () => {
  it('credits 10 % of the coin price, at least 1 coin, with a ledger row and a notification', async () => {
    const [creator, buyer] = [await signIn(t), await signIn(t)];
    const { designId, variantIds } = await designBy(creator, [125, 5]);
    expect((await buy(buyer, variantIds[0]!)).statusCode).toBe(200);
    expect((await buy(buyer, variantIds[1]!)).statusCode).toBe(200);
    expect(await balanceOf(t.database, creator.user.id)).toEqual({
      coins: STARTING_COINS + 12 + 1,
      gems: STARTING_GEMS,
    });
    expect(await ledgerOf(t.database, creator.user.id)).toEqual([
      { kind: 'creator_share', coins: 12, gems: 0, ref_id: variantIds[0] },
      { kind: 'creator_share', coins: 1, gems: 0, ref_id: variantIds[1] },
    ]);
    const notes = await t.database.db
      .selectFrom('notifications')
      .select(['type', 'actor_id', 'excerpt'])
      .where('user_id', '=', creator.user.id)
      .execute();
    // One per design, refreshed by each sale.
    expect(notes).toEqual([
      { type: 'sale', actor_id: buyer.user.id, excerpt: expect.stringContaining('you earned 1 CitoCoin') },
    ]);
    expect(await myDesign(creator, designId)).toMatchObject({ copies_sold: 2, coins_earned: 13 });
  });

  it('pays nothing for a refused purchase', async () => {
    const [creator, buyer] = [await signIn(t), await signIn(t)];
    const { designId, variantIds } = await designBy(creator, [STARTING_COINS + 10]);
    expectRefusal(await buy(buyer, variantIds[0]!), 400, MSG.notEnoughCoins);
    expect(await balanceOf(t.database, creator.user.id)).toEqual({
      coins: STARTING_COINS,
      gems: STARTING_GEMS,
    });
    expect(await ledgerOf(t.database, creator.user.id)).toEqual([]);
    expect(await myDesign(creator, designId)).toMatchObject({ copies_sold: 0, coins_earned: 0 });
  });

  it('pays nothing when the creator buys their own design', async () => {
    const creator = await signIn(t);
    const { designId, variantIds } = await designBy(creator, [100]);
    expect((await buy(creator, variantIds[0]!)).statusCode).toBe(200);
    expect((await ledgerOf(t.database, creator.user.id)).map((row) => row.kind)).toEqual(['purchase']);
    expect(await myDesign(creator, designId)).toMatchObject({ copies_sold: 0, coins_earned: 0 });
  });

  it('pays once per copy sold when many members buy a limited item at once', async () => {
    const creator = await signIn(t);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => signIn(t)));
    const { designId, variantIds } = await designBy(creator, [50], 3);
    const results = await Promise.all(buyers.map((buyer) => buy(buyer, variantIds[0]!)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(await balanceOf(t.database, creator.user.id)).toEqual({
      coins: STARTING_COINS + 3 * 5,
      gems: STARTING_GEMS,
    });
    expect(await myDesign(creator, designId)).toMatchObject({ copies_sold: 3, coins_earned: 15 });
  });

  it("shows the figures on the creator's own design page only", async () => {
    const [creator, buyer] = [await signIn(t), await signIn(t)];
    const { designId, variantIds } = await designBy(creator, [80]);
    expect((await buy(buyer, variantIds[0]!)).statusCode).toBe(200);
    const page = (actor: Actor) =>
      getJson(t.app, `/api/design/${designId}`, { cookie: actor.cookie }).then((r) => r.json().design);
    expect(await page(creator)).toMatchObject({ copies_sold: 1, coins_earned: 8 });
    const seen = await page(buyer);
    expect(seen.id).toBe(designId);
    expect(seen).not.toHaveProperty('copies_sold');
    expect(seen).not.toHaveProperty('coins_earned');
  });
});

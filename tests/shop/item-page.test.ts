import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RARE_OWNERS } from '../../src/common/item-rarity.ts';
import { MSG } from '../../src/common/messages.ts';
import { createTestApp, createUser, type TestApp } from '../support/app.ts';
import { expectRefusal, getJson, postAs, signIn } from '../support/forum.ts';
import { makeDesign, makeItem } from '../support/shop.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = async (variantId: number, cookie?: string) => {
  const res = await getJson(t.app, `/api/shop/item/${variantId}`, cookie ? { cookie } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** `count` fresh members who own the item (as if they had bought it elsewhere). */
async function giveTo(count: number, variantId: number) {
  for (let i = 0; i < count; i++) {
    const user = await createUser(t.database);
    await t.database.db
      .insertInto('inventory')
      .values({ user_id: user.id, variant_id: variantId, quantity: 1, acquired_at: new Date().toISOString() })
      .execute();
  }
}

describe('GET /api/shop/item/:id', () => {
  it('shows the item, its creator, owners, copies sold and the design’s other colours to visitors', async () => {
    // a skin tone for the visitor's preview figure (the first starter skin, which may be another test's)
    await makeDesign(t.database, 'skin', [{ variant_name: 'Tone', is_starter: true }]);
    const creator = await createUser(t.database);
    const { variantIds } = await makeDesign(
      t.database,
      'top',
      [
        { variant_name: 'Red', hex_color: '#cc3344', price_coins: 10 },
        { variant_name: 'Blue', hex_color: '#3344cc', price_coins: 10 },
        { variant_name: 'Green', hex_color: '#33cc44', price_coins: 10 },
      ],
      { creatorId: creator.id },
    );
    const [red, blue, green] = variantIds as [number, number, number];
    const buyer = await signIn(t);
    expect((await postAs(t.app, buyer.cookie, '/api/shop/purchase', { variant_id: blue })).statusCode).toBe(
      200,
    );

    const body = await page(blue);
    expect(body).toMatchObject({
      success: true,
      owners: 1,
      sold: 1,
      rarity: 'rare',
      wishlisted: false,
      owned: 0,
    });
    expect(body.item).toMatchObject({
      id: blue,
      variant_name: 'Blue',
      creator: creator.username,
      creator_id: creator.id,
    });
    expect(body.variants.map((v: { id: number }) => v.id)).toEqual([red, blue, green]);
    expect(body.default_skin).toMatchObject({ category: 'skin', is_starter: true });
    expect((await page(blue, buyer.cookie)).owned).toBe(1);

    // a copy held in an open trade offer is still its offerer's
    const partner = await signIn(t);
    const offer = await postAs(t.app, buyer.cookie, '/api/trades', {
      to: partner.user.username,
      give: { variant_ids: [blue], coins: 0, gems: 0 },
      get: { variant_ids: [], coins: 1, gems: 0 },
    });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(await page(blue)).toMatchObject({ owners: 1, rarity: 'rare' });
    expect(
      (await postAs(t.app, buyer.cookie, `/api/trades/${offer.json().trade.id}/cancel`, {})).statusCode,
    ).toBe(200);
    expect((await page(blue)).owners).toBe(1);
  });

  it('rates rarity by the rule: rare with few owners, common with many, limited stock, retired', async () => {
    const unlimited = await makeItem(t.database);
    await giveTo(RARE_OWNERS - 1, unlimited);
    expect(await page(unlimited)).toMatchObject({ owners: RARE_OWNERS - 1, rarity: 'rare' });
    await giveTo(1, unlimited);
    expect(await page(unlimited)).toMatchObject({ owners: RARE_OWNERS, rarity: 'common' });

    expect((await page(await makeItem(t.database, { remaining_stock: 5 }))).rarity).toBe('limited');
    expect((await page(await makeItem(t.database, { remaining_stock: 0 }))).rarity).toBe('retired');
    const expired = await makeItem(t.database, { expires_at: new Date(Date.now() - 1000).toISOString() });
    expect((await page(expired)).rarity).toBe('retired');
  });

  it('answers 404 for a design not yet approved, except to its creator and the Design Team', async () => {
    const creator = await signIn(t);
    const { variantIds } = await makeDesign(t.database, 'top', [{ variant_name: 'Secret' }], {
      status: 'pending',
      creatorId: creator.user.id,
    });
    const pending = variantIds[0]!;
    expectRefusal(await getJson(t.app, `/api/shop/item/${pending}`), 404, MSG.itemNotFound);
    const member = await signIn(t);
    expectRefusal(
      await getJson(t.app, `/api/shop/item/${pending}`, { cookie: member.cookie }),
      404,
      MSG.itemNotFound,
    );
    expect((await page(pending, creator.cookie)).item.id).toBe(pending);
    expect((await page(pending, (await signIn(t, ['Design Team'])).cookie)).item.id).toBe(pending);
    expectRefusal(await getJson(t.app, '/api/shop/item/2147483000'), 404, MSG.itemNotFound);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, expectRefusal, getJson, postAs, signIn } from '../support/forum.ts';
import { makeDesign, makeItem } from '../support/shop.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const wish = (actor: Actor | null, id: number) => postAs(t.app, actor?.cookie, `/api/wishlist/${id}`);
const unwish = (actor: Actor | null, id: number) =>
  postAs(t.app, actor?.cookie, `/api/wishlist/${id}/remove`);
async function wishlist(actor: Actor) {
  const res = await getJson(t.app, '/api/wishlist', { cookie: actor.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Array<{ id: number; available: boolean }>;
}

describe('the wishlist', () => {
  it('adds and removes items idempotently, and lists them newest first with their availability', async () => {
    const member = await signIn(t);
    const cheap = await makeItem(t.database, { price_coins: 5 });
    const soldOut = await makeItem(t.database, { remaining_stock: 0 });
    for (const id of [cheap, cheap, soldOut]) {
      const res = await wish(member, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, wishlisted: true });
    }
    const items = await wishlist(member);
    expect(items.map((i) => [i.id, i.available])).toEqual([
      [soldOut, false],
      [cheap, true],
    ]);
    expect(
      (await getJson(t.app, `/api/shop/item/${cheap}`, { cookie: member.cookie })).json().wishlisted,
    ).toBe(true);

    for (let i = 0; i < 2; i++) {
      const res = await unwish(member, cheap);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, wishlisted: false });
    }
    expect((await wishlist(member)).map((i) => i.id)).toEqual([soldOut]);
  });

  it('accepts items the member cannot afford yet', async () => {
    const member = await signIn(t);
    const dear = await makeItem(t.database, { price_coins: 1_000_000 });
    expect((await wish(member, dear)).statusCode).toBe(200);
    expect((await wishlist(member)).map((i) => i.id)).toEqual([dear]);
  });

  it('keeps each member’s wishes apart, and needs a signed-in member', async () => {
    const [a, b] = [await signIn(t), await signIn(t)];
    const item = await makeItem(t.database);
    await wish(a, item);
    expect(await wishlist(b)).toEqual([]);
    expect((await wish(null, item)).statusCode).toBe(401);
    expect((await unwish(null, item)).statusCode).toBe(401);
    expect((await getJson(t.app, '/api/wishlist')).statusCode).toBe(401);
  });

  it('answers 404 for items the member may not see', async () => {
    const member = await signIn(t);
    const { variantIds } = await makeDesign(t.database, 'top', [{ variant_name: 'Draft' }], {
      status: 'draft',
    });
    expectRefusal(await wish(member, variantIds[0]!), 404, MSG.itemNotFound);
    expectRefusal(await wish(member, 2_147_483_000), 404, MSG.itemNotFound);
    expect(await wishlist(member)).toEqual([]);
  });

  it('survives a double click: concurrent adds keep one row', async () => {
    const member = await signIn(t);
    const item = await makeItem(t.database);
    const answers = await Promise.all([wish(member, item), wish(member, item), wish(member, item)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await wishlist(member)).map((i) => i.id)).toEqual([item]);
  });
});

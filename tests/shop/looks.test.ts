import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTING_COINS } from '../../src/common/limits.ts';
import { MAX_OUTFITS } from '../../src/common/looks-types.ts';
import { MSG } from '../../src/common/messages.ts';
import type { AvatarEntry } from '../../src/common/shop-types.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, expectRefusal, expectStatus, getJson, postAs, signIn } from '../support/forum.ts';
import { makeDesign, makeItem } from '../support/shop.ts';

// Issue 18 §2 and §4: saved outfits, a member's look, buying a look, the accessory rule.

let t: TestApp;
let skin: number;
beforeAll(async () => {
  t = await createTestApp();
  ({
    variantIds: [skin = 0],
  } = await makeDesign(t.database, 'skin', [
    { variant_name: 'Looks skin', is_starter: true, price_coins: 0 },
  ]));
});
afterAll(() => t.close());

const entry = (item_variant: number, layer = 10): AvatarEntry => ({
  item_variant,
  layer,
  custom_offset: { x: 0, y: 0 },
});
const look = (...items: number[]) => [entry(skin, -100), ...items.map((id) => entry(id))];
const buy = (actor: Actor, id: number) =>
  postAs(t.app, actor.cookie, '/api/shop/purchase', { variant_id: id });
const saveOutfit = (actor: Actor, name: string, config: AvatarEntry[]) =>
  postAs(t.app, actor.cookie, '/api/outfits', { name, config });
const outfits = async (actor: Actor) =>
  (await getJson(t.app, '/api/outfits', { cookie: actor.cookie })).json().outfits as Array<{
    id: number;
    name: string;
    items: Array<{ id: number; owned: boolean }>;
  }>;
const coins = async (actor: Actor) =>
  (
    await t.database.db
      .selectFrom('users')
      .select('coins')
      .where('id', '=', actor.user.id)
      .executeTakeFirstOrThrow()
  ).coins;

describe('saved outfits', () => {
  it('saves, lists newest first and deletes an outfit', async () => {
    const member = await signIn(t);
    const top = await makeItem(t.database, { price_coins: 1 });
    expectStatus(await buy(member, top), 200);
    const first = await saveOutfit(member, '  Sunday best ', look(top));
    expectStatus(first, 200);
    expect(first.json().outfit).toMatchObject({ name: 'Sunday best', config: look(top) });
    expectStatus(await saveOutfit(member, 'Just skin', look()), 200);
    const listed = await outfits(member);
    expect(listed.map((o) => o.name)).toEqual(['Just skin', 'Sunday best']);
    expect(listed[1]!.items.map((i) => [i.id, i.owned])).toEqual([
      [skin, true],
      [top, true],
    ]);
    expectStatus(await postAs(t.app, member.cookie, `/api/outfits/${first.json().outfit.id}/delete`), 200);
    expect((await outfits(member)).map((o) => o.name)).toEqual(['Just skin']);
  });

  it('keeps an item no longer owned in the outfit, shown as not owned', async () => {
    const member = await signIn(t);
    const top = await makeItem(t.database, { price_coins: 1 });
    expectStatus(await buy(member, top), 200);
    expectStatus(await saveOutfit(member, 'Before the gift', look(top)), 200);
    await t.database.db.deleteFrom('inventory').where('user_id', '=', member.user.id).execute();
    expect((await outfits(member))[0]!.items.find((i) => i.id === top)).toMatchObject({ owned: false });
    // the avatar itself still only wears what is owned
    expectRefusal(
      await postAs(t.app, member.cookie, '/api/user/avatar', { config: look(top) }),
      400,
      MSG.avatarNotOwned,
    );
  });

  it('refuses a look breaking the avatar rules, and an empty name', async () => {
    const member = await signIn(t);
    const [a, b] = [await makeItem(t.database), await makeItem(t.database)];
    expectRefusal(await saveOutfit(member, 'Two tops', look(a, b)), 400, MSG.avatarOnePerCategory);
    expectRefusal(await saveOutfit(member, '   ', look()), 400, MSG.outfitNameRequired);
    expect(await outfits(member)).toEqual([]);
  });

  it(`keeps at most ${MAX_OUTFITS} outfits, even when saved at once`, async () => {
    const member = await signIn(t);
    const results = await Promise.all(
      Array.from({ length: MAX_OUTFITS + 5 }, (_, i) => saveOutfit(member, `Look ${i}`, look())),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(MAX_OUTFITS);
    expectRefusal(results.find((r) => r.statusCode !== 200)!, 409, MSG.outfitLimit);
    expect(await outfits(member)).toHaveLength(MAX_OUTFITS);
  });

  it("lists only one's own outfits, and answers 404 to deleting another member's", async () => {
    const [owner, other] = [await signIn(t), await signIn(t)];
    const saved = (await saveOutfit(owner, 'Mine', look())).json().outfit;
    expect(await outfits(other)).toEqual([]);
    expectRefusal(
      await postAs(t.app, other.cookie, `/api/outfits/${saved.id}/delete`),
      404,
      MSG.outfitNotFound,
    );
    expect(await outfits(owner)).toHaveLength(1);
    expectRefusal(
      await postAs(t.app, owner.cookie, '/api/outfits/2000000000/delete'),
      404,
      MSG.outfitNotFound,
    );
  });
});

describe('accessories (issue 18 §4: at most 3 at once)', () => {
  it('wears three accessories and refuses a fourth, on the avatar and in an outfit', async () => {
    const member = await signIn(t);
    const hats = [];
    for (let i = 0; i < 4; i++) {
      const id = await makeItem(t.database, { price_coins: 1 }, 'accessory');
      expectStatus(await buy(member, id), 200);
      hats.push(id);
    }
    const save = (config: AvatarEntry[]) => postAs(t.app, member.cookie, '/api/user/avatar', { config });
    expectStatus(await save(look(...hats.slice(0, 3))), 200);
    expectRefusal(await save(look(...hats)), 400, MSG.avatarTooManyAccessories);
    expectRefusal(await saveOutfit(member, 'Hat stand', look(...hats)), 400, MSG.avatarTooManyAccessories);
  });
});

describe("a member's look", () => {
  it('is readable by anyone, with item names, marking what the viewer owns', async () => {
    const [model, viewer] = [await signIn(t), await signIn(t)];
    const top = await makeItem(t.database, { price_coins: 3 });
    expectStatus(await buy(model, top), 200);
    expectStatus(await postAs(t.app, model.cookie, '/api/user/avatar', { config: look(top) }), 200);
    const seen = (
      await getJson(t.app, `/api/user/${model.user.id}/avatar`, { cookie: viewer.cookie })
    ).json();
    expect(seen).toMatchObject({ success: true, user_id: model.user.id, username: model.user.username });
    expect(seen.items.map((i: { id: number; owned: boolean; name: string }) => [i.id, i.owned])).toEqual([
      [skin, true],
      [top, false],
    ]);
    expect(seen.items[1].name).toMatch(/\(Plain\)$/);
    const visitor = (await getJson(t.app, `/api/user/${model.user.id}/avatar`)).json();
    expect(visitor.items.every((i: { owned: boolean }) => !i.owned)).toBe(true);
    expectRefusal(await getJson(t.app, '/api/user/2000000000/avatar'), 404, MSG.userNotFound);
  });
});

describe('POST /api/shop/purchase_look', () => {
  it('buys every missing item in one step, skips what is owned, and can wear the look', async () => {
    const buyer = await signIn(t);
    const [owned, top, shoes] = [
      await makeItem(t.database, { price_coins: 10 }, 'bottom'),
      await makeItem(t.database, { price_coins: 20 }),
      await makeItem(t.database, { price_coins: 30 }, 'shoes'),
    ];
    expectStatus(await buy(buyer, owned), 200);
    const res = await postAs(t.app, buyer.cookie, '/api/shop/purchase_look', {
      variant_ids: [skin, owned, top, shoes],
      wear: look(owned, top, shoes),
    });
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ bought: [top, shoes], coins: STARTING_COINS - 60 });
    expect(res.json().avatar_url).toMatch(/avatar\.png\?v=\d+$/);
    const avatar = (await getJson(t.app, '/api/user/avatar', { cookie: buyer.cookie })).json();
    expect(avatar.config.map((e: AvatarEntry) => e.item_variant)).toEqual([skin, owned, top, shoes]);
    expectRefusal(
      await postAs(t.app, buyer.cookie, '/api/shop/purchase_look', { variant_ids: [top, shoes] }),
      400,
      MSG.lookNothingToBuy,
    );
  });

  it('buys nothing when one item is too dear once the others are paid', async () => {
    const buyer = await signIn(t);
    const cheap = await makeItem(t.database, { price_coins: 100 });
    const dear = await makeItem(t.database, { price_coins: STARTING_COINS - 50 }, 'bottom');
    expectRefusal(
      await postAs(t.app, buyer.cookie, '/api/shop/purchase_look', { variant_ids: [cheap, dear] }),
      400,
      MSG.notEnoughCoins,
    );
    expect(await coins(buyer)).toBe(STARTING_COINS);
    const inventory = await t.database.db
      .selectFrom('inventory')
      .select('variant_id')
      .where('user_id', '=', buyer.user.id)
      .execute();
    expect(inventory).toEqual([]);
    const ledger = await t.database.db
      .selectFrom('transactions')
      .select('id')
      .where('user_id', '=', buyer.user.id)
      .execute();
    expect(ledger).toEqual([]);
  });

  it('names the items the shop does not sell, and buys nothing', async () => {
    const buyer = await signIn(t);
    const sold = await makeItem(t.database, { price_coins: 5 });
    const gone = await makeItem(
      t.database,
      { variant_name: 'Gone', price_coins: 5, remaining_stock: 0 },
      'shoes',
    );
    const res = await postAs(t.app, buyer.cookie, '/api/shop/purchase_look', { variant_ids: [sold, gone] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${MSG.lookNotForSale} .*\\(Gone\\)\\.$`));
    expect(await coins(buyer)).toBe(STARTING_COINS);
  });

  it('never spends more than the balance when two looks are bought at once', async () => {
    const buyer = await signIn(t);
    const price = Math.floor(STARTING_COINS / 2) + 10;
    const [a, b] = [
      await makeItem(t.database, { price_coins: price }),
      await makeItem(t.database, { price_coins: price }),
    ];
    const results = await Promise.all(
      [a, b].map((id) => postAs(t.app, buyer.cookie, '/api/shop/purchase_look', { variant_ids: [id] })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await coins(buyer)).toBe(STARTING_COINS - price);
  });
});

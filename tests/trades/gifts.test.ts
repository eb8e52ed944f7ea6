import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTING_COINS } from '../../src/common/limits.ts';
import { MSG } from '../../src/common/messages.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, expectRefusal, getJson, postAs, signIn } from '../support/forum.ts';
import { makeDesign, makeItem } from '../support/shop.ts';
import { copies, gift, ownedItem } from '../support/trades.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const coinsOf = async (actor: Actor) =>
  (
    await t.database.db
      .selectFrom('users')
      .select('coins')
      .where('id', '=', actor.user.id)
      .executeTakeFirstOrThrow()
  ).coins;
const giftsOf = async (actor: Actor) => (await getJson(t.app, '/api/gifts', { cookie: actor.cookie })).json();

describe('POST /api/gifts, bought from the shop', () => {
  it('charges the giver, gives the item to the recipient, and shows them the gift with its message', async () => {
    const [giver, friend] = [await signIn(t), await signIn(t)];
    const item = await makeItem(t.database, { price_coins: 40, remaining_stock: 3 });
    const res = await gift(t, giver, friend, { variant_id: item, message: 'Happy birthday!' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, coins: STARTING_COINS - 40 });
    expect((await copies(t, item, [giver.user.id, friend.user.id])).byUser).toEqual({
      [giver.user.id]: 0,
      [friend.user.id]: 1,
    });
    const received = (await giftsOf(friend)).received;
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      from: { id: giver.user.id, username: giver.user.username },
      item: { id: item },
      kind: 'bought',
      message: 'Happy birthday!',
    });
    expect((await giftsOf(giver)).sent[0]).toMatchObject({ to: { id: friend.user.id }, kind: 'bought' });
    const ledger = await t.database.db
      .selectFrom('transactions')
      .select(['kind', 'coins'])
      .where('user_id', '=', giver.user.id)
      .where('ref_id', '=', item)
      .execute();
    expect(ledger).toEqual([{ kind: 'gift', coins: -40 }]);

    const notes = (await getJson(t.app, '/api/notifications', { cookie: friend.cookie })).json();
    const note = notes.notifications.find((n: { type: string }) => n.type === 'gift');
    expect(note.excerpt).toContain('Happy birthday!');
    expect(note.title).toBe(`${giver.user.username} sent you a gift`);
  });

  it("refuses past the recipient's max_owned, and changes nothing", async () => {
    const [giver, friend] = [await signIn(t), await signIn(t)];
    const item = await ownedItem(t, friend);
    const before = await coinsOf(giver);
    expectRefusal(await gift(t, giver, friend, { variant_id: item }), 409, MSG.recipientHasMax);
    expect(await coinsOf(giver)).toBe(before);
    expect((await giftsOf(friend)).received).toEqual([]);
  });

  it('refuses a sold-out item', async () => {
    const [giver, friend] = [await signIn(t), await signIn(t)];
    const item = await makeItem(t.database, { remaining_stock: 0 });
    expectRefusal(await gift(t, giver, friend, { variant_id: item }), 409, MSG.soldOut);
  });
});

describe('POST /api/gifts, from the giver’s own items', () => {
  it('moves one copy, takes it off the giver’s avatar, and writes a ledger row', async () => {
    const [giver, friend] = [await signIn(t), await signIn(t)];
    const { variantIds } = await makeDesign(t.database, 'skin', [
      { variant_name: 'Gift skin', is_starter: true, price_coins: 0 },
    ]);
    const item = await ownedItem(t, giver);
    const config = [
      { item_variant: variantIds[0], layer: 0, custom_offset: { x: 0, y: 0 } },
      { item_variant: item, layer: 40, custom_offset: { x: 0, y: 0 } },
    ];
    expect((await postAs(t.app, giver.cookie, '/api/user/avatar', { config })).statusCode).toBe(200);

    const res = await gift(t, giver, friend, {
      variant_id: item,
      from_inventory: true,
      message: 'Yours now',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await copies(t, item, [giver.user.id, friend.user.id])).byUser).toEqual({
      [giver.user.id]: 0,
      [friend.user.id]: 1,
    });
    const avatar = (await getJson(t.app, '/api/user/avatar', { cookie: giver.cookie })).json();
    expect(avatar.config.map((e: { item_variant: number }) => e.item_variant)).toEqual([variantIds[0]]);
    const ledger = await t.database.db
      .selectFrom('transactions')
      .select(['kind', 'coins', 'gems'])
      .where('user_id', '=', giver.user.id)
      .where('kind', '=', 'gift_given')
      .execute();
    expect(ledger).toEqual([{ kind: 'gift_given', coins: 0, gems: 0 }]);
    expect((await giftsOf(friend)).received[0]).toMatchObject({ kind: 'given', message: 'Yours now' });
  });

  it('refuses an item the giver does not own', async () => {
    const [giver, friend] = [await signIn(t), await signIn(t)];
    const item = await makeItem(t.database);
    expectRefusal(
      await gift(t, giver, friend, { variant_id: item, from_inventory: true }),
      400,
      MSG.notOwnedItem,
    );
  });

  it('refuses starter items and skins', async () => {
    const [giver, friend] = [await signIn(t), await signIn(t)];
    const starter = await makeItem(t.database, { is_starter: true, price_coins: 0 });
    const { variantIds } = await makeDesign(t.database, 'skin', [{ variant_name: 'S', price_coins: 0 }]);
    for (const item of [starter, variantIds[0]!])
      expectRefusal(
        await gift(t, giver, friend, { variant_id: item, from_inventory: true }),
        400,
        MSG.notTradeable,
      );
  });
});

describe('POST /api/gifts refuses the recipient', () => {
  it('oneself, unknown, deleted, suspended or ignoring members; a visitor must sign in', async () => {
    const giver = await signIn(t);
    const item = await makeItem(t.database, { price_coins: 1 });
    expectRefusal(await gift(t, giver, giver, { variant_id: item }), 400, MSG.giftYourself);
    expectRefusal(
      await postAs(t.app, giver.cookie, '/api/gifts', { to: 'nobody_here_x', variant_id: item }),
      404,
      MSG.userNotFound,
    );
    const [gone, away, ignoring] = [await signIn(t), await signIn(t), await signIn(t)];
    await t.database.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', gone.user.id)
      .execute();
    await t.database.db
      .updateTable('users')
      .set({ suspended_until: new Date(Date.now() + 86_400_000).toISOString() })
      .where('id', '=', away.user.id)
      .execute();
    await t.database.db
      .insertInto('user_ignores')
      .values({ user_id: ignoring.user.id, ignored_id: giver.user.id, created_at: new Date().toISOString() })
      .execute();
    expectRefusal(await gift(t, giver, gone, { variant_id: item }), 403, MSG.memberUnavailable);
    expectRefusal(await gift(t, giver, away, { variant_id: item }), 403, MSG.memberUnavailable);
    expectRefusal(await gift(t, giver, ignoring, { variant_id: item }), 403, MSG.memberIgnoresYou);
    expect(await coinsOf(giver)).toBe(STARTING_COINS);
    expectRefusal(
      await postAs(t.app, undefined, '/api/gifts', { to: giver.user.username, variant_id: item }),
      401,
      MSG.loginRequired,
    );
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import type { AvatarEntry } from '../../src/common/shop-types.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, expectRefusal, getJson, postAs, signIn } from '../support/forum.ts';
import { makeDesign, makeItem, type Rgba } from '../support/shop.ts';

let t: TestApp;
let skins: number[];
// Made once for the file: skins and starters belong to everyone, so other files never assume none exist.
beforeAll(async () => {
  t = await createTestApp();
  ({ variantIds: skins } = await makeDesign(t.database, 'skin', [
    { variant_name: 'Light', is_starter: true, price_coins: 0, fill: { color: [250, 220, 200, 255] } },
    { variant_name: 'Deep', is_starter: true, price_coins: 0, fill: { color: [90, 60, 40, 255] } },
  ]));
});
afterAll(() => t.close());

const entry = (item_variant: number, layer = 0, x = 0, y = 0): AvatarEntry => ({
  item_variant,
  layer,
  custom_offset: { x, y },
});
const save = (actor: Actor, config: AvatarEntry[]) =>
  postAs(t.app, actor.cookie, '/api/user/avatar', { config });
const buy = (actor: Actor, variantId: number) =>
  postAs(t.app, actor.cookie, '/api/shop/purchase', { variant_id: variantId });
async function owned(actor: Actor, category: Parameters<typeof makeItem>[2] = 'top', price = 1) {
  const id = await makeItem(t.database, { price_coins: price }, category);
  expect((await buy(actor, id)).statusCode).toBe(200);
  return id;
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    info,
    at: (x: number, y: number): Rgba => {
      const i = (y * info.width + x) * 4;
      return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
    },
  };
}

describe('POST /api/user/avatar', () => {
  it('saves an outfit of owned and starter items and answers it back with a new image URL', async () => {
    const member = await signIn(t);
    const top = await owned(member, 'top');
    const hat = await owned(member, 'accessory');
    const config = [entry(skins[1]!, -100), entry(top, 30, 2, -3), entry(hat, 40)];
    const res = await save(member, config);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      config,
      avatar_url: `/api/user/${member.user.id}/avatar.png?v=1`,
    });
    expect((await getJson(t.app, '/api/user/avatar', { cookie: member.cookie })).json().config).toEqual(
      config,
    );
    expect((await save(member, config)).json().avatar_url).toMatch(/\?v=2$/);
  });

  it('allows several accessories at once', async () => {
    const member = await signIn(t);
    const [a, b] = [await owned(member, 'accessory'), await owned(member, 'accessory')];
    expect((await save(member, [entry(skins[0]!), entry(a), entry(b)])).statusCode).toBe(200);
  });

  const refusals: Array<[string, (m: Actor) => Promise<AvatarEntry[]>, string]> = [
    [
      'an item the member does not own',
      async () => [entry(skins[0]!), entry(await makeItem(t.database))],
      MSG.avatarNotOwned,
    ],
    ['an unknown item', async () => [entry(skins[0]!), entry(2_000_000_000)], MSG.avatarUnknownItem],
    ['two skins', async () => [entry(skins[0]!), entry(skins[1]!)], MSG.avatarOneSkin],
    ['no skin', async (m) => [entry(await owned(m, 'top'))], MSG.avatarOneSkin],
    ['nothing at all', async () => [], MSG.avatarOneSkin],
    [
      'two tops',
      async (m) => [entry(skins[0]!), entry(await owned(m, 'top')), entry(await owned(m, 'top'))],
      MSG.avatarOnePerCategory,
    ],
    [
      'a dress with a top',
      async (m) => [entry(skins[0]!), entry(await owned(m, 'dress')), entry(await owned(m, 'top'))],
      MSG.avatarDressConflict,
    ],
    [
      'a dress with a bottom',
      async (m) => [entry(skins[0]!), entry(await owned(m, 'dress')), entry(await owned(m, 'bottom'))],
      MSG.avatarDressConflict,
    ],
    [
      'the same item twice',
      async (m) => {
        const top = await owned(m, 'accessory');
        return [entry(skins[0]!), entry(top), entry(top)];
      },
      MSG.avatarDuplicate,
    ],
    ['an absurd layer', async () => [entry(skins[0]!, 5_000)], 'Layer must be between -100 and 1000.'],
    ['a layer below the skin', async () => [entry(skins[0]!, -101)], 'Layer must be between -100 and 1000.'],
    [
      'an absurd offset',
      async () => [entry(skins[0]!, 0, 101, 0)],
      'An item can be moved at most 100 pixels from its place.',
    ],
    [
      'a negative absurd offset',
      async () => [entry(skins[0]!, 0, 0, -5000)],
      'An item can be moved at most 100 pixels from its place.',
    ],
    [
      'more items than anyone can wear',
      async () => Array.from({ length: 17 }, () => entry(skins[0]!)),
      MSG.avatarTooMany,
    ],
  ];
  for (const [label, build, message] of refusals)
    it(`refuses ${label}, keeping the saved avatar`, async () => {
      const member = await signIn(t);
      const before = (await getJson(t.app, '/api/user/avatar', { cookie: member.cookie })).json();
      expectRefusal(await save(member, await build(member)), 400, message);
      expect((await getJson(t.app, '/api/user/avatar', { cookie: member.cookie })).json()).toEqual(before);
    });

  it('refuses malformed entries and visitors', async () => {
    const member = await signIn(t);
    const bad = await postAs(t.app, member.cookie, '/api/user/avatar', {
      config: [{ item_variant: 'x', layer: 0 }],
    });
    expect(bad.statusCode).toBe(400);
    expectRefusal(await postAs(t.app, undefined, '/api/user/avatar', { config: [] }), 401, MSG.loginRequired);
  });
});

describe('GET /api/user/{id}/avatar.png', () => {
  it('composes the saved layers in layer order at their offsets, on transparency, at 210×340', async () => {
    const member = await signIn(t);
    // A red 20×20 square at (10,10) drawn at layer 30, a blue one at (20,20) at layer 40 but listed first.
    const {
      variantIds: [redSquare],
    } = await makeDesign(t.database, 'top', [
      {
        variant_name: 'Red',
        price_coins: 1,
        fill: { color: [255, 0, 0, 255], rect: { x: 10, y: 10, width: 20, height: 20 } },
      },
    ]);
    const {
      variantIds: [blueSquare],
    } = await makeDesign(t.database, 'accessory', [
      {
        variant_name: 'Blue',
        price_coins: 1,
        fill: { color: [0, 0, 255, 255], rect: { x: 20, y: 20, width: 20, height: 20 } },
      },
    ]);
    for (const id of [redSquare!, blueSquare!]) expect((await buy(member, id)).statusCode).toBe(200);
    const saved = await save(member, [
      entry(blueSquare!, 40),
      entry(redSquare!, 30, 60, 90),
      entry(skins[1]!, -100),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);

    const res = await getJson(t.app, saved.json().avatar_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const image = await pixels(res.rawPayload);
    expect([image.info.width, image.info.height]).toEqual([210, 340]);
    expect(image.at(25, 25)).toEqual([0, 0, 255, 255]); // blue on top of the skin
    expect(image.at(5, 5)).toEqual([90, 60, 40, 255]); // the deep skin everywhere else
    expect(image.at(75, 105)).toEqual([255, 0, 0, 255]); // red square moved by (60, 90)
    expect(image.at(15, 15)).toEqual([90, 60, 40, 255]); // …and no longer at its own place
  });

  it('draws the upper of two overlapping layers, whatever order they were listed in', async () => {
    const member = await signIn(t);
    const square = (color: Rgba) => ({ color, rect: { x: 50, y: 50, width: 10, height: 10 } });
    const {
      variantIds: [green],
    } = await makeDesign(t.database, 'accessory', [
      { variant_name: 'G', price_coins: 1, fill: square([0, 255, 0, 255]) },
    ]);
    const {
      variantIds: [pink],
    } = await makeDesign(t.database, 'accessory', [
      { variant_name: 'P', price_coins: 1, fill: square([255, 0, 255, 255]) },
    ]);
    for (const id of [green!, pink!]) await buy(member, id);
    await save(member, [entry(skins[0]!, -100), entry(green!, 45), entry(pink!, 41)]);
    const top = async () =>
      (await pixels((await getJson(t.app, `/api/user/${member.user.id}/avatar.png`)).rawPayload)).at(55, 55);
    expect(await top()).toEqual([0, 255, 0, 255]);
    await save(member, [entry(skins[0]!, -100), entry(green!, 41), entry(pink!, 45)]);
    expect(await top()).toEqual([255, 0, 255, 255]);
  });

  it('keeps the background transparent outside the art', async () => {
    const member = await signIn(t);
    const {
      variantIds: [smallSkin],
    } = await makeDesign(t.database, 'skin', [
      {
        variant_name: 'Small',
        is_starter: true,
        price_coins: 0,
        fill: { color: [1, 2, 3, 255], rect: { x: 100, y: 100, width: 10, height: 10 } },
      },
    ]);
    await save(member, [entry(smallSkin!, -100)]);
    const image = await pixels((await getJson(t.app, `/api/user/${member.user.id}/avatar.png`)).rawPayload);
    expect(image.at(0, 0)[3]).toBe(0);
    expect(image.at(105, 105)).toEqual([1, 2, 3, 255]);
  });

  it('scales to the four sizes of spec 2 §9 with crisp pixels', async () => {
    const member = await signIn(t);
    await save(member, [entry(skins[1]!, -100)]);
    for (const [size, w, h] of [
      ['small', 52, 85],
      ['medium', 105, 170],
      ['large', 157, 255],
      ['full', 210, 340],
    ] as const) {
      const res = await getJson(t.app, `/api/user/${member.user.id}/avatar.png?size=${size}`);
      const image = await pixels(res.rawPayload);
      expect([image.info.width, image.info.height]).toEqual([w, h]);
      expect(image.at(Math.floor(w / 2), Math.floor(h / 2))).toEqual([90, 60, 40, 255]);
    }
    expect((await getJson(t.app, `/api/user/${member.user.id}/avatar.png?size=huge`)).statusCode).toBe(400);
  });

  it('answers 304 to a matching ETag, and a new tag once the avatar changes', async () => {
    const member = await signIn(t);
    await save(member, [entry(skins[0]!, -100)]);
    const url = `/api/user/${member.user.id}/avatar.png`;
    const first = await getJson(t.app, url);
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await getJson(t.app, url, { headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await save(member, [entry(skins[1]!, -100)]);
    const changed = await getJson(t.app, url, { headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const versioned = await getJson(
      t.app,
      (await getJson(t.app, '/api/user/avatar', { cookie: member.cookie })).json().avatar_url,
    );
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('shows a member without a saved avatar their default one, and answers 404 for nobody', async () => {
    const member = await signIn(t);
    const fallback = await getJson(t.app, `/api/user/${member.user.id}/avatar.png`);
    expect(fallback.statusCode).toBe(200);
    expect(
      (await getJson(t.app, '/api/user/avatar', { cookie: member.cookie })).json().config.length,
    ).toBeGreaterThan(0);
    expectRefusal(await getJson(t.app, '/api/user/2000000000/avatar.png'), 404, MSG.userNotFound);
  });
});

describe('sprite images', () => {
  it("serves a variant's own sprite cut from its sheet, and the whole sheet", async () => {
    const { designId, variantIds } = await makeDesign(t.database, 'hair', [
      { variant_name: 'A', fill: { color: [10, 20, 30, 255] } },
      { variant_name: 'B', fill: { color: [40, 50, 60, 255] } },
    ]);
    const second = await pixels((await getJson(t.app, `/api/item/${variantIds[1]}/sprite.png`)).rawPayload);
    expect([second.info.width, second.info.height]).toEqual([210, 340]);
    expect(second.at(100, 100)).toEqual([40, 50, 60, 255]);
    const sheet = await pixels((await getJson(t.app, `/api/designs/${designId}/sprite.png`)).rawPayload);
    expect([sheet.info.width, sheet.info.height]).toEqual([210, 680]);
  });

  it('hides a design in review from everyone but its creator and the Design Team', async () => {
    const creator = await signIn(t);
    const [other, reviewer] = [await signIn(t), await signIn(t, ['Design Team'])];
    const { designId, variantIds } = await makeDesign(t.database, 'hair', [{ variant_name: 'Wip' }], {
      status: 'pending',
      creatorId: creator.user.id,
    });
    for (const [viewer, status] of [
      [creator, 200],
      [reviewer, 200],
      [other, 404],
      [null, 404],
    ] as const) {
      expect(
        (await getJson(t.app, `/api/designs/${designId}/sprite.png`, { cookie: viewer?.cookie })).statusCode,
      ).toBe(status);
      expect(
        (await getJson(t.app, `/api/item/${variantIds[0]}/sprite.png`, { cookie: viewer?.cookie }))
          .statusCode,
      ).toBe(status);
    }
  });
});

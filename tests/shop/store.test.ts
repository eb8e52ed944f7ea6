import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemVariant } from '../../src/common/shop-types.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { getJson, signIn } from '../support/forum.ts';
import { makeDesign } from '../support/shop.ts';

let t: TestApp;
let tag: string;
let ids: Record<string, number>;

// Designs named with a tag of this file's own, so the search filter isolates them from other tests.
beforeAll(async () => {
  t = await createTestApp();
  tag = `zq${randomBytes(4).toString('hex')}`;
  const make = async (name: string, category: Parameters<typeof makeDesign>[1], variant: object) =>
    (
      await makeDesign(t.database, category, [{ variant_name: 'One', ...variant }], {
        name: `${tag} ${name}`,
      })
    ).variantIds[0]!;
  ids = {
    apron: await make('Apron', 'top', { price_coins: 300 }),
    beret: await make('Beret', 'accessory', { price_coins: 50, price_gems: 3 }), // sorts as 350
    clogs: await make('Clogs', 'shoes', { price_coins: 100, remaining_stock: 0 }),
    dress: await make('Dress', 'dress', {
      price_coins: 200,
      expires_at: new Date(Date.now() - 1).toISOString(),
    }),
    draft: (
      await makeDesign(t.database, 'top', [{ variant_name: 'X' }], {
        name: `${tag} Draft`,
        status: 'pending',
      })
    ).variantIds[0]!,
  };
});
afterAll(() => t.close());

async function list(params: Record<string, string>) {
  const res = await getJson(t.app, `/api/store/items?${new URLSearchParams({ search: tag, ...params })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: ItemVariant[]; total: number; page: number; per_page: number };
}
const names = (items: ItemVariant[]) => items.map((i) => i.design_name.replace(`${tag} `, ''));

describe('GET /api/store/items', () => {
  it('lists items on sale by name, 12 a page by default, leaving out designs not approved', async () => {
    const page = await list({});
    expect(names(page.items)).toEqual(['Apron', 'Beret', 'Clogs', 'Dress']);
    expect([page.total, page.per_page, page.page]).toEqual([4, 12, 1]);
  });

  it('sorts by price counting a gem as 100 coins, and by newest', async () => {
    expect(names((await list({ sort: 'price' })).items)).toEqual(['Clogs', 'Dress', 'Apron', 'Beret']);
    expect(names((await list({ sort: 'date' })).items)).toEqual(['Dress', 'Clogs', 'Beret', 'Apron']);
  });

  it('filters by category, and by text in the design or variant name, treating % and _ as text', async () => {
    expect(names((await list({ category: 'shoes' })).items)).toEqual(['Clogs']);
    expect((await list({ category: 'background' })).items).toEqual([]);
    expect(names((await list({ search: `${tag} bER` })).items)).toEqual(['Beret']);
    expect((await list({ search: `${tag}%` })).items).toEqual([]);
    expect((await list({ search: `${tag}_` })).items).toEqual([]);
  });

  it('shows sold-out and expired items as unavailable, with their stock and expiry', async () => {
    const byName = Object.fromEntries(
      (await list({})).items.map((i) => [i.design_name.replace(`${tag} `, ''), i]),
    );
    expect(byName.Clogs).toMatchObject({ available: false, remaining_stock: 0 });
    expect(byName.Dress!.available).toBe(false);
    expect(byName.Dress!.expires_at).not.toBeNull();
    expect(byName.Apron).toMatchObject({
      id: ids.apron,
      available: true,
      name: `${tag} Apron (One)`,
      category: 'top',
      default_layer: 30,
      sprite_rect: { x: 0, y: 0, width: 210, height: 340 },
      is_starter: false,
    });
    expect(byName.Apron!.sprite_url).toMatch(
      new RegExp(`^/api/item/${ids.apron}/sprite\\.png\\?v=[0-9a-f]{12}$`),
    );
  });

  it('pages with per_page, and refuses unknown filters and sorts', async () => {
    const second = await list({ per_page: '3', page: '2' });
    expect([names(second.items), second.total]).toEqual([['Dress'], 4]);
    for (const bad of ['category=hats', 'sort=cheapest', 'page=0', 'per_page=1000'])
      expect((await getJson(t.app, `/api/store/items?${bad}`)).statusCode).toBe(400);
  });
});

describe('GET /api/user/inventory', () => {
  it('lists balances and owned items with their quantity, starters included', async () => {
    const member = await signIn(t);
    const {
      variantIds: [starter],
    } = await makeDesign(t.database, 'bottom', [{ variant_name: 'Basic', is_starter: true, price_coins: 0 }]);
    await t.app.inject({
      method: 'POST',
      url: '/api/shop/purchase',
      payload: { variant_id: ids.apron },
      headers: { cookie: member.cookie },
    });
    const res = await getJson(t.app, '/api/user/inventory', { cookie: member.cookie });
    const body = res.json();
    expect([body.coins, body.gems]).toEqual([200, 10]);
    const mine = body.items.filter((i: ItemVariant) => [ids.apron, starter].includes(i.id));
    expect(
      mine.map((i: ItemVariant & { quantity: number }) => [i.id, i.quantity, i.is_starter]).sort(),
    ).toEqual(
      [
        [ids.apron, 1, false],
        [starter, 1, true],
      ].sort(),
    );
    expect((await getJson(t.app, '/api/user/inventory')).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvatarEntry } from '../../src/common/shop-types.ts';
import { STARTER_DESIGNS } from '../../src/server/demo/art/index.ts';
import { ensureStarterWardrobe } from '../../src/server/shop/starter-wardrobe.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createFreshDatabase, type FreshDatabase, testDialect } from '../support/databases.ts';
import { getJson, signIn } from '../support/forum.ts';

// Issue 18 §2, nobody starts bald: a site without demo data has the starter wardrobe too.

let fresh: FreshDatabase;
let t: TestApp;
beforeAll(async () => {
  fresh = await createFreshDatabase(testDialect(), 'starter');
  t = await createTestApp({ databaseUrl: fresh.url });
});
afterAll(async () => {
  await t?.close();
  await fresh?.drop();
});

const starterRows = () =>
  t.database.db
    .selectFrom('item_variants as v')
    .innerJoin('designs as d', 'd.id', 'v.design_id')
    .select(['d.name', 'd.category', 'v.is_starter', 'v.on_sale'])
    .execute();

describe('ensureStarterWardrobe', () => {
  it('creates the starter designs on a fresh database once, never on sale', async () => {
    // two servers starting at once on a fresh database: each design is made once
    const first = await Promise.all([
      ensureStarterWardrobe(t.database.db, t.database.dialect),
      ensureStarterWardrobe(t.database.db, t.database.dialect),
    ]);
    expect(first.sort()).toEqual([0, STARTER_DESIGNS.length]);
    const rows = await starterRows();
    const categories = new Set(rows.map((row) => row.category));
    for (const category of ['skin', 'hair', 'top', 'bottom', 'shoes']) expect(categories).toContain(category);
    expect(
      new Set(rows.filter((row) => row.category === 'hair').map((row) => row.name)).size,
    ).toBeGreaterThan(1);
    expect(rows.every((row) => row.is_starter === 1 && row.on_sale === 0)).toBe(true);

    expect(await ensureStarterWardrobe(t.database.db, t.database.dialect)).toBe(0);
    expect(await starterRows()).toHaveLength(rows.length);
  });

  it("dresses a new member's default avatar in skin, hair, top, bottom and shoes, all owned", async () => {
    await ensureStarterWardrobe(t.database.db, t.database.dialect);
    const member = await signIn(t);
    const { config } = (await getJson(t.app, '/api/user/avatar', { cookie: member.cookie })).json();
    const { items } = (await getJson(t.app, '/api/user/inventory', { cookie: member.cookie })).json();
    const categoryOf = new Map(
      items.map((item: { id: number; category: string }) => [item.id, item.category]),
    );
    expect(config.map((entry: AvatarEntry) => categoryOf.get(entry.item_variant)).sort()).toEqual([
      'bottom',
      'hair',
      'shoes',
      'skin',
      'top',
    ]);
    const image = await getJson(t.app, `/api/user/${member.user.id}/avatar.png?size=figure`);
    expect(image.statusCode).toBe(200);
  });
});

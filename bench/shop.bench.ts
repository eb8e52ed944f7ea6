import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { STARTING_COINS, STARTING_GEMS } from '../src/common/limits.ts';
import type { AvatarEntry, ItemVariant } from '../src/common/shop-types.ts';
import { registerUser } from '../src/server/accounts/service.ts';
import { ensureBuiltInGroups, grantCurrency } from '../src/server/admin/commands.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { type DbHandle, openDatabase } from '../src/server/db/index.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { generateDemoArt } from '../src/server/demo/art/index.ts';
import { seedShop } from '../src/server/demo/shop.ts';
import { DEFAULT_RATE_LIMITS } from '../src/server/http/rate-limit.ts';
import { createDesign } from '../src/server/shop/designs.ts';

// Issue 6: purchases per second with 50 concurrent buyers on SQLite and PostgreSQL, with the race
// invariants checked at the end; avatar.png p95 latency cold (first render) and warm (cached).
const BUYERS = 50;
const ITEMS_EACH = 40;
const CONTESTED = 10;
const CONTESTED_STOCK = 7;
const HASH = { memoryCost: 1024, timeCost: 1 };
const PG_URL = process.env.BENCH_SHOP_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cito_bench_shop';

export async function run(): Promise<void> {
  const sqliteFile = join(mkdtempSync(join(tmpdir(), 'cito-shop-bench-')), 'shop.db');
  await benchOn('SQLite', openDatabase({ dialect: 'sqlite', file: sqliteFile }));
  if (process.env.BENCH_SKIP_POSTGRES) return;
  await recreatePostgresDatabase(PG_URL);
  await benchOn('PostgreSQL', openDatabase({ dialect: 'postgres', url: PG_URL }));
}

async function benchOn(label: string, database: DbHandle): Promise<void> {
  await migrateToLatest(database.db);
  await ensureBuiltInGroups(database.db);
  await seedShop(database.db);
  // Cheap items for volume (each buyer buys 40 different ones) and contested ones in short stock.
  const art = (await generateDemoArt())[0]!;
  const cheap = await createDesign(database.db, {
    name: 'Bench Pins',
    category: 'accessory',
    sheet: art.sheet,
    variants: Array.from({ length: art.variants.length }, (_, i) => ({
      variant_name: `Pin ${i}`,
      price_coins: 1,
    })),
  });
  const extra: number[] = [];
  for (let d = 0; extra.length < ITEMS_EACH + CONTESTED; d++) {
    const more = await createDesign(database.db, {
      name: `Bench Badges ${d}`,
      category: 'accessory',
      sheet: art.sheet,
      variants: art.variants.map((_, i) => ({
        variant_name: `Badge ${i}`,
        price_coins: 3,
        remaining_stock: extra.length + i < CONTESTED ? CONTESTED_STOCK : null,
      })),
    });
    extra.push(...more.variantIds);
  }
  const contested = extra.slice(0, CONTESTED);
  const volume = [...cheap.variantIds, ...extra.slice(CONTESTED)].slice(0, ITEMS_EACH);

  const config = { ...loadConfig({ NODE_ENV: 'production' }), webRoot: '/nonexistent' };
  // Fifty buyers sign in from one address: lift the per-address sign-in limit for the run.
  const rateLimits = { ...DEFAULT_RATE_LIMITS, login: { max: 10_000, timeWindow: 60_000 } };
  const app = await buildApp({ config, database, hashCost: HASH, rateLimits });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const users: Array<{ id: number; cookie: string }> = [];
  for (let i = 0; i < BUYERS; i++) {
    const username = `buyer${i}`;
    const id = await registerUser(
      database.db,
      { username, email: `${username}@bench.test`, password: 'benchpass' },
      HASH,
    );
    await grantCurrency(database.db, username, 1_000, 0, 'bench float');
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${username}@bench.test`, password: 'benchpass' }),
    });
    users.push({ id, cookie: (login.headers.get('set-cookie') ?? '').split(';')[0]! });
  }

  // Every buyer buys their 40 items and tries every contested one, all 50 at once.
  const buy = (cookie: string, variantId: number) =>
    fetch(`${base}/api/shop/purchase`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ variant_id: variantId }),
    }).then((r) => r.status);
  const statuses = new Map<number, number>();
  const started = performance.now();
  await Promise.all(
    users.map(async (user, u) => {
      const order = [...volume, ...contested];
      for (let k = 0; k < order.length; k++) {
        const status = await buy(user.cookie, order[(k + u) % order.length]!);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const ok = statuses.get(200) ?? 0;
  console.log(
    `${label}: ${total} purchase calls by ${BUYERS} concurrent buyers in ${seconds.toFixed(1)} s: ` +
      `${(total / seconds).toFixed(0)} calls/s, ${(ok / seconds).toFixed(0)} purchases/s ` +
      `(statuses ${JSON.stringify(Object.fromEntries(statuses))})`,
  );
  await checkInvariants(database, users, contested, ok);

  // Avatars: each buyer wears the first skin, the starter outfit and three of their pins.
  const inventory = (await (
    await fetch(`${base}/api/user/inventory`, { headers: { cookie: users[0]!.cookie } })
  ).json()) as {
    items: ItemVariant[];
  };
  const skin = inventory.items.find((i) => i.category === 'skin')!;
  await Promise.all(
    users.map((user, u) => {
      const config: AvatarEntry[] = [
        { item_variant: skin.id, layer: -100, custom_offset: { x: 0, y: 0 } },
        ...volume
          .slice(u % 10, (u % 10) + 3)
          .map((id, k) => ({ item_variant: id, layer: 40 + k, custom_offset: { x: k, y: u % 7 } })),
      ];
      return fetch(`${base}/api/user/avatar`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: user.cookie },
        body: JSON.stringify({ config }),
      });
    }),
  );
  const time = async (url: string) => {
    const t0 = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    return performance.now() - t0;
  };
  const cold: number[] = [];
  for (const user of users) cold.push(await time(`${base}/api/user/${user.id}/avatar.png`));
  const warm: number[] = [];
  for (let round = 0; round < 4; round++)
    for (const user of users) warm.push(await time(`${base}/api/user/${user.id}/avatar.png`));
  console.log(
    `  avatar.png (210×340, ${BUYERS} avatars of 4 layers): cold p50 ${pct(cold, 50)} ms, p95 ${pct(cold, 95)} ms; ` +
      `warm p50 ${pct(warm, 50)} ms, p95 ${pct(warm, 95)} ms`,
  );
  await app.close();
  await database.close();
}

/** Balances = starting + ledger for everyone; no stock below zero; every contested sale has its owner. */
async function checkInvariants(
  database: DbHandle,
  users: Array<{ id: number }>,
  contested: number[],
  ok: number,
) {
  const db = database.db;
  let problems = 0;
  for (const { id } of users) {
    const user = await db
      .selectFrom('users')
      .select(['coins', 'gems'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const sums = await db
      .selectFrom('transactions')
      .select((eb) => [eb.fn.sum<number>('coins').as('coins'), eb.fn.sum<number>('gems').as('gems')])
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    if (user.coins !== STARTING_COINS + Number(sums.coins) || user.gems !== STARTING_GEMS + Number(sums.gems))
      problems++;
    if (user.coins < 0 || user.gems < 0) problems++;
  }
  for (const id of contested) {
    const { remaining_stock } = await db
      .selectFrom('item_variants')
      .select('remaining_stock')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const owners = await db
      .selectFrom('inventory')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('variant_id', '=', id)
      .executeTakeFirstOrThrow();
    if (
      remaining_stock === null ||
      remaining_stock < 0 ||
      Number(owners.n) + remaining_stock !== CONTESTED_STOCK
    )
      problems++;
  }
  const purchases = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'purchase')
    .executeTakeFirstOrThrow();
  if (Number(purchases.n) !== ok) problems++;
  console.log(
    `  invariants: ${problems === 0 ? 'all hold' : `${problems} VIOLATED`} (balance = start + ledger for ${users.length} buyers; contested stock sold exactly; one ledger row per purchase)`,
  );
  if (problems) process.exitCode = 1;
}

function pct(list: number[], p: number): string {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1);
}

async function recreatePostgresDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replaceAll('"', '""')}"`);
    await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

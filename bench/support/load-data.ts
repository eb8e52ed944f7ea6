import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { GROUP } from '../../src/server/accounts/groups.ts';
import { hashPassword } from '../../src/server/accounts/passwords.ts';
import { ensureBuiltInGroups, grantCurrency } from '../../src/server/admin/commands.ts';
import type { DatabaseConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/index.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { generateDemoArt } from '../../src/server/demo/art/index.ts';
import { seedShop } from '../../src/server/demo/shop.ts';
import { createDesign } from '../../src/server/shop/designs.ts';
import { allowFastPosting } from './flood.ts';
import { type ForumScale, generateForum } from './forum-data.ts';
import { copyForumToPostgres } from './pg-forum.ts';

// The load benchmark's data: a mid-sized generated forum (cached in bench/data/ like the forum
// benchmark's), copied fresh for every run, plus the shop catalogue, cheap bench items and a float
// of coins for every member, granted through the ledger so the balance invariant holds.

export const LOAD_SCALE: ForumScale = { users: 1_000, threads: 5_000, posts: 100_000 };
const CACHE_FILE = join(import.meta.dirname, '..', 'data', 'load-forum-5k-v1.db');
export const PASSWORD = 'benchpass';
/** A cheap argon2 cost for the bench's members: 1,000 sign-ins must not take a minute. */
const HASH = { memoryCost: 1024, timeCost: 1 };
const FLOAT_COINS = 50_000;
const FLOAT_GEMS = 500;

export interface LoadData {
  database: DatabaseConfig;
  /** `member1` … `memberN`: ids and e-mails of the members who take part. */
  members: Array<{ id: number; email: string }>;
  categorySlugs: string[];
  threadIds: number[];
  /** Threads in categories where Members may reply. */
  replyThreadIds: number[];
  /** Items every member can buy again and again (max_owned high, unlimited stock). */
  variantIds: number[];
}

/** Builds a fresh database for one run: a SQLite file in a temp folder, or a recreated PostgreSQL one. */
export async function prepareLoadData(postgresUrl: string | null): Promise<LoadData> {
  await generateForum(CACHE_FILE, LOAD_SCALE);
  let database: DatabaseConfig;
  if (postgresUrl) {
    // The forum is copied into a template database once; each run starts from a copy of it.
    const template = new URL(postgresUrl);
    template.pathname = `${template.pathname}_template`;
    await copyForumToPostgres(CACHE_FILE, template.toString());
    await recreatePostgresDatabase(postgresUrl, template);
    database = { dialect: 'postgres', url: postgresUrl };
  } else {
    const file = join(mkdtempSync(join(tmpdir(), 'cito-load-')), 'load.db');
    copyFileSync(CACHE_FILE, file);
    database = { dialect: 'sqlite', file };
  }

  const handle = openDatabase(database);
  try {
    const { db } = handle;
    await migrateToLatest(db);
    await ensureBuiltInGroups(db);
    const passwordHash = await hashPassword(PASSWORD, HASH);
    // Members who post have verified their address (replies are refused 403 until they do).
    await db
      .updateTable('users')
      .set({ password_hash: passwordHash, email_verified_at: new Date().toISOString() })
      .execute();
    const users = await db
      .selectFrom('users')
      .select(['id', 'username', 'email'])
      .orderBy('id')
      .limit(LOAD_SCALE.users)
      .execute();
    // The generated forum's authors belong to no group; registration would have made them Members.
    const members = await db
      .selectFrom('groups')
      .select('id')
      .where('name', '=', GROUP.members)
      .executeTakeFirstOrThrow();
    const joined = new Date().toISOString();
    for (let i = 0; i < users.length; i += 500)
      await db
        .insertInto('memberships')
        .values(
          users.slice(i, i + 500).map((u) => ({ user_id: u.id, group_id: members.id, created_at: joined })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    // A few at a time: on PostgreSQL each grant is a round trip and a commit of its own.
    let next = 0;
    const grant = async () => {
      for (let i = next++; i < users.length; i = next++)
        await grantCurrency(db, users[i]!.username, FLOAT_COINS, FLOAT_GEMS, 'load float');
    };
    await Promise.all(Array.from({ length: 16 }, grant));

    // a member may reply twice within flood control's interval in the mix
    await allowFastPosting(db);
    await seedShop(db);
    const art = (await generateDemoArt())[0]!;
    const variantIds: number[] = [];
    for (let d = 0; d < 4; d++) {
      const design = await createDesign(db, {
        name: `Load Badges ${d}`,
        category: 'accessory',
        sheet: art.sheet,
        variants: art.variants.map((_, i) => ({
          variant_name: `Badge ${d}-${i}`,
          price_coins: 1 + ((d + i) % 5),
          price_gems: i % 4 === 0 ? 1 : 0,
          max_owned: 1_000_000,
        })),
      });
      variantIds.push(...design.variantIds);
    }

    const categories = await db.selectFrom('categories').select('slug').execute();
    const threads = await db.selectFrom('threads').select(['id', 'category_id']).orderBy('id').execute();
    const grants = await db
      .selectFrom('category_permissions')
      .select('category_id')
      .where('group_id', '=', members.id)
      .where('can_reply', '=', 1)
      .execute();
    const replyable = new Set(grants.map((g) => g.category_id));
    return {
      database,
      members: users.map((u) => ({ id: u.id, email: u.email })),
      categorySlugs: categories.map((c) => c.slug),
      threadIds: threads.map((t) => t.id),
      replyThreadIds: threads.filter((t) => replyable.has(t.category_id)).map((t) => t.id),
      variantIds,
    };
  } finally {
    await handle.close();
  }
}

async function recreatePostgresDatabase(url: string, template: URL): Promise<void> {
  const quoted = (u: URL) => `"${decodeURIComponent(u.pathname.slice(1)).replaceAll('"', '""')}"`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${quoted(new URL(url))}`);
    await client.query(`CREATE DATABASE ${quoted(new URL(url))} TEMPLATE ${quoted(template)}`);
  } finally {
    await client.end();
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../../src/server/admin/invariants.ts';
import { parseDatabaseUrl } from '../../src/server/config.ts';
import { type DbHandle, openDatabase } from '../../src/server/db/index.ts';
import { migrateTo, migrateToLatest } from '../../src/server/db/migrate.ts';
import { COUNTER_SHARDS } from '../../src/server/forum/counters.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminQuery, createFreshDatabase, type FreshDatabase, testDialect } from '../support/databases.ts';
import {
  type Actor,
  categoryCounters,
  freshCategory,
  getJson,
  postAs,
  replyTo,
  signIn,
  startThread,
} from '../support/forum.ts';

// issue 15 §4: no reply or view rewrites one hot row, and the statistics page reads kept counts.

async function realCounts(database: DbHandle, categoryId: number) {
  const db = database.db;
  const threads = await db
    .selectFrom('threads')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('view_count').as('views')])
    .where('category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  const posts = await db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.id', 'posts.thread_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('threads.category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  return {
    no_threads: Number(threads.n),
    no_posts: Number(posts.n),
    total_views: Number(threads.views ?? 0),
  };
}

const postCount = async (database: DbHandle, userId: number) => {
  const row = await database.db
    .selectFrom('users')
    .select('post_count')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.post_count;
};

describe('category figures and post counts', () => {
  let t: TestApp;
  let members: Actor[];
  let moderator: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    members = [];
    for (let i = 0; i < 4; i++) members.push(await signIn(t));
    moderator = await signIn(t, ['Moderators']);
  });
  afterAll(() => t.close());

  it('spreads concurrent replies and views over counter rows and sums them exactly', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, members[0]!, category.id);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => replyTo(t.app, members[i % members.length]!, thread.id)),
    );
    await Promise.all(members.map((m) => getJson(t.app, `/api/thread/${thread.id}`, { cookie: m.cookie })));

    const figures = { no_threads: 1, no_posts: 41, total_views: 4 };
    expect(await categoryCounters(t.database, category.id)).toEqual(figures);
    expect(await realCounts(t.database, category.id)).toEqual(figures);
    expect((await getJson(t.app, `/api/category/${category.slug}`)).json()).toMatchObject(figures);
    const rows = await t.database.db
      .selectFrom('category_counters')
      .select('shard')
      .where('category_id', '=', category.id)
      .execute();
    expect(rows.length).toBeGreaterThan(1);
    // The category row itself is no longer written by replies and views: it has no figures at all.
    const row = await t.database.db
      .selectFrom('categories')
      .selectAll()
      .where('id', '=', category.id)
      .executeTakeFirstOrThrow();
    expect(Object.keys(row)).not.toContain('no_posts');
  });

  it('writes a member’s threads and replies to their own counter row', async () => {
    // One row per member, so a transaction that posts twice (a design review) takes one row, never
    // two in an order another transaction could take the other way round.
    const member = members[1]!;
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, member, category.id);
    for (let i = 0; i < 5; i++) await replyTo(t.app, member, thread.id);
    const rows = await t.database.db
      .selectFrom('category_counters')
      .select(['shard', 'threads', 'posts'])
      .where('category_id', '=', category.id)
      .execute();
    expect(rows).toEqual([{ shard: member.user.id % COUNTER_SHARDS, threads: 1, posts: 6 }]);
  });

  it("keeps each member's post count with the posts they write and the posts deleted", async () => {
    const [author, replier] = members as [Actor, Actor];
    const before = { author: await postCount(t.database, author.user.id), replier: 0 };
    before.replier = await postCount(t.database, replier.user.id);
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id);
    const own = await replyTo(t.app, author, thread.id);
    await replyTo(t.app, author, thread.id);
    await replyTo(t.app, replier, thread.id);
    expect(await postCount(t.database, author.user.id)).toBe(before.author + 3);
    expect(await postCount(t.database, replier.user.id)).toBe(before.replier + 1);

    expect((await postAs(t.app, author.cookie, `/api/post/${own}/delete`)).statusCode).toBe(200);
    expect(await postCount(t.database, author.user.id)).toBe(before.author + 2);

    // Moving the thread changes no one's count; deleting it takes all its posts off their authors.
    const to = await freshCategory(t.database);
    await postAs(t.app, moderator.cookie, `/api/thread/${thread.id}/move`, { category_id: to.id });
    expect(await postCount(t.database, author.user.id)).toBe(before.author + 2);
    expect(await categoryCounters(t.database, to.id)).toEqual(await realCounts(t.database, to.id));
    expect(await categoryCounters(t.database, category.id)).toEqual({
      no_threads: 0,
      no_posts: 0,
      total_views: 0,
    });
    const res = await postAs(t.app, moderator.cookie, `/api/post/${thread.postId}/delete`);
    expect(res.json()).toEqual({ success: true, thread_deleted: true });
    expect(await postCount(t.database, author.user.id)).toBe(before.author);
    expect(await postCount(t.database, replier.user.id)).toBe(before.replier);
    expect(await categoryCounters(t.database, to.id)).toEqual({ no_threads: 0, no_posts: 0, total_views: 0 });
  });
});

describe('statistics and games on a database of their own', () => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let cached: TestApp;
  beforeAll(async () => {
    fresh = await createFreshDatabase(testDialect(), 'stats');
    t = await createTestApp({ databaseUrl: fresh.url });
    cached = await createTestApp({ databaseUrl: fresh.url, figuresCacheMs: 60_000 });
  });
  afterAll(async () => {
    await t?.close();
    await cached?.close();
    await fresh?.drop();
  });

  it('counts what the caller may view, and ranks top posters by their kept post counts', async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    const admin = await signIn(t, ['Administrators']);
    const open = await freshCategory(t.database);
    const hidden = await freshCategory(t.database, 'hidden');
    const first = await startThread(t.app, a, open.id);
    await replyTo(t.app, a, first.id);
    await replyTo(t.app, b, first.id);
    const secret = await startThread(t.app, admin, hidden.id);
    await replyTo(t.app, admin, secret.id);
    await replyTo(t.app, admin, secret.id);

    const asMember = (await getJson(t.app, '/api/statistics', { cookie: a.cookie })).json();
    expect(asMember).toMatchObject({
      success: true,
      members: 3,
      threads: 1,
      posts: 3,
      newest_member: { id: admin.user.id, username: admin.user.username },
      top_posters: [
        { id: admin.user.id, username: admin.user.username, post_count: 3 },
        { id: a.user.id, username: a.user.username, post_count: 2 },
        { id: b.user.id, username: b.user.username, post_count: 1 },
      ],
    });
    const asAdmin = (await getJson(t.app, '/api/statistics', { cookie: admin.cookie })).json();
    expect(asAdmin).toMatchObject({ threads: 2, posts: 6 });
    expect(await checkInvariants(t.database.db)).toEqual([]);
  });

  it('reuses the site-wide figures for a few seconds, but not the caller’s own', async () => {
    const member = await signIn(cached);
    const before = (await getJson(cached.app, '/api/statistics', { cookie: member.cookie })).json();
    const games = (await getJson(cached.app, '/api/games/')).json().games[0].players;

    const newcomer = await signIn(cached);
    const category = await freshCategory(cached.database);
    await startThread(cached.app, newcomer, category.id);
    await postAs(cached.app, newcomer.cookie, '/api/games/tiletumble/start', {});

    const after = (await getJson(cached.app, '/api/statistics', { cookie: member.cookie })).json();
    expect(after.members).toBe(before.members);
    expect(after.newest_member).toEqual(before.newest_member);
    // Threads and posts follow the caller's permissions, so they are read each time.
    expect({ threads: after.threads, posts: after.posts }).toEqual({
      threads: before.threads + 1,
      posts: before.posts + 1,
    });
    expect((await getJson(cached.app, '/api/games/')).json().games[0].players).toBe(games);
    // Without the cache (the other app on the same database), the newcomer is counted at once.
    expect((await getJson(t.app, '/api/statistics')).json().members).toBe(before.members + 1);
    expect((await getJson(t.app, '/api/games/')).json().games[0].players).toBe(games + 1);
  });
});

describe('migration 0018-hot-counters', () => {
  it('moves the category figures to counter rows and counts each member’s posts', async () => {
    const { url, drop } = await emptyDatabase();
    const database = openDatabase(parseDatabaseUrl(url));
    try {
      await migrateTo(database.db, '0013-member-reads');
      // biome-ignore lint/suspicious/noExplicitAny: the tables as they were before the migration
      const db = database.db as unknown as Kysely<any>;
      const now = new Date().toISOString();
      const user = (username: string) =>
        db
          .insertInto('users')
          .values({
            username,
            email: `${username}@example.test`,
            password_hash: 'x',
            coins: 500,
            gems: 10,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const a = (await user('alice')).id as number;
      const b = (await user('bob')).id as number;
      await user('carol');
      const { id: categoryId } = await db
        .insertInto('categories')
        .values({
          title: 'Old',
          slug: 'old',
          description: '',
          sort_order: 1,
          created_at: now,
          no_threads: 1,
          no_posts: 3,
          total_views: 7,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: threadId } = await db
        .insertInto('threads')
        .values({
          category_id: categoryId,
          title: 'Old thread',
          slug: 'old-thread',
          author_id: a,
          created_at: now,
          lastactive_at: now,
          lastactive_user_id: b,
          replies: 2,
          view_count: 7,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const author of [a, a, b])
        await db
          .insertInto('posts')
          .values({ thread_id: threadId, author_id: author, content: 'Hi', created_at: now })
          .execute();

      await migrateToLatest(database.db);
      const counters = await sql<{ category_id: number; threads: number; posts: number; views: number }>`
        SELECT category_id, threads, posts, views FROM category_counters`.execute(database.db);
      expect(counters.rows.map((r) => Object.values(r).map(Number))).toEqual([[categoryId, 1, 3, 7]]);
      const users = await database.db
        .selectFrom('users')
        .select(['username', 'post_count'])
        .orderBy('id')
        .execute();
      expect(users).toEqual([
        { username: 'alice', post_count: 2 },
        { username: 'bob', post_count: 1 },
        { username: 'carol', post_count: 0 },
      ]);
      expect(await checkInvariants(database.db)).toEqual([]);
    } finally {
      await database.close();
      await drop();
    }
  });
});

/** A database with no tables yet: a temporary SQLite file, or a new PostgreSQL database. */
async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (testDialect() === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'cito-m14-'));
    return {
      url: `sqlite:${join(dir, 'test.db')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `cito_m14_${process.pid}_${Date.now()}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

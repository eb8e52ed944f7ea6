import { createServer, type Server, type Socket } from 'node:net';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import { parseDatabaseUrl } from '../../src/server/config.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminQuery, createFreshDatabase, type FreshDatabase, testDialect } from '../support/databases.ts';
import {
  type Actor,
  categoryCounters,
  freshCategory,
  getJson,
  postAs,
  signIn,
  type TestCategory,
} from '../support/forum.ts';
import { postJson } from '../support/http.ts';

// issue 15 §2: a database that is full, read only, locked or unreachable is a 503 with a message a
// member understands; nothing is half-written, and the server recovers by itself when the database
// does. Each database is broken for real, its own way.

const BUSY = { success: false, message: MSG.siteBusy };

/** Starts a thread as `actor`; the text is long enough to need fresh pages. */
const newThread = (t: TestApp, actor: Actor, category: TestCategory, title: string) =>
  postAs(t.app, actor.cookie, `/api/category/${category.id}/post`, {
    title,
    text: Array.from({ length: 4_000 }, (_, i) => `word${i}`).join(' '),
  });

/** Everything a new thread writes: the thread, its posts and its category's counters. */
async function threadFootprint(t: TestApp, category: TestCategory) {
  const db = t.database.db;
  const threads = await db
    .selectFrom('threads')
    .select('id')
    .where('category_id', '=', category.id)
    .execute();
  const posts = await db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.id', 'posts.thread_id')
    .select('posts.id')
    .where('threads.category_id', '=', category.id)
    .execute();
  const { no_threads, no_posts } = await categoryCounters(t.database, category.id);
  return { threads: threads.length, posts: posts.length, no_threads, no_posts };
}

describe.runIf(testDialect() === 'sqlite')('SQLite that cannot write', () => {
  let t: TestApp;
  let member: Actor;
  let category: TestCategory;
  beforeAll(async () => {
    t = await createTestApp();
    member = await signIn(t);
    category = await freshCategory(t.database);
  });
  afterAll(() => t?.close());

  it('answers 503 while the database is read only, keeps serving reads, and recovers', async () => {
    const before = await threadFootprint(t, category);
    await sql`PRAGMA query_only = ON`.execute(t.database.db);
    try {
      const res = await newThread(t, member, category, 'Written while read only');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(BUSY);
      expect(res.headers['retry-after']).toBe('5');
      // Signing in writes a session: the same answer, for a visitor too.
      const login = await postJson(t.app, '/api/login', {
        email: member.user.email,
        password: 'password123',
      });
      expect(login.statusCode).toBe(503);
      expect((await getJson(t.app, '/api/categories')).statusCode).toBe(200);
      expect(await threadFootprint(t, category)).toEqual(before);
    } finally {
      await sql`PRAGMA query_only = OFF`.execute(t.database.db);
    }
    expect((await newThread(t, member, category, 'Written once writable again')).statusCode).toBe(201);
  });

  it('answers 503 when the database is full, writes nothing of the thread, and recovers', async () => {
    const before = await threadFootprint(t, category);
    // Free pages inside the file (left by other tests' deletions) would take the thread without
    // growing it: a table of their size uses them up first.
    const db = t.database.db;
    const { rows: free } = await sql<{ freelist_count: number }>`PRAGMA freelist_count`.execute(db);
    const { rows: size } = await sql<{ page_size: number }>`PRAGMA page_size`.execute(db);
    await sql`CREATE TABLE IF NOT EXISTS test_free_pages (filler BLOB)`.execute(db);
    await sql`INSERT INTO test_free_pages VALUES (zeroblob(${(free[0]!.freelist_count + 1) * size[0]!.page_size}))`.execute(
      db,
    );
    const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(t.database.db);
    const { rows: limit } = await sql<{ max_page_count: number }>`PRAGMA max_page_count`.execute(
      t.database.db,
    );
    // No page beyond those the file has: the database is full, as on a full disk.
    await sql.raw(`PRAGMA max_page_count = ${rows[0]!.page_count}`).execute(t.database.db);
    try {
      const res = await newThread(t, member, category, 'Written into a full database');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(BUSY);
      expect(await threadFootprint(t, category)).toEqual(before);
    } finally {
      await sql.raw(`PRAGMA max_page_count = ${limit[0]!.max_page_count}`).execute(t.database.db);
      await sql`DROP TABLE test_free_pages`.execute(db);
    }
    expect((await newThread(t, member, category, 'Written once there is room')).statusCode).toBe(201);
  });

  it('answers 503 while another process holds the write lock, then recovers', async () => {
    const config = parseDatabaseUrl(inject('databaseUrl'));
    if (config.dialect !== 'sqlite') throw new Error('an SQLite run');
    const other = new SQLite(config.file);
    try {
      other.exec('BEGIN IMMEDIATE');
      const before = await threadFootprint(t, category);
      const res = await newThread(t, member, category, 'Written while locked');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(BUSY);
      other.exec('ROLLBACK');
      expect(await threadFootprint(t, category)).toEqual(before);
    } finally {
      other.close();
    }
    expect((await newThread(t, member, category, 'Written once unlocked')).statusCode).toBe(201);
  }, 30_000);
});

describe.runIf(testDialect() === 'postgres')('PostgreSQL that cannot be reached', () => {
  /** A port on this machine where nothing listens. */
  async function closedPort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  const urlWithPort = (port: number) => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.host = `127.0.0.1:${port}`;
    return url.toString();
  };

  it('answers 503 at once when connections are refused', async () => {
    const t = await createTestApp({ databaseUrl: urlWithPort(await closedPort()) });
    try {
      const started = Date.now();
      const read = await getJson(t.app, '/api/categories');
      expect(read.statusCode).toBe(503);
      expect(read.json()).toEqual(BUSY);
      const login = await postJson(t.app, '/api/login', { email: 'a@example.test', password: 'password123' });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual(BUSY);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await t.close();
    }
  });

  it('answers 503 within a few seconds when the server accepts connections but never answers', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const t = await createTestApp({ databaseUrl: urlWithPort((silent.address() as { port: number }).port) });
    try {
      const started = Date.now();
      const res = await getJson(t.app, '/api/categories');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(BUSY);
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      await t.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 30_000);

  describe('a database of its own, taken away and given back', () => {
    let fresh: FreshDatabase;
    let t: TestApp;
    let member: Actor;
    let category: TestCategory;
    const name = () => new URL(fresh.url).pathname.slice(1);

    const admin = (text: string) => adminQuery(process.env.TEST_DATABASE_URL!, text);
    const endSessions = () =>
      admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name()}'`);

    beforeAll(async () => {
      fresh = await createFreshDatabase('postgres', 'outage');
      t = await createTestApp({ databaseUrl: fresh.url });
      member = await signIn(t);
      category = await freshCategory(t.database);
    }, 60_000);
    afterAll(async () => {
      await admin(`ALTER DATABASE ${name()} ALLOW_CONNECTIONS true`).catch(() => undefined);
      await t?.close();
      await fresh?.drop();
    });

    it('answers 503 while it refuses connections, and recovers without a restart when it is back', async () => {
      expect((await getJson(t.app, '/api/categories')).statusCode).toBe(200);
      await admin(`ALTER DATABASE ${name()} ALLOW_CONNECTIONS false`);
      await endSessions();

      const read = await getJson(t.app, '/api/categories');
      expect(read.statusCode).toBe(503);
      expect(read.json()).toEqual(BUSY);
      const write = await newThread(t, member, category, 'Written while the database is away');
      expect(write.statusCode).toBe(503);
      expect(write.json()).toEqual(BUSY);
      const whoami = await getJson(t.app, '/api/whoami', { cookie: member.cookie });
      expect(whoami.statusCode).toBe(503);

      await admin(`ALTER DATABASE ${name()} ALLOW_CONNECTIONS true`);
      expect((await getJson(t.app, '/api/categories')).statusCode).toBe(200);
      expect((await getJson(t.app, '/api/whoami', { cookie: member.cookie })).json().username).toBe(
        member.user.username,
      );
      const threads = await t.database.db
        .selectFrom('threads')
        .select('title')
        .where('category_id', '=', category.id)
        .execute();
      expect(threads).toEqual([]);
      expect((await newThread(t, member, category, 'Written once it is back')).statusCode).toBe(201);
    });

    it('answers writes 503 while it is read only, serves reads, and recovers', async () => {
      const before = await threadFootprint(t, category);
      await admin(`ALTER DATABASE ${name()} SET default_transaction_read_only = on`);
      await endSessions();
      try {
        const write = await newThread(t, member, category, 'Written while read only');
        expect(write.statusCode).toBe(503);
        expect(write.json()).toEqual(BUSY);
        expect((await getJson(t.app, `/api/category/${category.slug}`)).statusCode).toBe(200);
        expect(await threadFootprint(t, category)).toEqual(before);
      } finally {
        await admin(`ALTER DATABASE ${name()} RESET default_transaction_read_only`);
        await endSessions();
      }
      // A request may still meet one of the ended sessions closing (a 503); the next ones reconnect.
      await vi.waitFor(
        async () =>
          expect((await newThread(t, member, category, 'Written once writable')).statusCode).toBe(201),
        { timeout: 3_000, interval: 100 },
      );
    });
  });
});

import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminQuery, createFreshDatabase, type FreshDatabase } from '../support/databases.ts';
import { type Actor, freshCategory, getJson, signIn, type TestCategory } from '../support/forum.ts';
import { postJson } from '../support/http.ts';

import { BUSY, newThread, threadFootprint } from './unavailable.ts';

// issue 15 §2: a database that is full, read only, locked or unreachable is a 503 with a message a
// member understands; nothing is half-written, and the server recovers by itself when the database
// does. Each database is broken for real, its own way (this file: PostgreSQL; the other in database-unavailable.sqlite.test.ts).

describe('PostgreSQL that cannot be reached', () => {
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
        // Reads are served; the first may still meet a pooled connection the database just ended (a 503).
        await vi.waitFor(
          async () => expect((await getJson(t.app, `/api/category/${category.slug}`)).statusCode).toBe(200),
          { timeout: 3_000, interval: 100 },
        );
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

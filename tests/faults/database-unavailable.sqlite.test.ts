import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../../src/server/config.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createFreshDatabase, type FreshDatabase } from '../support/databases.ts';
import { type Actor, freshCategory, getJson, signIn, type TestCategory } from '../support/forum.ts';
import { postJson } from '../support/http.ts';

import { BUSY, newThread, threadFootprint } from './unavailable.ts';

// issue 15 §2: a database that is full, read only, locked or unreachable is a 503 with a message a
// member understands; nothing is half-written, and the server recovers by itself when the database
// does. Each database is broken for real, its own way (this file: SQLite; the other in database-unavailable.postgres.test.ts).

describe('SQLite that cannot write', () => {
  // A database file of its own: other test files' writes and deletions in the shared one would grow
  // or free its pages while this file makes it full.
  let fresh: FreshDatabase;
  let t: TestApp;
  let member: Actor;
  let category: TestCategory;
  beforeAll(async () => {
    fresh = await createFreshDatabase('sqlite', 'faults');
    t = await createTestApp({ databaseUrl: fresh.url });
    member = await signIn(t);
    category = await freshCategory(t.database);
  });
  afterAll(async () => {
    await t?.close();
    await fresh?.drop();
  });

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
    const config = parseDatabaseUrl(fresh.url);
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

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createCategory, ensureBuiltInGroups } from '../../src/server/admin/commands.ts';
import { parseDatabaseUrl } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/index.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { DEMO_CATEGORIES } from '../../src/server/demo/accounts.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Runs one statement on the PostgreSQL server of `adminUrl` through a connection of its own. */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Drops `name` and the copies of it the test files made (file-database.ts) and left behind. */
async function dropWithCopies(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const copies = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [`${name}_`],
    );
    for (const { datname } of copies.rows)
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty, migrated database with the built-in groups and the demo categories: a temporary
 * SQLite file, or a new database beside TEST_DATABASE_URL on PostgreSQL. Used once per test run
 * (global-setup.ts) and by the tests that must see every row of a database of their own.
 */
export async function createFreshDatabase(dialect: Dialect, label = 'test'): Promise<FreshDatabase> {
  let fresh: FreshDatabase;
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), `cito-${label}-`));
    fresh = {
      url: `sqlite:${join(dir, 'test.db')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `cito_${label}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    fresh = {
      url: url.toString(),
      drop: () => dropWithCopies(adminUrl, name),
    };
  }
  const database = openDatabase(parseDatabaseUrl(fresh.url));
  try {
    await migrateToLatest(database.db);
    await ensureBuiltInGroups(database.db);
    for (const category of DEMO_CATEGORIES) await createCategory(database.db, category);
  } finally {
    await database.close();
  }
  return fresh;
}

/** The dialect this API test project runs on (vitest.config.ts). */
export const testDialect = (): Dialect => (process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite');

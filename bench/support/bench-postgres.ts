import pg from 'pg';
import { createCategory, ensureBuiltInGroups } from '../../src/server/admin/commands.ts';
import { openDatabase } from '../../src/server/db/index.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { DEMO_CATEGORIES } from '../../src/server/demo/accounts.ts';

/** A PostgreSQL database made for one benchmark run. */
export interface BenchDatabase {
  url: string;
  /** Drops the database, closing whatever connections are still open to it. */
  drop(): Promise<void>;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Drops and recreates the database at `url` (a leftover of an interrupted run goes too), then
 * migrates it and adds the built-in groups and the demo categories, as a fresh install has.
 */
export async function createBenchDatabase(url: string): Promise<BenchDatabase> {
  const name = quoted(decodeURIComponent(new URL(url).pathname.slice(1)));
  await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const database: BenchDatabase = {
    url,
    drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
  const handle = openDatabase({ dialect: 'postgres', url });
  try {
    await migrateToLatest(handle.db);
    await ensureBuiltInGroups(handle.db);
    for (const category of DEMO_CATEGORIES) await createCategory(handle.db, category);
  } catch (error) {
    await handle.close();
    await database.drop();
    throw error;
  }
  await handle.close();
  return database;
}

/** Process ids of the PostgreSQL backends connected to the database at `url` (other than this query's). */
export async function backendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

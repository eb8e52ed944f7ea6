import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createCategory, ensureBuiltInGroups } from '../../src/server/admin/commands.ts';
import { parseDatabaseUrl } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/index.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { DEMO_CATEGORIES } from '../../src/server/demo/accounts.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/** CI must exercise PostgreSQL and Redis; a missing variable there is a failure, not a skip. */
function requireServicesInCi(): void {
  if (process.env.CI !== 'true') return;
  const missing = ['TEST_DATABASE_URL', 'TEST_REDIS_URL'].filter((name) => !process.env[name]);
  if (missing.length)
    throw new Error(`CI must run the PostgreSQL and Redis tests: set ${missing.join(' and ')}`);
}

/** Creates one fresh, migrated database per test run (STYLE.md 'Tests') and drops it afterwards. */
export default async function setup(project: TestProject) {
  requireServicesInCi();
  const dialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
  let databaseUrl: string;
  let cleanup: () => Promise<void>;

  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'cito-test-'));
    databaseUrl = `sqlite:${join(dir, 'test.db')}`;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `cito_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    cleanup = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }

  const database = openDatabase(parseDatabaseUrl(databaseUrl));
  try {
    await migrateToLatest(database.db);
    await ensureBuiltInGroups(database.db);
    for (const category of DEMO_CATEGORIES) await createCategory(database.db, category);
  } finally {
    await database.close();
  }
  project.provide('databaseUrl', databaseUrl);
  return cleanup;
}

import type { TestProject } from 'vitest/node';
import { createFreshDatabase, testDialect } from './databases.ts';

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
  // The project's env (TEST_DIALECT, vitest.config.ts) reaches its test workers, not this process:
  // read it from the project, or the PostgreSQL project would run on SQLite.
  const dialect = project.config.env?.TEST_DIALECT === 'postgres' ? 'postgres' : testDialect();
  const fresh = await createFreshDatabase(dialect);
  project.provide('databaseUrl', fresh.url);
  return fresh.drop;
}

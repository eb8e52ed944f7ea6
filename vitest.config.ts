import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; API tests in tests/ run once on SQLite and, when
// TEST_DATABASE_URL is set, again on PostgreSQL (ARCHITECTURE.md, STYLE.md 'Tests').
// tests/scale runs app servers on PostgreSQL and Redis behind HAProxy: the scale-out set-up only.
const api = (dialect: 'sqlite' | 'postgres') => ({
  test: {
    name: `api-${dialect}`,
    include: ['tests/**/*.test.ts'],
    // A test for one database only is a file named for it (`*.sqlite.test.ts`, `*.postgres.test.ts`),
    // left out of the other project rather than skipped there: CI fails on any skipped test.
    exclude:
      dialect === 'sqlite'
        ? ['tests/scale/**', 'tests/**/*.postgres.test.ts']
        : ['tests/**/*.sqlite.test.ts'],
    environment: 'node',
    env: { TEST_DIALECT: dialect },
    globalSetup: ['tests/support/global-setup.ts'],
    // Each file copies the run's database (tests/support/file-database.ts), so files run side by side.
    setupFiles: ['tests/support/file-database-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  },
});

export default defineConfig({
  test: {
    // Two files at a time even on two cores: API tests spend much of their time waiting on the
    // database, Redis and sockets. VITEST_MAX_WORKERS sets another number.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' } },
      api('sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [api('postgres')] : []),
    ],
  },
});

import { expect, inject, it } from 'vitest';
import { parseDatabaseUrl } from '../../src/server/config.ts';
import { testDialect } from '../support/databases.ts';
import { testDatabaseUrl } from '../support/file-database.ts';

// The PostgreSQL project once ran every test on SQLite (global setup never saw its TEST_DIALECT):
// each project must get a database of its own dialect.
it("runs on the project's own database dialect", async () => {
  expect(parseDatabaseUrl(inject('databaseUrl')).dialect).toBe(testDialect());
  expect(parseDatabaseUrl(await testDatabaseUrl()).dialect).toBe(testDialect());
});

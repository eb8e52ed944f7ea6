import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/server/admin/cli.ts';
import { parseDatabaseUrl } from '../../src/server/config.ts';
import { createTestApp, createUser, type TestApp } from '../support/app.ts';
import { testDialect } from '../support/databases.ts';
import { testDatabaseUrl } from '../support/file-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('npm run admin -- backup', () => {
  it(
    testDialect() === 'sqlite'
      ? 'copies the running SQLite database, and the copy holds the data'
      : 'points PostgreSQL users to pg_dump',
    async () => {
      const database = parseDatabaseUrl(await testDatabaseUrl());
      const user = await createUser(t.database);
      const file = join(mkdtempSync(join(tmpdir(), 'cito-backup-')), 'copy.db');
      if (database.dialect !== 'sqlite') {
        await expect(runAdminCommand(['backup', file], database)).rejects.toThrow(/pg_dump/);
        return;
      }
      // The app keeps its connection open and writing while the backup runs.
      const [message] = await Promise.all([
        runAdminCommand(['backup', file], database),
        createUser(t.database),
      ]);
      expect(message).toMatch(/^Backed up .* \(\d+ pages\)$/);
      const copy = new SQLite(file, { readonly: true });
      try {
        expect(copy.prepare('SELECT username FROM users WHERE id = ?').get(user.id)).toEqual({
          username: user.username,
        });
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        copy.close();
      }
      await expect(runAdminCommand(['backup', file], database)).rejects.toThrow(/already exists/);
      await expect(runAdminCommand(['backup'], database)).rejects.toThrow(/Usage/);
    },
  );
});

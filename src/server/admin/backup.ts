import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { DbHandle } from '../db/index.ts';
import { conflict } from '../http/errors.ts';
import { recordAudit } from './audit.ts';

/** Told to an administrator whose site runs on PostgreSQL (the README's backup section). */
export const USE_PG_DUMP =
  'Backups here copy an SQLite database; for PostgreSQL use pg_dump (see the README)';

/**
 * Copies the SQLite database `source` to `target` with SQLite's online backup API: page by page from a
 * read-only connection, so the site keeps running and the copy is consistent (WAL content included).
 * Answers the number of pages copied.
 */
export async function backUpSqlite(source: string, target: string): Promise<number> {
  const connection = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    return (await connection.backup(target)).totalPages;
  } finally {
    connection.close();
  }
}

/** `backups/cito-2026-11-26T0212Z.db` next to the database; `-2`, `-3` ... for a second one that minute. */
function backupFileFor(databaseFile: string, at: Date): string {
  const directory = join(dirname(databaseFile), 'backups');
  mkdirSync(directory, { recursive: true });
  const stamp = `${at.toISOString().slice(0, 16).replace(':', '')}Z`;
  for (let copy = 1; ; copy++) {
    const file = join(directory, `cito-${stamp}${copy === 1 ? '' : `-${copy}`}.db`);
    if (!existsSync(file)) return file;
  }
}

/**
 * The admin panel's backup (issue 16 §3): a copy of the SQLite database in `backups/` next to its
 * file, and an audit row. PostgreSQL (and an in-memory database) have no file to copy: 409.
 */
export async function backUpSite(
  database: DbHandle,
  actorId: number | null,
): Promise<{ file: string; bytes: number }> {
  if (database.file === null) throw conflict(USE_PG_DUMP);
  if (database.file === ':memory:') throw conflict('An in-memory database has no file to back up');
  const file = backupFileFor(database.file, new Date());
  await backUpSqlite(database.file, file);
  const { size: bytes } = statSync(file);
  await recordAudit(database.db, {
    actorId,
    action: 'site.backup',
    targetType: 'site',
    targetId: null,
    after: { file, bytes },
  });
  return { file, bytes };
}

import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers.ts';

/** Prefix lengths FTS5 keeps a list for; see `up`. */
const PREFIXES = '2 3 4';

/**
 * SQLite only (issue 15 §4): smaller full-text indexes. Migration 0003 indexed prefixes of 2 to 8
 * characters, and the prefix lists were most of a 998 MiB index at 2,000,000 posts. Short prefixes
 * are the ones that need their own list: one of 2 or 3 characters begins hundreds of words, whose
 * lists would otherwise be merged on every search. A longer one begins a few words, and merging
 * their lists took 10 to 25 ms at 2,000,000 posts (against 1 to 2 ms from a list of its own): within
 * the 50 ms goal, for a third less index. `columnsize=0` drops the per-row token counts, which only
 * FTS5's own ranking (bm25) reads; search ranks in rank.ts.
 *
 * The tables, their triggers and their contents are made again from the forum tables, as 0003 did,
 * then merged into one segment ('optimize'): the rebuild leaves thousands of segments, and a phrase
 * of two common words, which reads both words' whole lists, took 50 to 90 ms over them and 20 to
 * 40 ms once merged. New posts add segments again, which FTS5's automerge keeps few.
 */
export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) return;
  for (const [table, column] of [
    ['threads', 'title'],
    ['posts', 'content'],
  ] as const) {
    await dropFts(db, table);
    await createFts(db, table, column, `prefix='${PREFIXES}', columnsize=0`);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) return;
  for (const [table, column] of [
    ['threads', 'title'],
    ['posts', 'content'],
  ] as const) {
    await dropFts(db, table);
    await createFts(db, table, column, `prefix='2 3 4 5 6 7 8'`);
  }
}

async function dropFts(db: AnyDb, table: string): Promise<void> {
  for (const event of ['insert', 'delete', 'update']) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_fts_${event}`).execute(db);
  }
  await sql.raw(`DROP TABLE IF EXISTS ${table}_fts`).execute(db);
}

/** The FTS5 table over `table.column` (tokenized as in 0003), its triggers, and its rows. */
async function createFts(db: AnyDb, table: string, column: string, options: string): Promise<void> {
  const fts = `${table}_fts`;
  await sql
    .raw(
      `CREATE VIRTUAL TABLE ${fts} USING fts5(${column}, content='${table}', content_rowid='id',
        tokenize="unicode61 remove_diacritics 0 categories 'L* N* Co M*'", ${options})`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${fts}_insert AFTER INSERT ON ${table} BEGIN
         INSERT INTO ${fts}(rowid, ${column}) VALUES (new.id, new.${column});
       END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${fts}_delete AFTER DELETE ON ${table} BEGIN
         INSERT INTO ${fts}(${fts}, rowid, ${column}) VALUES ('delete', old.id, old.${column});
       END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${fts}_update AFTER UPDATE OF ${column} ON ${table} BEGIN
         INSERT INTO ${fts}(${fts}, rowid, ${column}) VALUES ('delete', old.id, old.${column});
         INSERT INTO ${fts}(rowid, ${column}) VALUES (new.id, new.${column});
       END`,
    )
    .execute(db);
  await sql.raw(`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`).execute(db);
  await sql.raw(`INSERT INTO ${fts}(${fts}) VALUES ('optimize')`).execute(db);
}

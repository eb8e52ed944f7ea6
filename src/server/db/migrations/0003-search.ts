import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers.ts';

/**
 * Full-text indexes for GET /api/search (issue 5). They are maintained by the database itself, so no
 * write path can forget them: on SQLite, FTS5 tables over threads.title and posts.content kept in
 * step by triggers (which also fire for the posts a thread deletion cascades to); on PostgreSQL,
 * stored generated tsvector columns with GIN indexes. Moves and archives change no indexed text:
 * who may see a match is decided at query time from the live thread and category rows.
 *
 * Both sides tokenize alike: case-folded runs of letters, digits and marks, without stemming or
 * stop words, so the same query finds the same rows on either database. PostgreSQL's parser would
 * keep 'example.com' or 'hello-world' whole; `translate` turns such joiners into spaces first.
 */
export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    for (const [table, column] of [
      ['threads', 'title'],
      ['posts', 'content'],
    ] as const) {
      await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN search tsvector
        GENERATED ALWAYS AS (to_tsvector('simple', ${pgSearchText(column)})) STORED`.execute(db);
      await sql`CREATE INDEX ${sql.id(`${table}_search`)} ON ${sql.table(table)} USING gin (search)`.execute(
        db,
      );
    }
    return;
  }

  for (const [table, column] of [
    ['threads', 'title'],
    ['posts', 'content'],
  ] as const) {
    const fts = `${table}_fts`;
    // Words are matched by prefix as the user types. FTS5 answers a prefix of an indexed length from
    // one list; any other length means merging the lists of every word that starts with it, which
    // for a common word costs tens of milliseconds at millions of posts. Indexing prefixes of 2 to 8
    // characters roughly doubles the index and makes those searches several times faster.
    await sql
      .raw(
        `CREATE VIRTUAL TABLE ${fts} USING fts5(${column}, content='${table}', content_rowid='id',
          tokenize="unicode61 remove_diacritics 0 categories 'L* N* Co M*'", prefix='2 3 4 5 6 7 8')`,
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
    // Indexes what was written before this migration.
    await sql.raw(`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`).execute(db);
  }
}

/** Characters PostgreSQL's parser treats as joining a word (hosts, paths, versions, e-mails). */
const PG_JOINERS = '-./@:_+~=&?%#\\';

function pgSearchText(column: string) {
  return sql`translate(${sql.ref(column)}, ${sql.lit(PG_JOINERS)}, ${sql.lit(' '.repeat(PG_JOINERS.length))})`;
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    for (const table of ['threads', 'posts']) {
      await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN search`.execute(db);
    }
    return;
  }
  for (const table of ['threads', 'posts']) {
    for (const event of ['insert', 'delete', 'update']) {
      await sql.raw(`DROP TRIGGER ${table}_fts_${event}`).execute(db);
    }
    await sql.raw(`DROP TABLE ${table}_fts`).execute(db);
  }
}

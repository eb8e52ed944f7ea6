import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers.ts';

/**
 * PostgreSQL only: `<` and `>` become spaces before the text is parsed, like the characters
 * migration 0003 already turns into spaces. PostgreSQL's parser reads `<...>` as a tag and skips
 * what stands between `<script>` and its closing tag; 0003 turned `</script>` into `< script>`, so
 * a post that showed `<script>` as code lost every word after it from the index (SQLite's tokenizer
 * takes both characters as separators). The stored columns are made again, with their indexes.
 */
const JOINERS = '-./@:_+~=&?%#\\<>';

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, column] of [
    ['threads', 'title'],
    ['posts', 'content'],
  ] as const) {
    // Dropping the column drops its indexes too (posts_search_pairs with posts_search).
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN search`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN search tsvector GENERATED ALWAYS AS
      (to_tsvector('simple', translate(${sql.ref(column)}, ${sql.lit(JOINERS)}, ${sql.lit(' '.repeat(JOINERS.length))}))) STORED`.execute(
      db,
    );
    await sql`CREATE INDEX ${sql.id(`${table}_search`)} ON ${sql.table(table)} USING gin (search)`.execute(
      db,
    );
  }
  await sql`CREATE INDEX posts_search_pairs ON posts USING gin (search_pairs(search))`.execute(db);
}

export async function down(): Promise<void> {
  // The columns of 0003 would lose the words after a `<script>` again: nothing to go back to.
}

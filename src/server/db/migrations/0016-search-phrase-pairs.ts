import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers.ts';

/**
 * PostgreSQL only (issue 15 §4): an index of the word pairs that stand side by side in each post, so
 * a quoted phrase is looked up by its pairs rather than by its words. GIN over a tsvector keeps no
 * positions, so `search @@ 'a' <-> 'b'` takes every post holding both words (~40,000 of 2,000,000
 * for two common words) and re-reads each from the table to check the positions; the posts holding
 * the pair 'a b' are the few hundred that can match, and the pair index needs no re-check.
 *
 * `search_pairs` derives the pairs from the stored tsvector's own positions (a lexeme at p and one
 * at p + 1), which is exactly what `<->` tests, so the pairs of a two-word phrase match the same
 * rows as the phrase; the search still tests the phrase itself on what the pairs find (longer
 * phrases need every pair, in order). An expression index, not a column: the pairs are only read
 * through the index, and a stored column would add its size to every post row.
 */
export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    CREATE FUNCTION search_pairs(v tsvector) RETURNS tsvector
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      WITH w AS (SELECT lexeme, unnest(positions) AS p FROM unnest(v))
      SELECT array_to_tsvector(coalesce(array_agg(DISTINCT a.lexeme || ' ' || b.lexeme), '{}'))
      FROM w a JOIN w b ON b.p = a.p + 1
    $$`.execute(db);
  await sql`CREATE INDEX posts_search_pairs ON posts USING gin (search_pairs(search))`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP INDEX posts_search_pairs`.execute(db);
  await sql`DROP FUNCTION search_pairs(tsvector)`.execute(db);
}

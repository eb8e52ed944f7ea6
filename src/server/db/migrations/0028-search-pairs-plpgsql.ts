import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers.ts';

/**
 * PostgreSQL only (issue 15 §4): `search_pairs` (migration 0016), the word pairs of a post's index
 * entry, is computed on every post written. As an SQL function used by an index it was planned
 * again at each call: ~110 µs of PostgreSQL's CPU per post. The same query in PL/pgSQL keeps its
 * plan for the session: ~55 µs. Its answers are the same, so the index stays as it is.
 */
const PAIRS = sql`
      WITH w AS (SELECT lexeme, unnest(positions) AS p FROM unnest(v))
      SELECT array_to_tsvector(coalesce(array_agg(DISTINCT a.lexeme || ' ' || b.lexeme), '{}'))
      FROM w a JOIN w b ON b.p = a.p + 1`;

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    CREATE OR REPLACE FUNCTION search_pairs(v tsvector) RETURNS tsvector
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
    BEGIN
      RETURN (${PAIRS});
    END
    $$`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    CREATE OR REPLACE FUNCTION search_pairs(v tsvector) RETURNS tsvector
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$${PAIRS}
    $$`.execute(db);
}

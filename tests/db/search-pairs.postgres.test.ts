import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

// Migration 0028: the word-pairs function of the phrase index runs as PL/pgSQL (planned once per
// session, not at every post written) and answers exactly what the SQL function of 0016 answered,
// so the index built with the old one stays right.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TEXTS = [
  'Reply 12 from member 3: the bench keeps talking.',
  'the the the cat the hat',
  'Meet me at the **pixel** plaza -- bring hats, hats and more hats!',
  '',
  '🙂 emoji and code_like_words with/slashes and e-mail@example.test',
  Array.from({ length: 400 }, (_, i) => `word${i % 37}`).join(' '),
];

describe('search_pairs on PostgreSQL', () => {
  it('is PL/pgSQL and answers the same pairs as the SQL definition it replaced', async () => {
    const { rows: language } = await sql<{ lanname: string }>`
      SELECT l.lanname FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
      WHERE p.proname = 'search_pairs'`.execute(t.database.db);
    expect(language).toEqual([{ lanname: 'plpgsql' }]);
    for (const text of TEXTS) {
      const { rows } = await sql<{ now: string; before: string }>`
        WITH doc AS (SELECT to_tsvector('simple', ${text}::text) AS v)
        SELECT search_pairs(v)::text AS now,
          (WITH w AS (SELECT lexeme, unnest(positions) AS p FROM unnest(v))
           SELECT array_to_tsvector(coalesce(array_agg(DISTINCT a.lexeme || ' ' || b.lexeme), '{}'))
           FROM w a JOIN w b ON b.p = a.p + 1)::text AS before
        FROM doc`.execute(t.database.db);
      expect(rows[0]!.now).toBe(rows[0]!.before);
    }
    const { rows: pairs } = await sql<{ pairs: string }>`
      SELECT search_pairs(to_tsvector('simple', 'the cat sat'))::text AS pairs`.execute(t.database.db);
    expect(pairs[0]!.pairs).toBe("'cat sat' 'the cat'");
  });
});

import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../src/common/search-types.ts';
import { isPostgres } from '../../src/server/db/migrations/helpers.ts';
import { parseQuery, toPairTsquery, toTsquery } from '../../src/server/search/query.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, freshCategory, getJson, signIn, startThread } from '../support/forum.ts';

// PostgreSQL answers phrases through the index of word pairs (migration 0016) and then tests the
// phrase itself; these tests hold that the pairs never lose a match the phrase alone would find.
let t: TestApp;
let author: Actor;
let threadId: number;
const m = `p${randomBytes(4).toString('hex')}`;
// Plain words, a word PostgreSQL's parser may split differently (accents), and a number.
const VOCABULARY = ['red', 'hat', 'red', 'cat', 'sat', 'é', '42'].map((word) => `${word}${m}`);
const SEPARATORS = [' ', ' ', ' ', '-', '. ', ', ', ' 🎉 ', '/', ' "', "'"];

beforeAll(async () => {
  t = await createTestApp();
  author = await signIn(t);
});
afterAll(() => t.close());

describe('PostgreSQL phrase search by word pairs', () => {
  beforeAll(async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id, { text: `Opening ${m}` });
    threadId = thread.id;
    const random = fc.sample(
      fc.array(fc.tuple(fc.constantFrom(...VOCABULARY), fc.constantFrom(...SEPARATORS)), {
        minLength: 1,
        maxLength: 12,
      }),
      { numRuns: 300, seed: 15 },
    );
    await t.database.db
      .insertInto('posts')
      .values(
        random.map((pieces) => ({
          thread_id: thread.id,
          author_id: author.user.id,
          content: pieces.map(([word, separator]) => `${word}${separator}`).join(''),
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
  });

  const matching = async (q: string, withPairs: boolean) => {
    const query = parseQuery(q);
    const pairs = withPairs ? toPairTsquery(query) : null;
    const { rows } = await sql<{ id: number }>`SELECT id FROM posts
      WHERE thread_id = ${threadId} AND ${pairs ? sql`search_pairs(search) @@ ${pairs}::tsquery AND ` : sql``}
        search @@ to_tsquery('simple', ${toTsquery(query)})
      ORDER BY id`.execute(t.database.db);
    return rows.map((row) => row.id);
  };

  it('finds the same posts for any phrase with the pair filter as without it', async () => {
    expect(isPostgres(t.database.db)).toBe(true);
    const phrase = fc
      .tuple(
        fc.array(fc.constantFrom(...VOCABULARY), { minLength: 2, maxLength: 4 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 4 }),
      )
      .map(([words, closed, cut]) => {
        if (closed) return `"${words.join(' ')}"`;
        // An unclosed quote: the last word is still being typed.
        const last = words.at(-1)!;
        return `"${[...words.slice(0, -1), last.slice(0, Math.max(1, last.length - cut))].join(' ')}`;
      });
    let found = 0;
    await fc.assert(
      fc.asyncProperty(phrase, async (q) => {
        const expected = await matching(q, false);
        expect(await matching(q, true), q).toEqual(expected);
        found += expected.length > 0 ? 1 : 0;
      }),
      { numRuns: 150, seed: 4 },
    );
    // The property means little unless many phrases match something.
    expect(found).toBeGreaterThan(30);
  });

  it('finds by a pair exactly the posts holding the two words side by side', async () => {
    const [red, hat] = [VOCABULARY[0]!, VOCABULARY[1]!];
    const { rows } = await sql<{ id: number; side_by_side: boolean; paired: boolean }>`SELECT id,
        search @@ to_tsquery('simple', ${`${red} <-> ${hat}`}) AS side_by_side,
        search_pairs(search) @@ ${`'${red} ${hat}'`}::tsquery AS paired
      FROM posts WHERE thread_id = ${threadId}`.execute(t.database.db);
    expect(rows.filter((row) => row.side_by_side).length).toBeGreaterThan(0);
    for (const row of rows) expect(row.paired, String(row.id)).toBe(row.side_by_side);
  });

  it('answers a phrase search through the API with the posts the phrase alone matches', async () => {
    const q = `"${VOCABULARY[0]} ${VOCABULARY[1]}"`;
    const res = await getJson(t.app, `/api/search?${new URLSearchParams({ q, type: 'posts' })}`, {
      cookie: author.cookie,
    });
    const found = (res.json() as SearchResponse).posts.map((post) => post.id);
    const expected = await matching(q, false);
    expect(found.length).toBe(Math.min(20, expected.length));
    expect(found.every((id) => expected.includes(id))).toBe(true);
  });
});

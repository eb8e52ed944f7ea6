import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { type ParsedQuery, toPairTsquery } from './query.ts';

/**
 * PostgreSQL can answer "the newest 1,001 matches" two ways: walk the primary key backwards testing
 * each row's tsvector (fast when the words are common: a match turns up every few rows), or collect
 * every match from the GIN index and sort (fast when they are rare). Its planner guesses how common
 * a word is from ANALYZE's most common lexemes, but for a prefix (`word:*`) it assumes 0.5 % of rows,
 * so a rare prefix walks the whole table (a second at 2,000,000 posts). This module makes the guess
 * from the same statistics, prefix-aware, and the search pins the plan it implies.
 */
export interface Plan {
  scan: 'walk-newest' | 'gin-index' | 'pair-index';
  /**
   * Few matches expected: each one's thread is looked up by key, in this process. For a prefix the
   * planner assumes 10,000 matches at 2,000,000 posts, so it would hash all 100,000 threads (~60 ms)
   * or start parallel workers (slow to start on a busy machine) for what are often a hundred posts.
   */
  few: boolean;
}

/** Above this estimated share of rows matching, walking newest first finds 1,001 within ~20,000. */
const WALK_THRESHOLD = 0.05;
/** Below this share (10,000 of 2,000,000 posts), looking up each match's thread beats hashing them all. */
const FEW_THRESHOLD = 0.005;
const STATS_TTL_MS = 10 * 60_000;
/** Two words side by side are much rarer than both somewhere in a post. */
const PHRASE_FACTOR = 0.1;

type Table = 'posts' | 'threads';
interface Stats {
  at: number;
  lexemes: Promise<Array<[string, number]>>;
}
const cache = new WeakMap<Db, Map<Table, Stats>>();

/** Most common lexemes of `table.search` and the share of rows holding each, cached 10 minutes. */
function lexemeStats(db: Db, table: Table): Promise<Array<[string, number]>> {
  const perDb = cache.get(db) ?? new Map<Table, Stats>();
  cache.set(db, perDb);
  const cached = perDb.get(table);
  if (cached && Date.now() - cached.at < STATS_TTL_MS) return cached.lexemes;
  const lexemes = sql<{ elems: string[] | null; freqs: number[] | null }>`
    SELECT most_common_elems::text::text[] AS elems, most_common_elem_freqs AS freqs
    FROM pg_stats WHERE schemaname = current_schema() AND tablename = ${table} AND attname = 'search'`
    .execute(db)
    .then(({ rows }) => {
      const { elems, freqs } = rows[0] ?? { elems: null, freqs: null };
      return (elems ?? []).map((lexeme, i): [string, number] => [lexeme, Number(freqs?.[i] ?? 0)]);
    });
  perDb.set(table, { at: Date.now(), lexemes });
  return lexemes;
}

/** The estimated share of rows matching every term (words taken as independent). */
export function estimateShare(query: ParsedQuery, lexemes: Array<[string, number]>): number {
  const share = (word: string, prefix: boolean) =>
    Math.min(
      1,
      lexemes.reduce(
        (sum, [lexeme, f]) => sum + (prefix ? (lexeme.startsWith(word) ? f : 0) : lexeme === word ? f : 0),
        0,
      ),
    );
  return query.terms.reduce((product, term) => {
    const last = term.words.length - 1;
    const words = term.words.map((word, i) => share(word, term.prefix && i === last));
    const termShare = words.reduce((a, b) => a * b, 1) * (words.length > 1 ? PHRASE_FACTOR : 1);
    return product * termShare;
  }, 1);
}

/**
 * Walking newest first when matches are common; otherwise the GIN index, and for posts whose query
 * holds a phrase, the index of word pairs (migration 0016): the word index would send every post
 * holding the phrase's words to be re-read from the table, the pair index only those holding it.
 */
export async function choosePlan(db: Db, table: Table, query: ParsedQuery): Promise<Plan> {
  return planFor(table, query, await lexemeStats(db, table));
}

export function planFor(table: Table, query: ParsedQuery, lexemes: Array<[string, number]>): Plan {
  const share = estimateShare(query, lexemes);
  if (share >= WALK_THRESHOLD) return { scan: 'walk-newest', few: false };
  const scan = table === 'posts' && toPairTsquery(query) !== null ? 'pair-index' : 'gin-index';
  return { scan, few: share < FEW_THRESHOLD };
}

/** Runs `work` in a transaction whose planner may only use the chosen plan's kinds of scan and join. */
export function withPlan<T>(db: Db, plan: Plan, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const off = plan.scan === 'walk-newest' ? sql`enable_bitmapscan` : sql`enable_indexscan`;
    await sql`SET LOCAL ${off} = off`.execute(trx);
    if (plan.few) {
      await sql`SET LOCAL enable_hashjoin = off`.execute(trx);
      await sql`SET LOCAL enable_mergejoin = off`.execute(trx);
      await sql`SET LOCAL max_parallel_workers_per_gather = 0`.execute(trx);
    }
    return work(trx);
  });
}

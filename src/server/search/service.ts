import { type RawBuilder, sql } from 'kysely';
import { POSTS_PER_PAGE } from '../../common/forum-types.ts';
import {
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  SEARCH_PAGE_SIZE,
  SEARCH_RESULT_LIMIT,
} from '../../common/limits.ts';
import { authorName } from '../../common/members.ts';
import { MSG } from '../../common/messages.ts';
import type { SearchPost, SearchResponse, SearchThread, SearchType } from '../../common/search-types.ts';
import { type Access, can, viewableCategoryIds } from '../accounts/permissions.ts';
import type { Db } from '../db/index.ts';
import { isPostgres } from '../db/migrations/helpers.ts';
import { badRequest } from '../http/errors.ts';
import { highlightRanges, makeExcerpt } from './excerpt.ts';
import { choosePlan, withPlan } from './pg-plan.ts';
import { type ParsedQuery, parseQuery, toFts5, toPairTsquery, toTsquery } from './query.ts';
import { type Candidate, rankCandidates } from './rank.ts';

/** What the caller may see: categories they view; archived content only where they moderate. */
interface Visibility {
  viewable: number[];
  moderated: number[];
}

/**
 * GET /api/search: threads whose titles and posts whose text match, best first (relevance, then
 * newest), among the newest SEARCH_RESULT_LIMIT visible matches of each kind. Only what the caller
 * may read is matched or counted: hidden categories never, archived content only for moderators of
 * its category, deleted posts never (they leave the index in the same transaction).
 */
export async function search(
  db: Db,
  access: Access,
  input: { q: string; type: SearchType; page: number },
): Promise<SearchResponse> {
  const text = input.q.trim();
  if ([...text].length < SEARCH_MIN_LENGTH) throw badRequest(MSG.searchTooShort);
  if (text.length > SEARCH_MAX_LENGTH) throw badRequest(MSG.searchTooLong);

  const query = parseQuery(text);
  const viewable = viewableCategoryIds(access);
  const visibility = { viewable, moderated: viewable.filter((id) => can(access, id, 'moderate')) };
  const empty = query.terms.length === 0 || viewable.length === 0;
  const [threadHits, postHits] = empty
    ? [[], []]
    : await Promise.all([matchThreads(db, query, visibility), matchPosts(db, query, visibility)]);

  const start = (input.page - 1) * SEARCH_PAGE_SIZE;
  // The newest SEARCH_RESULT_LIMIT matches are ranked; one more only tells that more exist.
  const page = (hits: Candidate[]) =>
    rankCandidates(hits.slice(0, SEARCH_RESULT_LIMIT), query).slice(start, start + SEARCH_PAGE_SIZE);
  const [threads, posts] = await Promise.all([
    input.type === 'posts' ? [] : threadDetails(db, page(threadHits), query),
    input.type === 'threads' ? [] : postDetails(db, page(postHits), query, access.userId, visibility),
  ]);
  return {
    success: true,
    query: text,
    type: input.type,
    page: input.page,
    per_page: SEARCH_PAGE_SIZE,
    threads,
    posts,
    thread_count: Math.min(threadHits.length, SEARCH_RESULT_LIMIT),
    post_count: Math.min(postHits.length, SEARCH_RESULT_LIMIT),
    capped: {
      threads: threadHits.length > SEARCH_RESULT_LIMIT,
      posts: postHits.length > SEARCH_RESULT_LIMIT,
    },
  };
}

function visibleThreadSql(v: Visibility): RawBuilder<unknown> {
  const moderated = v.moderated.length ? sql`t.category_id IN (${sql.join(v.moderated)}) OR ` : sql``;
  return sql`t.category_id IN (${sql.join(v.viewable)}) AND (${moderated}t.archived = 0)`;
}

function visiblePostSql(v: Visibility): RawBuilder<unknown> {
  const moderated = v.moderated.length ? sql`t.category_id IN (${sql.join(v.moderated)}) OR ` : sql``;
  return sql`t.category_id IN (${sql.join(v.viewable)}) AND (${moderated}(p.archived = 0 AND t.archived = 0))`;
}

// One more than the limit, so callers can tell "exactly 1000" from "more than 1000".
const WINDOW = SEARCH_RESULT_LIMIT + 1;

/**
 * The newest visible matching threads with their titles. SQLite walks the FTS5 index newest first
 * and stops at WINDOW visible matches; PostgreSQL uses the GIN index or walks the primary key
 * backwards, whichever the words' frequencies say is cheaper (pg-plan.ts).
 */
async function matchThreads(db: Db, query: ParsedQuery, v: Visibility): Promise<Candidate[]> {
  if (isPostgres(db)) {
    const plan = await choosePlan(db, 'threads', query);
    const { rows } = await withPlan(db, plan, (trx) =>
      sql<Candidate>`
        SELECT t.id AS id, t.title AS text
        FROM threads t
        WHERE t.search @@ to_tsquery('simple', ${toTsquery(query)}) AND ${visibleThreadSql(v)}
        ORDER BY t.id DESC LIMIT ${WINDOW}`.execute(trx),
    );
    return rows;
  }
  const { rows } = await sql<Candidate>`
    SELECT t.id AS id, t.title AS text
    FROM threads_fts JOIN threads t ON t.id = threads_fts.rowid
    WHERE threads_fts MATCH ${toFts5(query)} AND ${visibleThreadSql(v)}
    ORDER BY threads_fts.rowid DESC LIMIT ${WINDOW}`.execute(db);
  return rows;
}

async function matchPosts(db: Db, query: ParsedQuery, v: Visibility): Promise<Candidate[]> {
  if (isPostgres(db)) {
    const plan = await choosePlan(db, 'posts', query);
    const tsquery = sql`to_tsquery('simple', ${toTsquery(query)})`;
    // With the pair index, the phrase test runs on the few rows it finds; as a function call rather
    // than `@@`, so the planner does not also read both words' long lists from the word index.
    const match =
      plan.scan === 'pair-index'
        ? sql`search_pairs(p.search) @@ ${toPairTsquery(query)}::tsquery AND ts_match_vq(p.search, ${tsquery})`
        : sql`p.search @@ ${tsquery}`;
    const { rows } = await withPlan(db, plan, (trx) =>
      sql<Candidate>`
        SELECT p.id AS id, p.content AS text
        FROM posts p JOIN threads t ON t.id = p.thread_id
        WHERE ${match} AND ${visiblePostSql(v)}
        ORDER BY p.id DESC LIMIT ${WINDOW}`.execute(trx),
    );
    return rows;
  }
  const { rows } = await sql<Candidate>`
    SELECT p.id AS id, p.content AS text
    FROM posts_fts JOIN posts p ON p.id = posts_fts.rowid JOIN threads t ON t.id = p.thread_id
    WHERE posts_fts MATCH ${toFts5(query)} AND ${visiblePostSql(v)}
    ORDER BY posts_fts.rowid DESC LIMIT ${WINDOW}`.execute(db);
  return rows;
}

async function threadDetails(db: Db, ids: number[], query: ParsedQuery): Promise<SearchThread[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('threads')
    .innerJoin('categories', 'categories.id', 'threads.category_id')
    .innerJoin('users', 'users.id', 'threads.author_id')
    .select([
      'threads.id',
      'threads.title',
      'threads.slug',
      'threads.trigger_warning',
      'threads.category_id',
      'categories.title as category_name',
      'categories.slug as category_slug',
      'users.username as author',
      'threads.created_at',
      'threads.replies',
    ])
    .where('threads.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        title: row.title,
        slug: row.slug,
        title_highlights: highlightRanges(row.title, query),
        trigger_warning: row.trigger_warning,
        category_id: row.category_id,
        category_name: row.category_name,
        category_slug: row.category_slug,
        author: authorName(row.author),
        created: row.created_at,
        post_count: row.replies + 1,
      },
    ];
  });
}

/**
 * The posts' display fields, and the page of its thread each is on: the thread page lists the
 * posts its reader may see (all for moderators; otherwise unarchived ones and their own), 100 a page.
 */
async function postDetails(
  db: Db,
  ids: number[],
  query: ParsedQuery,
  me: number | null,
  v: Visibility,
): Promise<SearchPost[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.id', 'posts.thread_id')
    .innerJoin('categories', 'categories.id', 'threads.category_id')
    .innerJoin('users', 'users.id', 'posts.author_id')
    .select([
      'posts.id',
      'posts.thread_id',
      'threads.title as thread_title',
      'threads.slug as thread_slug',
      'posts.content',
      'threads.category_id',
      'categories.title as category_name',
      'categories.slug as category_slug',
      'users.username as author',
      'posts.created_at',
      (eb) =>
        eb
          .selectFrom('posts as earlier')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('earlier.thread_id', '=', 'posts.thread_id')
          .whereRef('earlier.id', '<', 'posts.id')
          .where((e) =>
            e.or([
              e('earlier.archived', '=', 0),
              e('earlier.author_id', '=', me ?? -1),
              ...(v.moderated.length ? [e('threads.category_id', 'in', v.moderated)] : []),
            ]),
          )
          .as('earlier_posts'),
    ])
    .where('posts.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { excerpt, highlights } = makeExcerpt(row.content, query);
    return [
      {
        id: row.id,
        thread_id: row.thread_id,
        thread_title: row.thread_title,
        thread_slug: row.thread_slug,
        thread_page: Math.floor(Number(row.earlier_posts) / POSTS_PER_PAGE) + 1,
        excerpt,
        highlights,
        category_id: row.category_id,
        category_name: row.category_name,
        category_slug: row.category_slug,
        author: authorName(row.author),
        created: row.created_at,
      },
    ];
  });
}

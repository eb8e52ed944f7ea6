import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

/**
 * Category figures and members' post counts, kept in the same transaction as the change they count.
 *
 * A category's figures are spread over COUNTER_SHARDS rows (issue 15 §4): every reply and view used
 * to rewrite the category row, so concurrent replies on PostgreSQL queued on one lock. A write adds
 * to one shard and a read sums the category's shards, at most COUNTER_SHARDS rows. The shard is the
 * writing member's (their id modulo the shard count) when there is one, so concurrent members write
 * different rows and a transaction that writes twice (a design review's posts) takes one row, not
 * two in a random order; otherwise it is picked at random.
 *
 * Lock order inside a forum transaction, so two writers never wait on each other in a circle: the
 * thread row, then members' rows (by id), then counter rows (by category id, one per category) last.
 */
export const COUNTER_SHARDS = 64;

export interface CategoryDelta {
  threads?: number;
  posts?: number;
  views?: number;
}

export interface CategoryFigures {
  no_threads: number;
  no_posts: number;
  total_views: number;
}

const ZERO: CategoryFigures = { no_threads: 0, no_posts: 0, total_views: 0 };

/** Adds to categories' figures (negative to take away), in the shard of `memberId` or a random one. */
export async function addToCategories(
  trx: Db,
  changes: Array<{ categoryId: number } & CategoryDelta>,
  memberId?: number,
): Promise<void> {
  const shard = () => (memberId === undefined ? randomInt(COUNTER_SHARDS) : memberId % COUNTER_SHARDS);
  const rows = changes
    .filter((c) => c.threads || c.posts || c.views)
    .sort((a, b) => a.categoryId - b.categoryId)
    .map((c) => ({
      category_id: c.categoryId,
      shard: shard(),
      threads: c.threads ?? 0,
      posts: c.posts ?? 0,
      views: c.views ?? 0,
    }));
  for (const row of rows)
    await trx
      .insertInto('category_counters')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['category_id', 'shard']).doUpdateSet((eb) => ({
          threads: eb('category_counters.threads', '+', eb.ref('excluded.threads')),
          posts: eb('category_counters.posts', '+', eb.ref('excluded.posts')),
          views: eb('category_counters.views', '+', eb.ref('excluded.views')),
        })),
      )
      .execute();
}

/** Adds to one category's figures, in the shard of `memberId` (the writer) or a random one. */
export function addToCategory(
  trx: Db,
  categoryId: number,
  delta: CategoryDelta,
  memberId?: number,
): Promise<void> {
  return addToCategories(trx, [{ categoryId, ...delta }], memberId);
}

/** The summed shards of `categoryId`'s counters, as a subquery joinable on `category_id`. */
export function summedCounters(db: Db) {
  return db
    .selectFrom('category_counters')
    .select((eb) => [
      'category_id',
      eb.fn.sum<number>('threads').as('no_threads'),
      eb.fn.sum<number>('posts').as('no_posts'),
      eb.fn.sum<number>('views').as('total_views'),
    ])
    .groupBy('category_id');
}

/** One category's figures as three columns to add to another single-row query. */
export function figureColumns(categoryId: number) {
  const sum = (column: 'threads' | 'posts' | 'views') =>
    sql<number>`(SELECT COALESCE(SUM(${sql.ref(column)}), 0) FROM category_counters WHERE category_id = ${categoryId})`;
  return [sum('threads').as('no_threads'), sum('posts').as('no_posts'), sum('views').as('total_views')];
}

/** The figures of each of `ids` (zeros for a category nothing was counted in yet), in one query. */
export async function categoryFigures(db: Db, ids: number[]): Promise<Map<number, CategoryFigures>> {
  const figures = new Map<number, CategoryFigures>(ids.map((id) => [id, { ...ZERO }]));
  if (ids.length === 0) return figures;
  const rows = await summedCounters(db).where('category_id', 'in', ids).execute();
  for (const row of rows) figures.set(row.category_id, toFigures(row));
  return figures;
}

/** SUM() answers a string on PostgreSQL and null over no rows; the API wants integers. */
export function toFigures(row: {
  no_threads: number | string | null;
  no_posts: number | string | null;
  total_views: number | string | null;
}): CategoryFigures {
  return {
    no_threads: Number(row.no_threads ?? 0),
    no_posts: Number(row.no_posts ?? 0),
    total_views: Number(row.total_views ?? 0),
  };
}

/** What a change to a member's post count answers: the count with it, and their name (a new post's answer shows it). */
export interface CountedAuthor {
  post_count: number;
  username: string;
}

/** Adds `delta` to one member's post count; answers the count with it, and their name. */
export async function addToPostCount(trx: Db, userId: number, delta: number): Promise<CountedAuthor> {
  return trx
    .updateTable('users')
    .set((eb) => ({ post_count: eb('post_count', '+', delta) }))
    .where('id', '=', userId)
    .returning(['post_count', 'username'])
    .executeTakeFirstOrThrow();
}

/** Adds `delta` to each member's post count, in id order (see the lock order above). */
export async function addToPostCounts(trx: Db, byAuthor: Map<number, number>): Promise<void> {
  for (const [userId, delta] of [...byAuthor].sort(([a], [b]) => a - b)) {
    if (delta !== 0) await addToPostCount(trx, userId, delta);
  }
}

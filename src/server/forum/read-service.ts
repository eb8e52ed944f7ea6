import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import {
  type Category,
  type CategoryPage,
  POSTS_PER_PAGE,
  type PublicUser,
  RECENT_ACTIVITY_LIMIT,
  type RecentThread,
  THREADS_PER_PAGE,
  type ThreadPage,
  type ThreadSort,
  type UserPost,
} from '../../common/forum-types.ts';
import { authorName } from '../../common/members.ts';
import { MSG } from '../../common/messages.ts';
import { pageCount } from '../../common/page-count.ts';
import { type Access, can, viewableCategoryIds } from '../accounts/permissions.ts';
import { isSuspended } from '../accounts/standing.ts';
import { type Db, hotQuery } from '../db/index.ts';
import { notFound } from '../http/errors.ts';
import { addToCategory, figureColumns, summedCounters, toFigures } from './counters.ts';
import { withImageSizes } from './image-sizes.ts';
import { presentCategory, presentPost, presentThread } from './present.ts';
import { findCategoryBySlug, selectPosts, selectThreads } from './queries.ts';
import { countsFor, reactedTo, reactionsReceived, readReactions } from './reaction-service.ts';
import type { PageCache } from './read-cache.ts';
import { type CachedPosts, type PostsVariant, postsKey, withReactions } from './thread-page-cache.ts';

const pageMeta = (page: number, perPage: number, total: number) => ({
  page,
  per_page: perPage,
  total,
  total_pages: pageCount(total, perPage),
});

/**
 * Categories the caller may view, in their order, each with its figures and its most recent visible
 * thread: one query however many categories there are (STYLE.md 'Lists load in one query').
 */
export async function listCategories(db: Db, access: Access): Promise<Category[]> {
  const ids = viewableCategoryIds(access);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('categories as c')
    .leftJoin(summedCounters(db).where('category_id', 'in', ids).as('k'), 'k.category_id', 'c.id')
    // The latest visible thread, found through the threads_latest index for each category.
    .leftJoin('threads as t', (join) =>
      join.on((eb) =>
        eb(
          't.id',
          '=',
          eb
            .selectFrom('threads as latest')
            .select('latest.id')
            .whereRef('latest.category_id', '=', 'c.id')
            .where('latest.archived', '=', 0)
            .orderBy('latest.lastactive_at', 'desc')
            .limit(1),
        ),
      ),
    )
    .leftJoin('users as last', 'last.id', 't.lastactive_user_id')
    .select([
      'c.id',
      'c.title',
      'c.slug',
      'c.description',
      'c.sort_order',
      'k.no_threads',
      'k.no_posts',
      'k.total_views',
      't.id as thread_id',
      't.slug as thread_slug',
      't.title as thread_title',
      't.lastactive_at',
      'last.username as lastactive_author',
    ])
    .where('c.id', 'in', ids)
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .execute();
  return rows.map((row) =>
    presentCategory(
      { ...row, ...toFigures(row) },
      row.thread_id !== null
        ? {
            thread_id: row.thread_id,
            thread_slug: row.thread_slug!,
            title: row.thread_title!,
            author: authorName(row.lastactive_author!),
            created: row.lastactive_at!,
          }
        : null,
    ),
  );
}

const SORTS: Record<ThreadSort, Array<[string, 'asc' | 'desc']>> = {
  recent: [['threads.lastactive_at', 'desc']],
  newest: [['threads.created_at', 'desc']],
  oldest: [['threads.created_at', 'asc']],
  most_replies: [['threads.replies', 'desc']],
  least_replies: [['threads.replies', 'asc']],
  most_views: [['threads.view_count', 'desc']],
};

/** One category's thread list: pinned first, then the chosen sort, 50 a page (spec 1 §2, §9). */
export async function getCategoryPage(
  db: Db,
  access: Access,
  slugOrId: string,
  sort: ThreadSort,
  page: number,
): Promise<CategoryPage> {
  // An all-digit key may be an id; only ids a database integer can hold are looked up as one.
  const id = /^\d{1,10}$/.test(slugOrId) && Number(slugOrId) <= 2_147_483_647 ? Number(slugOrId) : null;
  const category =
    (await findCategoryBySlug(db, slugOrId)) ??
    (id === null
      ? undefined
      : await db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst());
  if (!category || !can(access, category.id, 'view')) throw notFound(MSG.categoryNotFound);
  const moderator = can(access, category.id, 'moderate');

  let query = selectThreads(db).where('threads.category_id', '=', category.id);
  if (!moderator) query = query.where('threads.archived', '=', 0);
  query = query.orderBy('threads.pinned', 'desc');
  for (const [column, direction] of SORTS[sort]) query = query.orderBy(sql.ref(column), direction);
  query = query.orderBy('threads.id', 'desc');

  const [rows, { figures, total }] = await Promise.all([
    query
      .limit(THREADS_PER_PAGE)
      .offset((page - 1) * THREADS_PER_PAGE)
      .execute(),
    figuresAndVisibleCount(db, category.id, moderator),
  ]);
  return {
    id: category.id,
    title: category.title,
    slug: category.slug,
    description: category.description,
    order: category.sort_order,
    ...figures,
    sort,
    threads: rows.map(presentThread),
    meta: pageMeta(page, THREADS_PER_PAGE, total),
  };
}

/**
 * A category's figures (its counter rows summed) and how many of its threads the caller sees: all of
 * them for its moderators, less its archived threads (few, found through the partial index
 * threads_archived) for everyone else. One query.
 */
async function figuresAndVisibleCount(db: Db, categoryId: number, moderator: boolean) {
  const row = await db
    .selectNoFrom([
      ...figureColumns(categoryId),
      // A literal, not a parameter: only then may the planner use the partial index.
      (moderator
        ? sql<number>`0`
        : sql<number>`(SELECT COUNT(*) FROM threads WHERE category_id = ${categoryId} AND archived = 1)`
      ).as('archived'),
    ])
    .executeTakeFirstOrThrow();
  const figures = toFigures(row);
  return { figures, total: figures.no_threads - Number(row.archived) };
}

/** Who is looking, for view counting: the user, or a hash of a visitor's address and browser. */
export function viewerKey(userId: number | null, ip: string, userAgent: string | undefined): string {
  if (userId !== null) return `u:${userId}`;
  return `v:${createHash('sha256')
    .update(`${ip}|${userAgent ?? ''}`)
    .digest('hex')
    .slice(0, 40)}`;
}

/** Counts one view per viewer per thread per hour (DECISIONS.md); returns whether it counted. */
export async function countView(
  db: Db,
  threadId: number,
  categoryId: number,
  viewer: string,
  now = Date.now(),
) {
  const hour = Math.floor(now / 3_600_000);
  // Most reads are repeat views within the hour: a plain look-up answers those without a write.
  const seen = await db
    .selectFrom('thread_views')
    .select('hour')
    .where('thread_id', '=', threadId)
    .where('viewer', '=', viewer)
    .where('hour', '=', hour)
    .executeTakeFirst();
  if (seen) return false;
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('thread_views')
      .values({ thread_id: threadId, viewer, hour })
      .onConflict((oc) => oc.columns(['thread_id', 'viewer', 'hour']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    // The category as of this write: a move committed since `categoryId` was read takes the view along.
    const counted = await trx
      .updateTable('threads')
      .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
      .where('id', '=', threadId)
      .returning('category_id')
      .executeTakeFirst();
    await addToCategory(trx, counted?.category_id ?? categoryId, { views: 1 });
    return true;
  });
}

/**
 * Viewers this server has already counted for a thread in the current hour, so a repeat read costs
 * no query (DECISIONS.md: one view per viewer per thread per hour). Losing it costs one look-up.
 */
export class SeenViews {
  #hour = -1;
  #seen = new Set<string>();

  constructor(private readonly maxEntries = 100_000) {}

  has(threadId: number, viewer: string, hour: number): boolean {
    return this.#hour === hour && this.#seen.has(`${threadId}|${viewer}`);
  }

  add(threadId: number, viewer: string, hour: number): void {
    if (hour !== this.#hour || this.#seen.size >= this.maxEntries) {
      this.#hour = hour;
      this.#seen.clear();
    }
    this.#seen.add(`${threadId}|${viewer}`);
  }
}

/** Counts a view unless this server knows the viewer was counted this hour; returns whether it counted. */
export async function countViewOnce(
  db: Db,
  seen: SeenViews | undefined,
  thread: { id: number; category_id: number },
  viewer: string,
  now = Date.now(),
): Promise<boolean> {
  const hour = Math.floor(now / 3_600_000);
  if (seen?.has(thread.id, viewer, hour)) return false;
  const counted = await countView(db, thread.id, thread.category_id, viewer, now);
  seen?.add(thread.id, viewer, hour);
  return counted;
}

/** A thread page without its posts, and its posts (see thread-page-cache.ts withPosts). */
export interface ThreadPageParts {
  head: Omit<ThreadPage, 'posts'> & { posts: [] };
  posts: CachedPosts;
  /** The reader has unread notifications of this thread (always false for a visitor). */
  unreadNotifications: boolean;
}

/**
 * A thread with one page of its posts (100 a page). Archived posts are shown only to moderators of
 * the category and to their authors; an archived thread stays reachable by link (DECISIONS.md).
 * Everyone else sees the same posts, read from `cache` while the thread's posts are unchanged: a
 * member's read then costs one look-up, like a visitor's.
 */
export async function getThreadPage(
  db: Db,
  access: Access,
  threadId: number,
  page: number,
  viewer: string | null,
  seen?: SeenViews,
  cache?: PageCache<CachedPosts>,
): Promise<ThreadPageParts> {
  // A visitor's id, 0, is no member's: their notifications probe finds nothing.
  const found = await findThreadForPage(db, [access.userId ?? 0, threadId]);
  if (!found || !can(access, found.category_id, 'view')) throw notFound(MSG.threadNotFound);
  const counted = viewer !== null && (await countViewOnce(db, seen, found, viewer));
  const { category_title, category_slug, posts_version, reactions_version, unread_notifications, ...row } =
    found;
  const thread = counted ? { ...row, view_count: row.view_count + 1 } : row;
  const variant: PostsVariant = can(access, thread.category_id, 'moderate') ? 'all' : 'public';

  const key = postsKey(thread.id, posts_version, page, variant);
  const me = access.userId ?? -1;
  let posts = cache?.get(key)?.value;
  // Authors of archived posts see theirs: their page is their own, read afresh and not kept.
  if (!posts || posts.archivedAuthors.has(me)) {
    posts = await readPosts(db, thread, page, variant, access.userId);
    if (!posts.archivedAuthors.has(me)) cache?.set(key, posts);
  }
  posts = await withPageReactions(db, posts, reactions_version, access.userId);
  const meta = pageMeta(page, POSTS_PER_PAGE, posts.total);
  return {
    head: {
      ...presentThread(thread),
      thread_id: thread.id,
      category: { id: thread.category_id, title: category_title, slug: category_slug },
      posts: [],
      meta,
      pagination: meta,
    },
    posts,
    unreadNotifications: Boolean(Number(unread_notifications)),
  };
}

/**
 * The thread page's look-up: it runs on every read of a thread (parameters: the reader's id, 0 for
 * a visitor, and the thread's id). It also tells whether the reader has unread notifications of the
 * thread, which their read marks read (markThreadRead): one round trip, not two (issue 15 §4).
 */
const findThreadForPage = hotQuery(
  (db: Db) =>
    selectThreads(db)
      .innerJoin('categories', 'categories.id', 'threads.category_id')
      .select((eb) => [
        'threads.posts_version',
        'threads.reactions_version',
        'categories.title as category_title',
        'categories.slug as category_slug',
        eb
          .exists(
            eb
              .selectFrom('notifications')
              .select(sql.lit(1).as('one'))
              .where('notifications.user_id', '=', 0)
              // A literal, not a parameter: only then may PostgreSQL's generic plan use the partial
              // index of unread rows.
              .where(sql<boolean>`notifications.read = 0`)
              .whereRef('notifications.thread_id', '=', 'threads.id'),
          )
          .as('unread_notifications'),
      ])
      .where('threads.id', '=', 0),
  ['integer', 'integer'],
);

/**
 * The page's posts with their reactions as `me` sees them (issue 17 §3). Reactions never move
 * posts_version, so the cached posts stay valid however often members react; they are kept with
 * those posts under the thread's reactions_version and read again when it moves. Everyone who gave
 * none of them shares one text of the page (and so its cached answer bytes, threadPageBody).
 */
async function withPageReactions(
  db: Db,
  posts: CachedPosts,
  version: number,
  me: number | null,
): Promise<CachedPosts> {
  let kept = posts.reactions;
  if (kept?.version !== version) {
    const read = { version, of: await readReactions(db, posts.ids) };
    // a read begun before a later one may end after it: the newer version stays
    if (!posts.reactions || posts.reactions.version < version) posts.reactions = read;
    kept = read;
  }
  if (kept.of.size === 0) return posts;
  if (reactedTo(kept.of, me)) return withReactions(posts, countsFor(kept.of, me));
  kept.shared ??= withReactions(posts, countsFor(kept.of, null));
  return kept.shared;
}

/**
 * One page of posts as `variant` sees them, plus the caller's own archived posts when they wrote
 * some. The thread row counts all its posts (replies + the opening post); the few archived ones are
 * found through the partial index posts_archived.
 */
async function readPosts(
  db: Db,
  thread: { id: number; replies: number },
  page: number,
  variant: PostsVariant,
  me: number | null,
): Promise<CachedPosts> {
  const archived =
    variant === 'all'
      ? []
      : await db
          .selectFrom('posts')
          .select('author_id')
          .where('thread_id', '=', thread.id)
          // A literal, not a parameter: only then may the planner use the partial index.
          .where(sql<boolean>`archived = 1`)
          .execute();
  const archivedAuthors = new Set(archived.map((p) => p.author_id));
  const mine = me !== null && archivedAuthors.has(me);
  let query = selectPosts(db).where('posts.thread_id', '=', thread.id);
  if (variant === 'public') {
    query = mine
      ? query.where((eb) => eb.or([eb('posts.archived', '=', 0), eb('posts.author_id', '=', me)]))
      : query.where('posts.archived', '=', 0);
  }
  const rows = await query
    .orderBy('posts.id')
    .limit(POSTS_PER_PAGE)
    .offset((page - 1) * POSTS_PER_PAGE)
    .execute();
  const hidden = archived.filter((p) => p.author_id !== me).length;
  const posts = await withImageSizes(
    db,
    rows.map((row) => presentPost(row)),
  );
  const parts = posts.map((post) => JSON.stringify(post));
  return {
    json: `[${parts.join(',')}]`,
    ids: rows.map((row) => row.id),
    parts,
    total: thread.replies + 1 - hidden,
    lastId: rows.reduce((highest, row) => Math.max(highest, row.id), 0),
    archivedAuthors,
  };
}

/** The most recently active threads across the categories the caller may view (spec 1 §2 /recent). */
export async function recentActivity(db: Db, access: Access): Promise<RecentThread[]> {
  const ids = viewableCategoryIds(access);
  if (ids.length === 0) return [];
  // DECISIONS.md 'Forum': archived threads are hidden from listings for non-moderators only.
  const moderated = ids.filter((id) => can(access, id, 'moderate'));
  const rows = await selectThreads(db)
    .innerJoin('categories', 'categories.id', 'threads.category_id')
    .select(['categories.title as category_name', 'categories.slug as category_slug'])
    .where('threads.category_id', 'in', ids)
    .where((eb) =>
      eb.or([
        eb('threads.archived', '=', 0),
        ...(moderated.length ? [eb('threads.category_id', 'in', moderated)] : []),
      ]),
    )
    .orderBy('threads.lastactive_at', 'desc')
    .limit(RECENT_ACTIVITY_LIMIT)
    .execute();
  return rows.map((row) => ({
    ...presentThread(row),
    category_name: row.category_name,
    category_slug: row.category_slug,
  }));
}

/** A user's posts that the caller may see, newest first. */
export async function userPosts(
  db: Db,
  access: Access,
  userId: number,
  page: number,
  perPage = 50,
): Promise<{ posts: UserPost[]; total: number; threads_started: number }> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound(MSG.userNotFound);
  const ids = viewableCategoryIds(access);
  if (ids.length === 0) return { posts: [], total: 0, threads_started: 0 };
  const own = access.userId === userId;
  const moderated = ids.filter((id) => can(access, id, 'moderate'));
  let base = db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.id', 'posts.thread_id')
    .where('posts.author_id', '=', userId)
    .where('threads.category_id', 'in', ids);
  // Authors see all their own posts; others see archived ones only where they moderate.
  if (!own) {
    base = base.where((eb) =>
      eb.or([
        eb.and([eb('posts.archived', '=', 0), eb('threads.archived', '=', 0)]),
        ...(moderated.length ? [eb('threads.category_id', 'in', moderated)] : []),
      ]),
    );
  }
  const [rows, { n: total }, { n: threadsStarted }] = await Promise.all([
    base
      .innerJoin('categories', 'categories.id', 'threads.category_id')
      .select([
        'posts.id',
        'posts.thread_id',
        'threads.title as thread_title',
        'threads.slug as thread_slug',
        'threads.category_id',
        'categories.title as category_name',
        'categories.slug as category_slug',
        'posts.created_at',
        'posts.edited_at',
        'posts.content',
      ])
      .orderBy('posts.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('threads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('author_id', '=', userId)
      .where('category_id', 'in', ids)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    posts: rows.map(({ created_at, edited_at, ...rest }) => ({
      ...rest,
      created: created_at,
      edited: edited_at,
    })),
    total,
    threads_started: threadsStarted,
  };
}

/** A member's public profile (spec 2 §2 Public profile). */
export async function publicUser(db: Db, where: { username: string } | { id: number }): Promise<PublicUser> {
  let query = db
    .selectFrom('users')
    .leftJoin('avatars', 'avatars.user_id', 'users.id')
    .select(['users.id', 'users.username', 'users.created_at', 'users.suspended_until', 'avatars.version']);
  query =
    'id' in where
      ? query.where('users.id', '=', where.id)
      : query.where((eb) => eb(eb.fn('lower', ['users.username']), '=', where.username.toLowerCase()));
  // A deleted account has no profile (issue 16 §3): its posts name a deleted member.
  const user = await query.where('users.deleted_at', 'is', null).executeTakeFirst();
  if (!user) throw notFound(MSG.userNotFound);
  const [{ n: posts }, { n: threads }, reactions_received] = await Promise.all([
    db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('author_id', '=', user.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('threads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('author_id', '=', user.id)
      .executeTakeFirstOrThrow(),
    reactionsReceived(db, user.id),
  ]);
  return {
    id: user.id,
    username: user.username,
    created: user.created_at,
    post_count: posts,
    thread_count: threads,
    suspended: isSuspended(user),
    // Versioned like the owner's own avatar URL, so a changed avatar is a new address everywhere.
    avatar: `/api/user/${user.id}/avatar.png?v=${user.version ?? 0}`,
    reactions_received,
  };
}

import { CompiledQuery, type RawBuilder, sql } from 'kysely';
import { POSTS_PER_PAGE } from '../../common/forum-types.ts';
import { MSG } from '../../common/messages.ts';
import { type Access, can, viewableCategoryIds } from '../accounts/permissions.ts';
import { type Db, hotRows, keepPrepared } from '../db/index.ts';
import { isPostgres } from '../db/migrations/helpers.ts';
import { notFound } from '../http/errors.ts';
import type { ReadPositions } from './read-positions.ts';

/** What a thread list says to a member about one thread (issue 17 §5). */
export interface UnreadMark {
  /** Posts by others they have not been shown yet. */
  unread_count: number;
  /** Never opened (nor marked read with its category): the whole thread is new to them. */
  new: boolean;
}

const greatest = (db: Db, values: RawBuilder<unknown>[]) =>
  isPostgres(db) ? sql`GREATEST(${sql.join(values)})` : sql`max(${sql.join(values)})`;

/** A post the caller may see in a thread of the category `categoryColumn` (archived: moderators only). */
function visiblePost(access: Access, categoryColumn: string): RawBuilder<unknown> {
  const moderated = viewableCategoryIds(access).filter((id) => can(access, id, 'moderate'));
  if (moderated.length === 0) return sql`p.archived = 0`;
  return sql`(p.archived = 0 OR ${sql.ref(categoryColumn)} IN (${sql.join(moderated)}))`;
}

/** Positions this server holds for `userId` and has not written yet, as SQL: `CASE id WHEN ...`. */
function pendingCase(positions: ReadPositions | undefined, userId: number, threadIds: number[]) {
  const pending = positions?.pendingFor(userId);
  const cases = pending
    ? threadIds.flatMap((id) => {
        const at = pending.get(id);
        return at === undefined ? [] : [sql`WHEN ${sql.lit(id)} THEN ${sql.lit(at)}`];
      })
    : [];
  return cases.length ? sql`CASE t.id ${sql.join(cases, sql` `)} ELSE 0 END` : sql`0`;
}

interface UnreadRow {
  id: number;
  author_id: number;
  tr_pos: number | null;
  cr_pos: number | null;
  pending_pos: number;
  unread: number | string;
  first_id: number | null;
}

// What both texts of the unread query below select the same way: a never-opened thread's first
// post when only a category read covers it, and each thread's columns with the member's two reads.
const FIRST_ID = `CASE WHEN x.tr_pos IS NULL AND x.cr_pos IS NOT NULL
      THEN (SELECT MIN(p.id) FROM posts p WHERE p.thread_id = x.id)
    END AS first_id`;
const THREAD_COLUMNS = `t.id, t.replies, t.author_id, t.category_id,
      tr.last_post_id AS tr_pos, cr.last_post_id AS cr_pos`;

/**
 * unreadQuery() for the common case on PostgreSQL (a member who moderates nothing, no position of
 * theirs waiting in this server's buffer), as one fixed text kept prepared: planning the query cost
 * PostgreSQL more than running it, on every member's category page.
 */
const PREPARED_PG = `
  SELECT x.id, x.author_id, x.tr_pos, x.cr_pos, 0 AS pending_pos,
    CASE WHEN x.pos = 0 AND x.author_id <> $1 THEN x.replies + 1
      ELSE (SELECT COUNT(*) FROM posts p
            WHERE p.thread_id = x.id AND p.id > x.pos AND p.author_id <> $1 AND p.archived = 0)
    END AS unread,
    ${FIRST_ID}
  FROM (
    SELECT ${THREAD_COLUMNS},
      GREATEST(COALESCE(tr.last_post_id, 0), COALESCE(cr.last_post_id, 0)) AS pos
    FROM threads t
    LEFT JOIN thread_reads tr ON tr.user_id = $1 AND tr.thread_id = t.id
    LEFT JOIN category_reads cr ON cr.user_id = $1 AND cr.category_id = t.category_id
    WHERE t.id = ANY($2::int[])
  ) x`;
keepPrepared(PREPARED_PG);

function isPlainPgCase(
  db: Db,
  positions: ReadPositions | undefined,
  access: Access,
  me: number,
  ids: number[],
): boolean {
  if (!isPostgres(db)) return false;
  const pending = positions?.pendingFor(me);
  if (pending && ids.some((id) => pending.has(id))) return false;
  return !viewableCategoryIds(access).some((id) => can(access, id, 'moderate'));
}

/** The query of unreadMarks(), for the threads `ids` as `me` sees them. */
export function unreadQuery(
  db: Db,
  positions: ReadPositions | undefined,
  access: Access,
  me: number,
  ids: number[],
) {
  const pending = pendingCase(positions, me, ids);
  return sql<UnreadRow>`
    SELECT x.id, x.author_id, x.tr_pos, x.cr_pos, x.pending_pos,
      CASE WHEN x.pos = 0 AND x.author_id <> ${me} THEN x.replies + 1
        ELSE (SELECT COUNT(*) FROM posts p
              WHERE p.thread_id = x.id AND p.id > x.pos AND p.author_id <> ${me}
                AND ${visiblePost(access, 'x.category_id')})
      END AS unread,
      ${sql.raw(FIRST_ID)}
    FROM (
      SELECT ${sql.raw(THREAD_COLUMNS)}, ${pending} AS pending_pos,
        ${greatest(db, [sql`COALESCE(tr.last_post_id, 0)`, sql`COALESCE(cr.last_post_id, 0)`, pending])} AS pos
      FROM threads t
      LEFT JOIN thread_reads tr ON tr.user_id = ${me} AND tr.thread_id = t.id
      LEFT JOIN category_reads cr ON cr.user_id = ${me} AND cr.category_id = t.category_id
      WHERE t.id IN (${sql.join(ids)})
    ) x`;
}

/** What a list shows of a thread that its unread mark needs (a list without the last two asks the database). */
export interface ListedThread {
  id: number;
  category_id: number;
  author_id?: number;
  replies?: number;
}

/**
 * The member's reads touching some threads (parameters: me, the threads' ids as one value, me):
 * their read positions in those threads, and every category they marked read. The same SQL for any
 * list, so it stays prepared.
 */
const readsAmong = hotRows(
  (db: Db) =>
    db
      .selectFrom('thread_reads')
      .select([sql<string>`'thread'`.as('kind'), 'thread_id as id'])
      .where('user_id', '=', 0)
      .where(
        isPostgres(db)
          ? sql<boolean>`thread_id = ANY(${'{}'}::integer[])`
          : sql<boolean>`thread_id IN (SELECT value FROM json_each(${'[]'}))`,
      )
      .unionAll(
        db
          .selectFrom('category_reads')
          .select([sql<string>`'category'`.as('kind'), 'category_id as id'])
          .where('user_id', '=', 0),
      ),
  ['integer', 'integer[]', 'integer'],
);

/**
 * Each listed thread's unread count and new mark for the caller: at most two queries however many
 * threads (STYLE.md 'Lists load in one query'). A thread is read up to the higher of its read
 * position and its category's "Mark all as read"; only posts above that are counted, through
 * posts_thread. A thread someone else started that the member never opened, in a category they
 * never marked read, is new and wholly unread: counted from the list itself, so a member's list of
 * threads they have not touched costs one probe of their reads (issue 15 §4).
 */
export async function unreadMarks(
  db: Db,
  positions: ReadPositions | undefined,
  access: Access,
  threads: readonly ListedThread[],
): Promise<Map<number, UnreadMark>> {
  const me = access.userId;
  const marks = new Map<number, UnreadMark>();
  if (me === null || threads.length === 0) return marks;
  const ids = [...new Set(threads.map((thread) => thread.id))];
  const touched = new Set<string>();
  for (const row of await readsAmong(db, [me, isPostgres(db) ? ids : JSON.stringify(ids), me]))
    touched.add(`${row.kind}:${row.id}`);
  const pending = positions?.pendingFor(me);
  const others: number[] = [];
  for (const { id, category_id, author_id, replies } of threads) {
    const untouched =
      author_id !== me &&
      !touched.has(`thread:${id}`) &&
      !touched.has(`category:${category_id}`) &&
      !pending?.has(id);
    if (untouched && author_id !== undefined && replies !== undefined)
      marks.set(id, { unread_count: replies + 1, new: true });
    else others.push(id);
  }
  if (others.length === 0) return marks;
  const unique = [...new Set(others)];
  const { rows } = isPlainPgCase(db, positions, access, me, unique)
    ? await db.executeQuery<UnreadRow>(CompiledQuery.raw(PREPARED_PG, [me, unique]))
    : await unreadQuery(db, positions, access, me, unique).execute(db);
  for (const row of rows) {
    const opened = row.tr_pos !== null || Number(row.pending_pos) > 0;
    const markedBefore = row.cr_pos !== null && (row.first_id === null || row.first_id <= row.cr_pos);
    marks.set(row.id, {
      unread_count: Number(row.unread),
      new: !opened && !markedBefore && row.author_id !== me,
    });
  }
  return marks;
}

/** `threads` with the caller's unread marks; visitors' lists are returned as they are. */
export async function withUnreadMarks<T extends ListedThread>(
  db: Db,
  positions: ReadPositions | undefined,
  access: Access,
  threads: T[],
): Promise<Array<T & Partial<UnreadMark>>> {
  if (access.userId === null || threads.length === 0) return threads;
  const marks = await unreadMarks(db, positions, access, threads);
  return threads.map((thread) => ({
    ...thread,
    ...(marks.get(thread.id) ?? { unread_count: 0, new: false }),
  }));
}

/**
 * A serialized category page (CategoryPageSchema) shared by all members, split where each thread's
 * unread marks go, so that a member's marks are put into its bytes without searching or encoding
 * the page again on each read (issue 15 §4). Only thread objects in it begin `{"id":`: the page's
 * own id comes before `"threads":[`, and a quote inside a string is always escaped.
 */
export class MarkablePage {
  /** The page as it is (a visitor's, or a member's without marks). */
  readonly whole: Buffer;
  /** The page's bytes cut just after each thread's `{"id":N,`: one more part than threads. */
  readonly #parts: Buffer[] = [];
  /** The thread whose marks follow each part. */
  readonly #ids: number[] = [];

  constructor(json: string) {
    this.whole = Buffer.from(json);
    const at = json.indexOf('"threads":[');
    let from = 0;
    if (at >= 0)
      for (const match of json.slice(at).matchAll(/\{"id":(\d+),/g)) {
        const end = at + match.index + match[0].length;
        this.#parts.push(Buffer.from(json.slice(from, end)));
        this.#ids.push(Number(match[1]));
        from = end;
      }
    this.#parts.push(Buffer.from(json.slice(from)));
  }

  /** The page with `marks` in its threads; with none (a visitor, a session that ended), as it is. */
  withMarks(marks: Map<number, UnreadMark>): Buffer {
    if (marks.size === 0) return this.whole;
    const pieces: Buffer[] = [];
    let length = 0;
    this.#parts.forEach((part, i) => {
      pieces.push(part);
      length += part.length;
      const mark = i < this.#ids.length ? marks.get(this.#ids[i]!) : undefined;
      if (mark) {
        const bytes = markBytes(mark);
        pieces.push(bytes);
        length += bytes.length;
      }
    });
    return Buffer.concat(pieces, length);
  }
}

/** The bytes of common marks, made once: most lists show small counts (bounded: 2 × 4,096 entries). */
const commonMarks = new Map<number, Buffer>();

function markBytes(mark: UnreadMark): Buffer {
  const key = mark.unread_count * 2 + (mark.new ? 1 : 0);
  let bytes = commonMarks.get(key);
  if (!bytes) {
    bytes = Buffer.from(`"unread_count":${mark.unread_count},"new":${mark.new},`);
    if (mark.unread_count < 4_096) commonMarks.set(key, bytes);
  }
  return bytes;
}

/**
 * Where a member should land when opening a thread from a list (issue 17 §5): its first post by
 * someone else above their read position, and the page of the thread (as they see it) holding it;
 * when they have read it all, its last post. Undefined when they may not view it (the page read
 * that follows answers 404).
 */
export async function firstUnread(
  db: Db,
  positions: ReadPositions | undefined,
  access: Access,
  threadId: number,
): Promise<{ post_id: number; page: number } | undefined> {
  const me = access.userId;
  if (me === null) return undefined;
  const thread = await db
    .selectFrom('threads')
    .leftJoin('thread_reads as tr', (join) =>
      join.onRef('tr.thread_id', '=', 'threads.id').on('tr.user_id', '=', me),
    )
    .leftJoin('category_reads as cr', (join) =>
      join.onRef('cr.category_id', '=', 'threads.category_id').on('cr.user_id', '=', me),
    )
    .select(['threads.category_id', 'tr.last_post_id as tr_pos', 'cr.last_post_id as cr_pos'])
    .where('threads.id', '=', threadId)
    .executeTakeFirst();
  if (!thread || !can(access, thread.category_id, 'view')) return undefined;
  const position = Math.max(
    thread.tr_pos ?? 0,
    thread.cr_pos ?? 0,
    positions?.pendingFor(me)?.get(threadId) ?? 0,
  );
  // The thread page shows moderators every post, everyone else unarchived posts and their own.
  const moderator = can(access, thread.category_id, 'moderate');
  const inThread = db.selectFrom('posts').where('thread_id', '=', threadId);
  const visible = moderator
    ? inThread
    : inThread.where((eb) => eb.or([eb('archived', '=', 0), eb('author_id', '=', me)]));
  const next = await visible
    .select((eb) => eb.fn.min<number>('id').as('id'))
    .where('id', '>', position)
    .where('author_id', '<>', me)
    .executeTakeFirst();
  const target =
    next?.id ?? (await visible.select((eb) => eb.fn.max<number>('id').as('id')).executeTakeFirst())?.id;
  if (target === null || target === undefined) return { post_id: 0, page: 1 };
  const before = await visible
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', '<', target)
    .executeTakeFirstOrThrow();
  return { post_id: Number(target), page: Math.floor(Number(before.n) / POSTS_PER_PAGE) + 1 };
}

/**
 * "Mark all as read" (issue 17 §5): every post of the category up to the newest post now counts as
 * read for the member. 404 for a category they may not view.
 */
export async function markCategoryRead(db: Db, access: Access, categoryId: number): Promise<void> {
  const me = access.userId;
  if (me === null || !can(access, categoryId, 'view')) throw notFound(MSG.categoryNotFound);
  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!category) throw notFound(MSG.categoryNotFound);
  // The newest post anywhere: every post of the category is at or below it (ids only grow).
  const newest = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.max<number>('id').as('id'))
    .executeTakeFirst();
  await db
    .insertInto('category_reads')
    .values({
      user_id: me,
      category_id: categoryId,
      last_post_id: Number(newest?.id ?? 0),
      updated_at: new Date().toISOString(),
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'category_id']).doUpdateSet({
        last_post_id: sql<number>`CASE WHEN excluded.last_post_id > category_reads.last_post_id THEN excluded.last_post_id ELSE category_reads.last_post_id END`,
        updated_at: sql<string>`excluded.updated_at`,
      }),
    )
    .execute();
}

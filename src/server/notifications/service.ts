import { type Nullable, type SelectQueryBuilder, sql } from 'kysely';
import { authorName } from '../../common/members.ts';
import type { NotificationType, NotificationView } from '../../common/notifications.ts';
import { type Access, can, viewableCategoryIds } from '../accounts/permissions.ts';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import { publishAchievementActivity } from '../friends/activity.ts';
import type { LiveHub } from '../live/hub.ts';

/** A notification to store: whom, what kind, who caused it and where it points. */
export interface NewNotification {
  userId: number;
  type: NotificationType;
  actorId?: number | null;
  threadId?: number | null;
  postId?: number | null;
  excerpt?: string;
  data?: Record<string, unknown>;
  /** Notifications of one (user, key) are one row: a later one replaces it, unread again (batching). */
  groupKey?: string;
}

const EXCERPT_MAX = 200;

/** Plain, short text for a notification from markdown: images, links and marks gone. */
export function excerptOf(markdown: string): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^>.*$/gm, ' ')
    .replace(/[*_~`#>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1)}…` : text;
}

/**
 * Stores notifications (inside the caller's transaction when given one) and answers their ids, for
 * publishNotifications after the commit. A member is never notified of their own doing.
 */
export async function storeNotifications(db: Db, items: NewNotification[]): Promise<number[]> {
  const ids: number[] = [];
  const now = new Date().toISOString();
  for (const item of items) {
    if (item.actorId != null && item.actorId === item.userId) continue;
    const values = {
      user_id: item.userId,
      type: item.type,
      actor_id: item.actorId ?? null,
      thread_id: item.threadId ?? null,
      post_id: item.postId ?? null,
      excerpt: (item.excerpt ?? '').slice(0, 300),
      data: JSON.stringify(item.data ?? {}),
      group_key: item.groupKey ?? null,
      read: 0,
      created_at: now,
    };
    const row = item.groupKey
      ? await db
          .insertInto('notifications')
          .values(values)
          .onConflict((oc) =>
            oc.columns(['user_id', 'group_key']).where('group_key', 'is not', null).doUpdateSet({
              actor_id: values.actor_id,
              excerpt: values.excerpt,
              data: values.data,
              read: 0,
              created_at: now,
            }),
          )
          .returning('id')
          .executeTakeFirstOrThrow()
      : await db.insertInto('notifications').values(values).returning('id').executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

function selectViews(db: Db) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .leftJoin('threads as t', 't.id', 'n.thread_id')
    .leftJoin('categories as c', 'c.id', 't.category_id')
    .leftJoin('posts as p', 'p.id', 'n.post_id')
    .select([
      'n.id',
      'n.user_id',
      'n.type',
      'n.read',
      'n.created_at',
      'n.actor_id',
      'a.username as actor_username',
      'n.thread_id',
      'n.post_id',
      'n.excerpt',
      'n.data',
      't.title as thread_title',
      't.slug as thread_slug',
      't.category_id',
      'c.slug as category_slug',
    ]);
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

/** issue 18 §3: one notification per trade, titled by what last happened to it. */
function tradeTitle(data: string, who: string): string {
  const event = (JSON.parse(data) as { event?: string }).event;
  return event && event !== 'offer' ? `${who} ${event} the trade` : `Trade offer from ${who}`;
}

const TITLES: Record<NotificationType, (row: ViewRow, who: string) => [title: string, message: string]> = {
  reply: (row, who) => [`New reply in "${row.thread_title}"`, `${who} replied to a thread you follow.`],
  mention: (row, who) => [`${who} mentioned you`, `in "${row.thread_title}"`],
  quote: (row, who) => [`${who} quoted you`, `in "${row.thread_title}"`],
  reaction: (row, who) => [`${who} reacted to your post`, `in "${row.thread_title}"`],
  message: (_row, who) => [`New message from ${who}`, 'You have a new private message.'],
  design_review: (row) => [`Your design was reviewed`, row.excerpt],
  report: (row, who) => [`New report from ${who}`, row.excerpt],
  achievement: (row) => ['Achievement unlocked!', row.excerpt],
  gift: (row, who) => [`${who} sent you a gift`, row.excerpt],
  trade: (row, who) => [tradeTitle(row.data, who), row.excerpt],
  sale: (row) => ['Your design sold', row.excerpt],
  friend_request: (_row, who) => [`${who} wants to be friends`, 'Accept or decline on your friends page.'],
  friend_accept: (_row, who) => [`${who} accepted your friend request`, 'You are now friends.'],
};

/** One notification as the API and the live event show it (STYLE.md 'One mapper per payload'). */
export function presentNotification(row: ViewRow): NotificationView {
  const type = row.type as NotificationType;
  const who = row.actor_username === null ? 'Someone' : authorName(row.actor_username);
  const [title, message] = (TITLES[type] ?? (() => ['Notification', row.excerpt]))(row, who);
  const data = JSON.parse(row.data) as Record<string, unknown>;
  const url =
    typeof data.url === 'string'
      ? data.url
      : row.thread_slug && row.category_slug
        ? `/thread/${row.category_slug}/${row.thread_slug}${row.post_id ? `#post-${row.post_id}` : ''}`
        : null;
  return {
    id: row.id,
    type,
    read: row.read === 1,
    created_at: row.created_at,
    actor:
      row.actor_id !== null && row.actor_username
        ? { id: row.actor_id, username: authorName(row.actor_username) }
        : null,
    thread_id: row.thread_id,
    post_id: row.post_id,
    excerpt: row.excerpt,
    data,
    title,
    message,
    url,
    threadId: row.thread_id,
    postId: row.post_id,
  };
}

/** Sends stored notifications live to their owners (after the commit that stored them). */
export async function publishNotifications(live: LiveHub, db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await selectViews(db).where('n.id', 'in', ids).execute();
  for (const row of rows) {
    const audience =
      row.category_id != null
        ? { kind: 'user' as const, userId: row.user_id, categoryId: row.category_id }
        : { kind: 'user' as const, userId: row.user_id };
    await live.publish(audience, 'notification', presentNotification(row));
  }
  // issue 19 §2: an achievement's activity entry goes to friends with the owner's notification.
  await publishAchievementActivity(
    live,
    db,
    rows.flatMap((row) => {
      const { achievement } = JSON.parse(row.data) as { achievement?: string };
      return row.type === 'achievement' && achievement ? [{ userId: row.user_id, achievement }] : [];
    }),
  );
}

/** Stores and publishes in one go, where no transaction of the caller's is involved. */
export async function notify(db: Db, live: LiveHub, items: NewNotification[]): Promise<void> {
  const ids = await storeNotifications(db, items);
  await live.afterCommit(() => publishNotifications(live, db, ids));
}

/**
 * Only notifications about what the member may still view (issue 17 §1): the thread's category must
 * be viewable, and outside the categories they moderate the thread and the post must not be archived
 * (nor the post deleted). The list and the unread count use this one rule, so they agree.
 */
function visibleTo<QB extends SelectQueryBuilder<VisibilityTables, 'n' | 't' | 'p', object>>(
  query: QB,
  access: Access,
): QB {
  const viewable = viewableCategoryIds(access);
  const moderated = viewable.filter((id) => can(access, id, 'moderate'));
  return query.where((eb) =>
    eb.or([
      eb('n.thread_id', 'is', null),
      viewable.length
        ? eb.and([
            eb('t.category_id', 'in', viewable),
            eb.or([eb('n.post_id', 'is', null), eb('p.id', 'is not', null)]),
            eb.or([
              moderated.length ? eb('t.category_id', 'in', moderated) : sql<boolean>`false`,
              eb.and([
                eb('t.archived', '=', 0),
                eb.or([eb('n.post_id', 'is', null), eb('p.archived', '=', 0)]),
              ]),
            ]),
          ])
        : sql<boolean>`false`,
    ]),
  ) as QB;
}

type VisibilityTables = {
  n: Database['notifications'];
  t: Nullable<Database['threads']>;
  p: Nullable<Database['posts']>;
};

export async function listNotifications(db: Db, access: Access, page: number, perPage: number) {
  const userId = access.userId!;
  const rows = await visibleTo(selectViews(db).where('n.user_id', '=', userId), access)
    .orderBy('n.id', 'desc')
    .limit(perPage + 1)
    .offset((page - 1) * perPage)
    .execute();
  return {
    notifications: rows.slice(0, perPage).map(presentNotification),
    has_more: rows.length > perPage,
    unread: await unreadCount(db, access),
  };
}

export async function unreadCount(db: Db, access: Access): Promise<number> {
  const query = db
    .selectFrom('notifications as n')
    .leftJoin('threads as t', 't.id', 'n.thread_id')
    .leftJoin('posts as p', 'p.id', 'n.post_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('n.user_id', '=', access.userId!)
    .where('n.read', '=', 0);
  const row = await visibleTo(query, access).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the given notifications (or all) of the member read; answers the unread count left. */
export async function markRead(
  db: Db,
  live: LiveHub,
  access: Access,
  which: { ids?: number[]; all?: boolean },
): Promise<number> {
  const userId = access.userId!;
  let update = db
    .updateTable('notifications')
    .set({ read: 1 })
    .where('user_id', '=', userId)
    .where('read', '=', 0);
  if (!which.all) update = update.where('id', 'in', which.ids?.length ? which.ids : [0]);
  await update.execute();
  const unread = await unreadCount(db, access);
  // The member's other tabs and devices follow.
  await live.afterCommit(() => live.publish({ kind: 'user', userId }, 'notification.unread', { unread }));
  return unread;
}

/**
 * A member who opened a thread has read what its notifications told of: they are marked read, so
 * no notification mail repeats them (issue 16 §2). The thread page's own look-up tells whether
 * there are any (getThreadPage): most reads have none to mark and skip this.
 */
export async function markThreadRead(db: Db, userId: number, threadId: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read: 1 })
    .where('user_id', '=', userId)
    .where('read', '=', 0)
    .where('thread_id', '=', threadId)
    .execute();
}

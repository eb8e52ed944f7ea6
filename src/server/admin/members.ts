import { sql } from 'kysely';
import { ADMIN } from '../../common/admin-messages.ts';
import { type Access, viewableCategoryIds } from '../accounts/permissions.ts';
import type { Db } from '../db/index.ts';
import { notFound } from '../http/errors.ts';
import { presentAuditEntry, selectAuditEntries } from './audit-log.ts';

export const MEMBERS_PER_PAGE = 50;
const RECENT_POSTS = 10;
const RECENT_REPORTS = 50;
const HISTORY = 100;
const EXCERPT = 200;

/** `text` for a LIKE pattern that matches it anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The names of each listed member's groups, in one query. */
async function groupNames(db: Db, userIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return names;
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('groups', 'groups.id', 'memberships.group_id')
    .select(['memberships.user_id', 'groups.name'])
    .where('memberships.user_id', 'in', userIds)
    .orderBy('groups.id')
    .execute();
  for (const row of rows) names.get(row.user_id)?.push(row.name);
  return names;
}

/** Members whose name or e-mail contains `q` (any case), newest first, a page at a time. */
export async function listMembers(db: Db, q: string, page: number) {
  let query = db.selectFrom('users');
  const text = q.trim();
  if (text) {
    const pattern = containing(text);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(username)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(email)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    query
      .select([
        'id',
        'username',
        'email',
        'created_at',
        'last_seen_at',
        'suspended_until',
        'silenced_until',
        'deleted_at',
      ])
      .orderBy('id', 'desc')
      .limit(MEMBERS_PER_PAGE)
      .offset((page - 1) * MEMBERS_PER_PAGE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const groups = await groupNames(
    db,
    rows.map((row) => row.id),
  );
  return {
    users: rows.map(({ deleted_at, ...row }) => ({
      ...row,
      groups: groups.get(row.id) ?? [],
      deleted: deleted_at !== null,
    })),
    total: Number(total.n),
    page,
    per_page: MEMBERS_PER_PAGE,
  };
}

const excerpt = (content: string) => {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat;
};

/**
 * A member as the admin panel's member page shows them: account, groups, balances, recent posts,
 * reports on what they wrote, and the staff actions taken on them. A moderator sees posts and
 * reports only in the categories they may view and moderate.
 */
export async function memberPage(db: Db, access: Access, id: number) {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'email',
      'email_verified_at',
      'created_at',
      'last_seen_at',
      'coins',
      'gems',
      'post_count',
      'suspended_until',
      'suspend_reason',
      'silenced_until',
      'silence_reason',
      'deleted_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user) throw notFound(ADMIN.userNotFound);
  const viewable = access.isAdmin ? null : viewableCategoryIds(access);
  const moderated = access.isAdmin
    ? null
    : [...access.categories].filter(([, grant]) => grant.moderate).map(([categoryId]) => categoryId);

  let posts = db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.id', 'posts.thread_id')
    .select(['posts.id', 'posts.thread_id', 'threads.title', 'posts.content', 'posts.created_at'])
    .where('posts.author_id', '=', id);
  if (viewable) posts = posts.where('threads.category_id', 'in', [0, ...viewable]);

  let reports = db
    .selectFrom('reports')
    .select(['id', 'status', 'reason', 'created_at', 'target_type', 'target_id', 'thread_id'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('target_type', '=', 'post'),
          eb('target_id', 'in', eb.selectFrom('posts').select('id').where('author_id', '=', id)),
        ]),
        eb.and([
          eb('target_type', '=', 'thread'),
          eb('target_id', 'in', eb.selectFrom('threads').select('id').where('author_id', '=', id)),
        ]),
      ]),
    );
  if (moderated) reports = reports.where('category_id', 'in', [0, ...moderated]);

  const [groups, recent, reported, history] = await Promise.all([
    db
      .selectFrom('memberships')
      .innerJoin('groups', 'groups.id', 'memberships.group_id')
      .select(['groups.id', 'groups.name'])
      .where('memberships.user_id', '=', id)
      .orderBy('groups.id')
      .execute(),
    posts.orderBy('posts.id', 'desc').limit(RECENT_POSTS).execute(),
    reports.orderBy('id', 'desc').limit(RECENT_REPORTS).execute(),
    selectAuditEntries(db)
      .where('audit_log.target_type', '=', 'user')
      .where('audit_log.target_id', '=', String(id))
      .orderBy('audit_log.id', 'desc')
      .limit(HISTORY)
      .execute(),
  ]);
  const { email_verified_at, ...account } = user;
  return {
    user: { ...account, email_verified: email_verified_at !== null, groups },
    recent_posts: recent.map((post) => ({
      id: post.id,
      thread_id: post.thread_id,
      thread_title: post.title,
      excerpt: excerpt(post.content),
      created_at: post.created_at,
    })),
    reports: reported.map((report) => ({
      id: report.id,
      status: report.status,
      reason: report.reason,
      created_at: report.created_at,
      post_id: report.target_type === 'post' ? report.target_id : null,
      thread_id: report.thread_id,
    })),
    history: history.map(presentAuditEntry),
  };
}

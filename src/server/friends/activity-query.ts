import { achievementInfo } from '../../common/achievements.ts';
import type { ActivityEntry, ActivityKind } from '../../common/home-social.ts';
import { authorName } from '../../common/members.ts';
import type { Db } from '../db/index.ts';
import { avatarUrl } from '../shop/avatar.ts';

/**
 * Activity rows with what an entry shows: the member and their avatar's version, and for forum
 * entries the thread as it is now (titles change, threads move) with its category.
 */
export function selectActivity(db: Db) {
  return db
    .selectFrom('activity as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('avatars as av', 'av.user_id', 'a.user_id')
    .leftJoin('threads as t', 't.id', 'a.thread_id')
    .leftJoin('categories as c', 'c.id', 't.category_id')
    .leftJoin('posts as p', 'p.id', 'a.post_id')
    .select([
      'a.id',
      'a.user_id',
      'a.kind',
      'a.thread_id',
      'a.post_id',
      'a.data',
      'a.created_at',
      'u.username',
      'av.version as avatar_version',
      't.title as thread_title',
      't.slug as thread_slug',
      't.category_id',
      'c.slug as category_slug',
    ]);
}

export type ActivityRow = Awaited<ReturnType<ReturnType<typeof selectActivity>['execute']>>[number];

type ActivityQuery = ReturnType<typeof selectActivity>;

/**
 * Only members whose activity may be shown: not hiding it (checked when read, so hiding also hides
 * what was recorded before), not deleted, not suspended now.
 */
export function shownMembers(query: ActivityQuery, now: Date): ActivityQuery {
  return query
    .where('u.hide_activity', '=', 0)
    .where('u.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([eb('u.suspended_until', 'is', null), eb('u.suspended_until', '<=', now.toISOString())]),
    );
}

interface ActivityData {
  score?: number;
  design_id?: number;
  name?: string;
  variant_id?: number | null;
  achievement?: string;
}

/** One entry as the feed and the live `activity.new` event show it (STYLE.md 'One mapper per payload'). */
export function presentActivity(row: ActivityRow): ActivityEntry {
  const data = JSON.parse(row.data) as ActivityData;
  const entry: ActivityEntry = {
    id: row.id,
    kind: row.kind as ActivityKind,
    created_at: row.created_at,
    member: {
      id: row.user_id,
      username: authorName(row.username),
      avatar_url: avatarUrl(row.user_id, row.avatar_version ?? 0),
    },
  };
  if (row.thread_id !== null && row.thread_title !== null) {
    const anchor = row.kind === 'reply' && row.post_id !== null ? `#post-${row.post_id}` : '';
    entry.thread = {
      id: row.thread_id,
      title: row.thread_title,
      url: `/thread/${row.category_slug}/${row.thread_slug}${anchor}`,
    };
    if (row.post_id !== null) entry.post_id = row.post_id;
  }
  if (typeof data.score === 'number') entry.score = data.score;
  if (typeof data.design_id === 'number') {
    entry.design = {
      id: data.design_id,
      name: data.name ?? '',
      url: data.variant_id ? `/shop/item/${data.variant_id}` : '/shop',
    };
  }
  if (data.achievement) {
    entry.achievement = {
      key: data.achievement,
      name: achievementInfo(data.achievement)?.name ?? data.achievement,
    };
  }
  return entry;
}

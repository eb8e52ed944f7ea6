import { expect } from 'vitest';
import type { ActivityEntry } from '../../src/common/home-social.ts';
import type { DbHandle } from '../../src/server/db/index.ts';
import { friendPair } from '../../src/server/friends/queries.ts';
import type { TestApp } from '../support/app.ts';
import { type Actor, getJson } from '../support/forum.ts';

/** Makes two members friends the way an accepted request leaves them (the friend routes are §2's other part). */
export async function befriend(database: DbHandle, a: Actor, b: Actor): Promise<void> {
  const now = new Date().toISOString();
  await database.db
    .insertInto('friendships')
    .values({
      ...friendPair(a.user.id, b.user.id),
      requested_by: a.user.id,
      status: 'accepted',
      created_at: now,
      accepted_at: now,
    })
    .execute();
}

/** GET /api/friends/activity as `actor`: the whole answer. */
export async function activityPage(
  t: TestApp,
  actor: Actor,
  before?: number,
): Promise<{ entries: ActivityEntry[]; has_more: boolean }> {
  const res = await getJson(t.app, `/api/friends/activity${before ? `?before=${before}` : ''}`, {
    cookie: actor.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The entries `actor` sees of the member `of`, newest first. */
export async function entriesOf(t: TestApp, actor: Actor, of: Actor): Promise<ActivityEntry[]> {
  return (await activityPage(t, actor)).entries.filter((entry) => entry.member.id === of.user.id);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countView, viewerKey } from '../../src/server/forum/read-service.ts';
import { pruneThreadViews } from '../../src/server/forum/view-prune.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  categoryCounters,
  freshCategory,
  getJson,
  signIn,
  startThread,
} from '../support/forum.ts';

// issue 15 §4: the log behind "one view per viewer per thread per hour" (DECISIONS.md) keeps only
// the hour the rule still looks at.

const HOUR = 3_600_000;

let t: TestApp;
let member: Actor;
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t);
});
afterAll(() => t.close());

const viewRows = (threadId: number) =>
  t.database.db
    .selectFrom('thread_views')
    .select(['viewer', 'hour'])
    .where('thread_id', '=', threadId)
    .orderBy('hour')
    .orderBy('viewer')
    .execute();

/** Views of `threadId` logged in past hours, as a long-running site would have them. */
async function oldViews(threadId: number, count: number, hoursAgo = 3) {
  const hour = Math.floor(Date.now() / HOUR) - hoursAgo;
  await t.database.db
    .insertInto('thread_views')
    .values(Array.from({ length: count }, (_, i) => ({ thread_id: threadId, viewer: `v:old-${i}`, hour })))
    .execute();
}

describe('pruning the view log', () => {
  it('removes the rows of ended hours in batches and keeps the current hour’s', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, member, category.id);
    await oldViews(thread.id, 25);
    await oldViews(thread.id, 1, 2);
    await getJson(t.app, `/api/thread/${thread.id}`, { cookie: member.cookie });
    expect(await viewRows(thread.id)).toHaveLength(27);

    const removed = await pruneThreadViews(t.database.db, { batch: 10 });
    expect(removed).toBeGreaterThanOrEqual(26);
    const hour = Math.floor(Date.now() / HOUR);
    expect(await viewRows(thread.id)).toEqual([{ viewer: `u:${member.user.id}`, hour }]);
  });

  it('still counts one view per viewer per hour once the past is pruned', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, member, category.id);
    const viewer = viewerKey(member.user.id, '127.0.0.1', undefined);
    const start = Math.floor(Date.now() / HOUR) * HOUR + 5 * 60_000;
    const view = (at: number) => countView(t.database.db, thread.id, category.id, viewer, at);

    expect(await view(start - HOUR)).toBe(true);
    expect(await view(start)).toBe(true);
    expect(await view(start + 60_000)).toBe(false);
    await pruneThreadViews(t.database.db, { now: start + 60_000 });
    expect(await viewRows(thread.id)).toEqual([{ viewer, hour: Math.floor(start / HOUR) }]);
    // The current hour's row survived, so a repeat view within it still does not count.
    expect(await view(start + 120_000)).toBe(false);
    expect(await view(start + HOUR)).toBe(true);
    expect(await categoryCounters(t.database, category.id)).toMatchObject({ total_views: 3 });
  });

  it('keeps an ended hour for a minute, for servers whose clocks run behind', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, member, category.id);
    const hourStart = Math.floor(Date.now() / HOUR) * HOUR;
    await countView(t.database.db, thread.id, category.id, 'v:late', hourStart - 1);
    await pruneThreadViews(t.database.db, { now: hourStart + 30_000 });
    expect(await viewRows(thread.id)).toHaveLength(1);
    await pruneThreadViews(t.database.db, { now: hourStart + 61_000 });
    expect(await viewRows(thread.id)).toEqual([]);
  });

  it('runs on a timer the app starts, and stops when the app closes', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, member, category.id);
    const pruning = await createTestApp({ viewPruneEveryMs: 50 });
    try {
      await oldViews(thread.id, 3);
      const deadline = Date.now() + 5_000;
      while ((await viewRows(thread.id)).length > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await viewRows(thread.id)).toEqual([]);
    } finally {
      await pruning.close();
    }
    await oldViews(thread.id, 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await viewRows(thread.id)).toHaveLength(3);
  });
});

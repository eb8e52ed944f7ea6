import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAccess } from '../../src/server/accounts/permissions.ts';
import { getCategoryPage, listCategories } from '../../src/server/forum/read-service.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  categoryCounters,
  freshCategory,
  getJson,
  insertThreads,
  replyTo,
  signIn,
  startThread,
  type TestCategory,
} from '../support/forum.ts';
import { countingDb, queriesOf } from '../support/query-count.ts';

// issue 15 §4: the category list loads in one query, however many categories there are.

let t: TestApp;
let member: Actor;
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t);
});
afterAll(() => t.close());

/** Categories with threads of their own: the last one empty, one whose newest thread is archived. */
async function categoriesWithThreads(n: number) {
  const made: Array<{ category: TestCategory; latest: number | null }> = [];
  for (let i = 0; i < n; i++) {
    const category = await freshCategory(t.database);
    if (i === n - 1) {
      made.push({ category, latest: null });
      continue;
    }
    const first = await startThread(t.app, member, category.id);
    const second = await startThread(t.app, member, category.id);
    await replyTo(t.app, member, first.id);
    await getJson(t.app, `/api/thread/${second.id}`, { cookie: member.cookie });
    if (i === 0) {
      // Archived threads are hidden from the card, however recent.
      await insertThreads(t.database, category.id, member.user.id, [
        { archived: 1, lastactive_at: new Date(Date.now() + 60_000).toISOString() },
      ]);
    }
    made.push({ category, latest: first.id });
  }
  return made;
}

describe('the category list', () => {
  it('runs one query for 1 category and for 20, with each card’s figures and latest visible thread', async () => {
    const counter = countingDb(t.database.db);
    await categoriesWithThreads(1);
    const few = await loadAccess(t.database.db, member.user.id);
    const fewQueries = await queriesOf(counter, () => listCategories(counter.db, few));

    const made = await categoriesWithThreads(20);
    const many = await loadAccess(t.database.db, member.user.id);
    let cards: Awaited<ReturnType<typeof listCategories>> = [];
    const manyQueries = await queriesOf(counter, async () => {
      cards = await listCategories(counter.db, many);
    });
    expect(cards.length).toBeGreaterThanOrEqual(21);
    expect({ fewQueries, manyQueries }).toEqual({ fewQueries: 1, manyQueries: 1 });

    for (const { category, latest } of made) {
      const card = cards.find((c) => c.id === category.id)!;
      const figures = await categoryCounters(t.database, category.id);
      const page = await getCategoryPage(t.database.db, many, category.slug, 'recent', 1);
      expect(card).toMatchObject({ title: category.title, slug: category.slug, ...figures });
      expect(page).toMatchObject(figures);
      if (latest === null) {
        expect(card).toMatchObject({ no_threads: 0, no_posts: 0, total_views: 0, lastactive: null });
        continue;
      }
      const thread = page.threads.find((x) => x.id === latest)!;
      expect(card.lastactive).toEqual({
        thread_id: latest,
        thread_slug: thread.slug,
        title: thread.title,
        author: member.user.username,
        created: thread.lastactive.created,
      });
    }
    // Two threads, three posts, one view; the first category also holds the archived thread.
    expect(cards.find((c) => c.id === made[1]!.category.id)).toMatchObject({
      no_threads: 2,
      no_posts: 3,
      total_views: 1,
    });

    // The HTTP answer is the same list, in the same order.
    const http = (await getJson(t.app, '/api/categories', { cookie: member.cookie })).json();
    const ours = new Set(made.map((m) => m.category.id));
    expect(http.filter((c: { id: number }) => ours.has(c.id))).toEqual(cards.filter((c) => ours.has(c.id)));
  });
});

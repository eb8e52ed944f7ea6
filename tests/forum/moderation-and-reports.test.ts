import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  expectRefusal,
  freshCategory,
  getJson,
  moderatorGroupFor,
  postAs,
  replyTo,
  signIn,
  startThread,
  type TestCategory,
} from '../support/forum.ts';

let t: TestApp;
let author: Actor;
let reporter: Actor;

beforeAll(async () => {
  t = await createTestApp();
  author = await signIn(t);
  reporter = await signIn(t);
});
afterAll(() => t.close());

/** A fresh category with a thread and a reply in it, and a moderator of that category alone. */
async function moderatedThread() {
  const category = await freshCategory(t.database);
  const moderator = await signIn(t, [await moderatorGroupFor(t.database, category)]);
  const thread = await startThread(t.app, author, category.id, { title: 'Reported thread' });
  const postId = await replyTo(t.app, author, thread.id, 'Buy cheap coins at example.test');
  return { category, moderator, thread, postId };
}

const report = (actor: Actor, url: string, payload: object) => postAs(t.app, actor.cookie, url, payload);
const queue = async (moderator: Actor, status = 'open') => {
  const res = await getJson(t.app, `/api/moderation/reports?status=${status}`, { cookie: moderator.cookie });
  expect(res.statusCode).toBe(200);
  return res.json().reports as Array<{ id: number; target_id: number; type: string; status: string }>;
};

describe('report validation', () => {
  let postUrl: string;
  beforeAll(async () => {
    postUrl = `/api/post/${(await moderatedThread()).postId}/report`;
  });

  it('refuses a report without a category, or with an unknown one, with 400', async () => {
    expectRefusal(await report(reporter, postUrl, {}), 400, MSG.reportCategoryRequired);
    expectRefusal(await report(reporter, postUrl, { reason: 'Bad' }), 400, MSG.reportCategoryRequired);
    expectRefusal(await report(reporter, postUrl, { category: 'RUDE' }), 400, MSG.reportCategoryRequired);
  });

  it('refuses an OTHER report without details, or with blank details, with 400', async () => {
    expectRefusal(await report(reporter, postUrl, { category: 'OTHER' }), 400, MSG.reportDetailsRequired);
    expectRefusal(
      await report(reporter, postUrl, { category: 'OTHER', reason: '   ' }),
      400,
      MSG.reportDetailsRequired,
    );
  });

  it('refuses details over 1,000 characters with 400 and accepts exactly 1,000', async () => {
    const tooLong = await report(reporter, postUrl, { category: 'ABUSE', reason: 'x'.repeat(1001) });
    expectRefusal(tooLong, 400, MSG.reportTooLong);
    const res = await report(reporter, postUrl, { category: 'OTHER', reason: 'x'.repeat(1000) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: MSG.reportReceived });
  });

  it('refuses a report on a post that does not exist with 404', async () => {
    const res = await report(reporter, '/api/post/2147483000/report', { category: 'SPAM' });
    expectRefusal(res, 404, MSG.postNotFound);
  });
});

describe('the moderation queue', () => {
  it('shows a post report to a moderator of its category, with what was reported', async () => {
    const { category, moderator, thread, postId } = await moderatedThread();
    await report(reporter, `/api/post/${postId}/report`, { category: 'SPAM', reason: 'Advertising' });

    expect(await queue(moderator)).toEqual([
      {
        id: expect.any(Number),
        type: 'post',
        target_id: postId,
        thread_id: thread.id,
        thread_title: 'Reported thread',
        thread_slug: thread.slug,
        category_id: category.id,
        category_name: category.title,
        category_slug: category.slug,
        category: 'SPAM',
        reason: 'Advertising',
        status: 'open',
        reporter: reporter.user.username,
        created: expect.any(String),
        excerpt: 'Buy cheap coins at example.test',
      },
    ]);
  });

  it('does not show it to a moderator of another category', async () => {
    const { postId } = await moderatedThread();
    const { moderator: elsewhere } = await moderatedThread();
    await report(reporter, `/api/post/${postId}/report`, { category: 'ABUSE' });
    expect(await queue(elsewhere)).toEqual([]);
  });

  it('refuses the queue to a member with 403 and to a visitor with 401', async () => {
    expectRefusal(
      await getJson(t.app, '/api/moderation/reports', { cookie: reporter.cookie }),
      403,
      MSG.noModeration,
    );
    expectRefusal(await getJson(t.app, '/api/moderation/reports'), 401, MSG.loginRequired);
  });

  it('keeps one open report per reporter and target, updated by a repeat', async () => {
    const { moderator, thread } = await moderatedThread();
    const url = `/api/thread/${thread.id}/report`;
    expect((await report(reporter, url, { category: 'SPAM' })).statusCode).toBe(201);
    expect((await report(reporter, url, { category: 'OTHER', reason: 'Off topic' })).statusCode).toBe(201);
    expect(await queue(moderator)).toEqual([
      expect.objectContaining({
        type: 'thread',
        target_id: thread.id,
        category: 'OTHER',
        reason: 'Off topic',
      }),
    ]);
  });

  it('resolves a report once: the second resolve or dismiss answers 409', async () => {
    const { moderator, postId } = await moderatedThread();
    await report(reporter, `/api/post/${postId}/report`, { category: 'SPAM' });
    const [open] = await queue(moderator);

    const res = await postAs(t.app, moderator.cookie, `/api/moderation/reports/${open!.id}/resolve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'resolved' });
    const again = await postAs(t.app, moderator.cookie, `/api/moderation/reports/${open!.id}/resolve`);
    expectRefusal(again, 409, MSG.reportHandled);
    const dismiss = await postAs(t.app, moderator.cookie, `/api/moderation/reports/${open!.id}/dismiss`);
    expectRefusal(dismiss, 409, MSG.reportHandled);

    expect(await queue(moderator)).toEqual([]);
    expect(await queue(moderator, 'resolved')).toEqual([
      expect.objectContaining({ id: open!.id, status: 'resolved' }),
    ]);
  });

  it('dismisses a report, which leaves the open queue', async () => {
    const { moderator, thread } = await moderatedThread();
    await report(reporter, `/api/thread/${thread.id}/report`, { category: 'RULE_VIOLATION' });
    const [open] = await queue(moderator);
    const res = await postAs(t.app, moderator.cookie, `/api/moderation/reports/${open!.id}/dismiss`);
    expect(res.json()).toEqual({ success: true, status: 'dismissed' });
    expect(await queue(moderator)).toEqual([]);
    expect((await queue(moderator, 'all')).map((r) => r.status)).toEqual(['dismissed']);
  });

  it('answers 404 for a report that does not exist', async () => {
    const { moderator } = await moderatedThread();
    const res = await postAs(t.app, moderator.cookie, '/api/moderation/reports/2147483000/resolve');
    expectRefusal(res, 404, MSG.reportNotFound);
  });

  it('drops the reports of a deleted post', async () => {
    const { moderator, postId } = await moderatedThread();
    await report(reporter, `/api/post/${postId}/report`, { category: 'SPAM' });
    expect((await postAs(t.app, moderator.cookie, `/api/post/${postId}/delete`)).statusCode).toBe(200);
    expect(await queue(moderator, 'all')).toEqual([]);
  });

  it("moves a thread's reports to the queue of its new category", async () => {
    const from = await moderatedThread();
    const to: TestCategory = await freshCategory(t.database);
    const toModerator = await signIn(t, [await moderatorGroupFor(t.database, to)]);
    await report(reporter, `/api/thread/${from.thread.id}/report`, { category: 'SPAM' });

    const admin = await signIn(t, ['Administrators']);
    const moved = await postAs(t.app, admin.cookie, `/api/thread/${from.thread.id}/move`, {
      category_id: to.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(await queue(from.moderator)).toEqual([]);
    expect(await queue(toModerator)).toEqual([expect.objectContaining({ thread_id: from.thread.id })]);
  });
});

describe('thread moderation', () => {
  it.each([
    ['pin', 'pinned'],
    ['lock', 'locked'],
    ['close', 'closed'],
    ['archive', 'archived'],
  ])('toggles %s and answers the new value of %s each time', async (action, flag) => {
    const { moderator, thread } = await moderatedThread();
    const toggle = () => postAs(t.app, moderator.cookie, `/api/thread/${thread.id}/${action}`);
    expect((await toggle()).json()).toEqual({ success: true, [flag]: true });
    expect((await toggle()).json()).toEqual({ success: true, [flag]: false });
  });

  it("refuses to move a thread into a category the moderator doesn't moderate with 403", async () => {
    const { moderator, thread } = await moderatedThread();
    const other = await freshCategory(t.database);
    const res = await postAs(t.app, moderator.cookie, `/api/thread/${thread.id}/move`, {
      category_id: other.id,
    });
    expectRefusal(res, 403, MSG.forbidden);
  });

  it('refuses to move a thread into a category that does not exist with 404', async () => {
    const { moderator, thread } = await moderatedThread();
    const res = await postAs(t.app, moderator.cookie, `/api/thread/${thread.id}/move`, {
      category_id: 2147483000,
    });
    expectRefusal(res, 404, MSG.invalidCategory);
  });
});

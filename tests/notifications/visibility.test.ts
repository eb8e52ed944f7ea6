import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeNotifications } from '../../src/server/notifications/service.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  expectStatus,
  freshCategory,
  getJson,
  moderatorGroupFor,
  postAs,
  replyTo,
  signIn,
  startThread,
} from '../support/forum.ts';

let t: TestApp;
let author: Actor;
beforeAll(async () => {
  t = await createTestApp();
  author = await signIn(t);
});
afterAll(() => t.close());

interface Listed {
  notifications: { id: number; type: string; thread_id: number | null; post_id: number | null }[];
  unread: number;
}
const list = async (actor: Actor): Promise<Listed> =>
  (await getJson(t.app, '/api/notifications?per_page=100', { cookie: actor.cookie })).json();

/** A thread in a fresh category that `reader` follows, with one reply notification waiting. */
async function followedReply() {
  const category = await freshCategory(t.database);
  const thread = await startThread(t.app, author, category.id);
  const reader = await signIn(t);
  await postAs(t.app, reader.cookie, `/api/thread/${thread.id}/subscribe`);
  const postId = await replyTo(t.app, author, thread.id, 'A reply to follow');
  const before = await list(reader);
  expect(before.unread).toBe(1);
  expect(before.notifications.map((n) => n.post_id)).toEqual([postId]);
  return { category, thread, reader, postId };
}

describe('notifications of what the member may no longer view (issue 17 §1)', () => {
  it('hides a notification whose post was archived, and the unread count agrees', async () => {
    const { reader, postId } = await followedReply();
    expectStatus(await postAs(t.app, author.cookie, `/api/post/${postId}/archive`), 200);
    expect(await list(reader)).toMatchObject({ notifications: [], unread: 0 });
    // Unarchived, it is back.
    expectStatus(await postAs(t.app, author.cookie, `/api/post/${postId}/unarchive`), 200);
    expect((await list(reader)).unread).toBe(1);
  });

  it('hides a notification whose post was deleted', async () => {
    const { reader, postId } = await followedReply();
    expectStatus(await postAs(t.app, author.cookie, `/api/post/${postId}/delete`), 200);
    expect(await list(reader)).toMatchObject({ notifications: [], unread: 0 });
  });

  it('hides a notification whose thread was archived, but not from its moderators', async () => {
    const { category, thread, reader } = await followedReply();
    const moderator = await signIn(t, [await moderatorGroupFor(t.database, category)]);
    await postAs(t.app, moderator.cookie, `/api/thread/${thread.id}/subscribe`);
    await replyTo(t.app, author, thread.id, 'Another reply');
    expect((await list(moderator)).unread).toBe(1);
    expectStatus(await postAs(t.app, moderator.cookie, `/api/thread/${thread.id}/archive`), 200);
    expect(await list(reader)).toMatchObject({ notifications: [], unread: 0 });
    const staff = await list(moderator);
    expect(staff.unread).toBe(1);
    expect(staff.notifications.map((n) => n.thread_id)).toEqual([thread.id]);
  });

  it('still shows design-review and report notifications', async () => {
    const { category, thread } = await followedReply();
    const moderator = await signIn(t, [await moderatorGroupFor(t.database, category)]);
    const designer = await signIn(t);
    await storeNotifications(t.database.db, [
      {
        userId: designer.user.id,
        type: 'design_review',
        excerpt: 'Approved',
        data: { url: '/design-studio' },
      },
      { userId: moderator.user.id, type: 'report', actorId: author.user.id, threadId: thread.id },
    ]);
    expect((await list(designer)).notifications.map((n) => n.type)).toEqual(['design_review']);
    expect((await list(designer)).unread).toBe(1);
    expect((await list(moderator)).notifications.map((n) => n.type)).toEqual(['report']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  expectRefusal,
  freshCategory,
  getJson,
  postAs,
  replyTo,
  signIn,
  startThread,
  type TestCategory,
} from '../support/forum.ts';

let t: TestApp;
let author: Actor;
let member: Actor;
let moderator: Actor;

beforeAll(async () => {
  t = await createTestApp();
  author = await signIn(t);
  member = await signIn(t);
  moderator = await signIn(t, ['Moderators']);
});
afterAll(() => t.close());

const reply = (actor: Actor, threadId: number, text = 'A reply') =>
  postAs(t.app, actor.cookie, `/api/thread/${threadId}/reply`, { text });
const threadIds = async (actor: Actor | null, category: TestCategory) => {
  const res = await getJson(t.app, `/api/category/${category.slug}`, { cookie: actor?.cookie });
  return res.json().threads.map((thread: { id: number }) => thread.id);
};
const recentIds = async (actor: Actor | null) => {
  const res = await getJson(t.app, '/api/recent_activity', { cookie: actor?.cookie });
  expect(res.statusCode).toBe(200);
  return res.json().map((thread: { id: number }) => thread.id);
};
const postIds = async (actor: Actor | null, threadId: number) => {
  const res = await getJson(t.app, `/api/thread/${threadId}`, { cookie: actor?.cookie });
  expect(res.statusCode).toBe(200);
  return res.json().posts.map((post: { id: number }) => post.id);
};

const CLOSED_STATES = [
  { action: 'lock', flag: 'locked', refusal: MSG.threadLocked },
  { action: 'close', flag: 'closed', refusal: MSG.threadClosed },
] as const;

for (const { action, flag, refusal } of CLOSED_STATES)
  describe(`a ${flag} thread`, () => {
    it(`refuses a member's reply with 403 but lets a moderator reply`, async () => {
      const category = await freshCategory(t.database);
      const thread = await startThread(t.app, author, category.id);
      const toggled = await postAs(t.app, moderator.cookie, `/api/thread/${thread.id}/${action}`);
      expect(toggled.statusCode).toBe(200);
      expect(toggled.json()).toEqual({ success: true, [flag]: true });

      expectRefusal(await reply(member, thread.id), 403, refusal);
      expectRefusal(await reply(author, thread.id), 403, refusal);
      expect((await reply(moderator, thread.id, 'Moderator note')).statusCode).toBe(201);
      const page = (await getJson(t.app, `/api/thread/${thread.id}`)).json();
      expect(page[flag]).toBe(true);
      expect(page.replies).toBe(1);
    });

    it('keeps its author from editing their post, with 403', async () => {
      const category = await freshCategory(t.database);
      const thread = await startThread(t.app, author, category.id);
      await postAs(t.app, moderator.cookie, `/api/thread/${thread.id}/${action}`);
      const res = await postAs(t.app, author.cookie, `/api/post/${thread.postId}/edit`, { text: 'Changed' });
      expectRefusal(res, 403, refusal);
    });

    it(`takes member replies again once the moderator toggles ${action} off`, async () => {
      const category = await freshCategory(t.database);
      const thread = await startThread(t.app, author, category.id);
      await postAs(t.app, moderator.cookie, `/api/thread/${thread.id}/${action}`);
      const toggled = await postAs(t.app, moderator.cookie, `/api/thread/${thread.id}/${action}`);
      expect(toggled.json()).toEqual({ success: true, [flag]: false });
      expect((await reply(member, thread.id)).statusCode).toBe(201);
    });
  });

describe('an archived thread', () => {
  let category: TestCategory;
  let archived: number;
  let visible: number;

  beforeAll(async () => {
    category = await freshCategory(t.database);
    archived = (await startThread(t.app, author, category.id, { title: 'Old news' })).id;
    visible = (await startThread(t.app, author, category.id, { title: 'Current' })).id;
    // Other test files post at the same time; activity far in the future keeps these two in the
    // 50 threads recent activity shows, whatever else is written meanwhile.
    await t.database.db
      .updateTable('threads')
      .set({ lastactive_at: '2999-01-01T00:00:00.000Z' })
      .where('id', 'in', [archived, visible])
      .execute();
    const res = await postAs(t.app, moderator.cookie, `/api/thread/${archived}/archive`);
    expect(res.json()).toEqual({ success: true, archived: true });
  });

  it('is hidden from the category list and its total for members and visitors', async () => {
    for (const viewer of [member, null]) expect(await threadIds(viewer, category)).toEqual([visible]);
    const page = (await getJson(t.app, `/api/category/${category.slug}`, { cookie: member.cookie })).json();
    expect(page.meta.total).toBe(1);
  });

  it('is listed, marked archived, for a moderator of the category', async () => {
    expect(new Set(await threadIds(moderator, category))).toEqual(new Set([archived, visible]));
    const page = (
      await getJson(t.app, `/api/category/${category.slug}`, { cookie: moderator.cookie })
    ).json();
    expect(page.threads.find((x: { id: number }) => x.id === archived).archive).toBe(true);
    expect(page.meta.total).toBe(2);
  });

  it('is hidden from recent activity for members but shown to moderators', async () => {
    const forMember = await recentIds(member);
    expect(forMember).toContain(visible);
    expect(forMember).not.toContain(archived);
    expect(await recentIds(null)).not.toContain(archived);
    expect(await recentIds(moderator)).toEqual(expect.arrayContaining([archived, visible]));
  });

  it('stays reachable by its link for members, read only', async () => {
    const res = await getJson(t.app, `/api/thread/${archived}`, { cookie: member.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ thread_id: archived, archive: true, title: 'Old news' });
    expectRefusal(await reply(member, archived), 403, MSG.threadArchived);
  });
});

describe('an archived post', () => {
  let threadId: number;
  let archivedPost: number;

  beforeAll(async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, member, category.id);
    threadId = thread.id;
    archivedPost = await replyTo(t.app, author, thread.id, 'Second thoughts');
    await replyTo(t.app, member, thread.id, 'Still here');
    const res = await postAs(t.app, author.cookie, `/api/post/${archivedPost}/archive`);
    expect(res.json()).toEqual({ success: true, archive: true });
  });

  it('is hidden from other members and visitors in the thread and its post total', async () => {
    for (const viewer of [member, null]) expect(await postIds(viewer, threadId)).not.toContain(archivedPost);
    const page = (await getJson(t.app, `/api/thread/${threadId}`, { cookie: member.cookie })).json();
    expect(page.posts).toHaveLength(2);
    expect(page.pagination.total).toBe(2);
  });

  it('is shown, marked archived, to its author and to moderators', async () => {
    for (const viewer of [author, moderator]) {
      const page = (await getJson(t.app, `/api/thread/${threadId}`, { cookie: viewer.cookie })).json();
      expect(page.posts).toHaveLength(3);
      expect(page.posts.find((p: { id: number }) => p.id === archivedPost)).toMatchObject({
        content: 'Second thoughts',
        archive: true,
      });
    }
  });

  it('cannot be edited by its author until unarchived, but can by a moderator', async () => {
    const edit = (actor: Actor, text: string) =>
      postAs(t.app, actor.cookie, `/api/post/${archivedPost}/edit`, { text });
    expectRefusal(await edit(author, 'Rewritten'), 403, MSG.postArchived);
    expect((await edit(moderator, 'Guarded edit')).statusCode).toBe(200);
  });

  it('shows to everyone again once its author unarchives it', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, member, category.id);
    const post = await replyTo(t.app, author, thread.id);
    await postAs(t.app, author.cookie, `/api/post/${post}/archive`);
    expect(await postIds(member, thread.id)).not.toContain(post);
    const res = await postAs(t.app, author.cookie, `/api/post/${post}/unarchive`);
    expect(res.json()).toEqual({ success: true, archive: false });
    expect(await postIds(member, thread.id)).toContain(post);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  categoryCounters,
  expectRefusal,
  freshCategory,
  getJson,
  postAs,
  replyTo,
  signIn,
  startThread,
} from '../support/forum.ts';

let t: TestApp;
let author: Actor;
let replier: Actor;
let moderator: Actor;

beforeAll(async () => {
  t = await createTestApp();
  author = await signIn(t);
  replier = await signIn(t);
  moderator = await signIn(t, ['Moderators']);
});
afterAll(() => t.close());

const readThread = async (id: number, actor: Actor = author) => {
  const res = await getJson(t.app, `/api/thread/${id}`, { cookie: actor.cookie });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const readCategory = async (slug: string) => (await getJson(t.app, `/api/category/${slug}`)).json();

describe('category and thread counters', () => {
  it('counts a new thread and its opening post, with the author as last active', async () => {
    const category = await freshCategory(t.database);
    const created = await startThread(t.app, author, category.id);

    expect(await categoryCounters(t.database, category.id)).toEqual({
      no_threads: 1,
      no_posts: 1,
      total_views: 0,
    });
    const page = await readCategory(category.slug);
    expect(page).toMatchObject({ no_threads: 1, no_posts: 1, total_views: 0 });
    const [listed] = page.threads;
    expect(listed).toMatchObject({ id: created.id, replies: 0, view_count: 0 });
    expect(listed.lastactive).toEqual({ author: author.user.username, created: listed.created });
  });

  it('counts a reply in the category and the thread and moves last activity to the replier', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id);
    const before = (await readCategory(category.slug)).threads[0].lastactive.created;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const replyId = await replyTo(t.app, replier, thread.id);

    expect(await categoryCounters(t.database, category.id)).toMatchObject({ no_threads: 1, no_posts: 2 });
    const [listed] = (await readCategory(category.slug)).threads;
    const reply = (await readThread(thread.id)).posts.find((p: { id: number }) => p.id === replyId);
    expect(listed.replies).toBe(1);
    expect(listed.lastactive).toEqual({ author: replier.user.username, created: reply.created });
    expect(Date.parse(listed.lastactive.created)).toBeGreaterThan(Date.parse(before));

    const card = (await getJson(t.app, '/api/categories'))
      .json()
      .find((c: { id: number }) => c.id === category.id);
    expect(card.lastactive).toMatchObject({ thread_id: thread.id, author: replier.user.username });
  });

  it('takes a deleted reply off the counters and moves last activity back to the previous post', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id);
    const opening = (await readThread(thread.id)).posts[0];
    const replyId = await replyTo(t.app, replier, thread.id);

    const res = await postAs(t.app, replier.cookie, `/api/post/${replyId}/delete`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, thread_deleted: false });

    expect(await categoryCounters(t.database, category.id)).toMatchObject({ no_threads: 1, no_posts: 1 });
    const after = await readThread(thread.id);
    expect(after.replies).toBe(0);
    expect(after.posts.map((p: { id: number }) => p.id)).toEqual([thread.postId]);
    expect(after.lastactive).toEqual({ author: author.user.username, created: opening.created });
  });

  it('deletes the whole thread with its replies and views when a moderator deletes the opening post', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id);
    await replyTo(t.app, replier, thread.id);
    await replyTo(t.app, author, thread.id);
    await readThread(thread.id, replier);
    expect(await categoryCounters(t.database, category.id)).toEqual({
      no_threads: 1,
      no_posts: 3,
      total_views: 1,
    });

    const res = await postAs(t.app, moderator.cookie, `/api/post/${thread.postId}/delete`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, thread_deleted: true });

    expect(await categoryCounters(t.database, category.id)).toEqual({
      no_threads: 0,
      no_posts: 0,
      total_views: 0,
    });
    expectRefusal(await getJson(t.app, `/api/thread/${thread.id}`), 404, MSG.threadNotFound);
    const orphans = await t.database.db
      .selectFrom('posts')
      .select('id')
      .where('thread_id', '=', thread.id)
      .execute();
    expect(orphans).toEqual([]);
  });

  it('lets the author delete their opening post while nobody has replied, deleting the thread', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id);

    const res = await postAs(t.app, author.cookie, `/api/post/${thread.postId}/delete`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, thread_deleted: true });
    expect(await categoryCounters(t.database, category.id)).toMatchObject({ no_threads: 0, no_posts: 0 });
    expect((await readCategory(category.slug)).threads).toEqual([]);
  });

  it('refuses the author deleting the opening post of a thread with replies with 403', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id);
    await replyTo(t.app, replier, thread.id);

    const res = await postAs(t.app, author.cookie, `/api/post/${thread.postId}/delete`);
    expectRefusal(res, 403, MSG.openingPostHasReplies);
    expect(await categoryCounters(t.database, category.id)).toMatchObject({ no_threads: 1, no_posts: 2 });
    expect((await readThread(thread.id)).posts).toHaveLength(2);
  });

  it('moves a thread with its posts and views from one category to the other', async () => {
    const from = await freshCategory(t.database);
    const to = await freshCategory(t.database);
    const stays = await startThread(t.app, author, from.id);
    const moves = await startThread(t.app, author, from.id);
    await replyTo(t.app, replier, moves.id);
    await replyTo(t.app, replier, moves.id);
    await readThread(moves.id, replier);
    await readThread(moves.id, author);
    await readThread(stays.id, replier);

    const res = await postAs(t.app, moderator.cookie, `/api/thread/${moves.id}/move`, { category_id: to.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      category_id: to.id,
      category_slug: to.slug,
      category_title: to.title,
      slug: moves.slug,
    });

    expect(await categoryCounters(t.database, from.id)).toEqual({
      no_threads: 1,
      no_posts: 1,
      total_views: 1,
    });
    expect(await categoryCounters(t.database, to.id)).toEqual({ no_threads: 1, no_posts: 3, total_views: 2 });
    expect((await readCategory(from.slug)).threads.map((x: { id: number }) => x.id)).toEqual([stays.id]);
    expect((await readCategory(to.slug)).threads.map((x: { id: number }) => x.id)).toEqual([moves.id]);
    expect((await readThread(moves.id)).category).toEqual({ id: to.id, title: to.title, slug: to.slug });
  });
});

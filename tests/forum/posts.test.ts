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
let moderator: Actor;
let category: TestCategory;

beforeAll(async () => {
  t = await createTestApp();
  author = await signIn(t);
  moderator = await signIn(t, ['Moderators']);
  category = await freshCategory(t.database);
});
afterAll(() => t.close());

const MARKDOWN = [
  '# Heading',
  '',
  '**bold**, _em_ and `code` <b>raw html</b> <script>alert(1)</script>',
  '',
  '- one',
  '- two',
  '',
  '![pixel](/api/uploads/1)  ',
  '> quoted & "escaped"?  ',
  '',
].join('\n');

const createThread = (payload: object, actor: Actor = author, categoryId = category.id) =>
  postAs(t.app, actor.cookie, `/api/category/${categoryId}/post`, payload);
const postsOf = async (threadId: number) => (await getJson(t.app, `/api/thread/${threadId}`)).json().posts;

describe('post text', () => {
  it('returns the opening post exactly as written: markdown, no HTML conversion', async () => {
    const res = await createThread({ title: 'Markdown', text: MARKDOWN });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      id: expect.any(Number),
      thread_id: res.json().id,
      slug: 'markdown',
      category_slug: category.slug,
      post_id: expect.any(Number),
    });
    const [opening] = await postsOf(res.json().id);
    expect(opening).toMatchObject({
      id: res.json().post_id,
      content: MARKDOWN,
      edited: null,
      archive: false,
    });
  });

  it('returns a reply exactly as written, surrounding blank lines included', async () => {
    const thread = await startThread(t.app, author, category.id);
    const text = `\n\n  ${MARKDOWN}\n\n`;
    const res = await postAs(t.app, author.cookie, `/api/thread/${thread.id}/reply`, { text });
    expect(res.statusCode).toBe(201);
    expect(res.json().post).toMatchObject({ content: text, author: author.user.username });
    expect((await postsOf(thread.id))[1].content).toBe(text);

    const mine = (await getJson(t.app, `/api/user/${author.user.id}/posts`)).json().posts;
    expect(mine.find((p: { id: number }) => p.id === res.json().id).content).toBe(text);
  });

  it("lists a member's own posts to them, archived ones included, and hides those from others", async () => {
    const thread = await startThread(t.app, author, category.id);
    const archivedId = (
      await postAs(t.app, author.cookie, `/api/thread/${thread.id}/reply`, { text: 'to archive' })
    ).json().id;
    expect((await postAs(t.app, author.cookie, `/api/post/${archivedId}/archive`)).statusCode).toBe(200);

    const own = await getJson(t.app, `/api/user/${author.user.id}/posts`, { cookie: author.cookie });
    expect(own.statusCode).toBe(200);
    const ownIds = own.json().posts.map((p: { id: number }) => p.id);
    expect(ownIds).toContain(archivedId);
    expect(ownIds).toContain(thread.postId);

    const seenByVisitor = (await getJson(t.app, `/api/user/${author.user.id}/posts`)).json().posts;
    expect(seenByVisitor.map((p: { id: number }) => p.id)).not.toContain(archivedId);
  });

  it('trims the thread title and keeps its trigger warning', async () => {
    const res = await createThread({ title: '  Spaced out  ', text: 'Hi', trigger_warning: ' spiders ' });
    const thread = (await getJson(t.app, `/api/thread/${res.json().id}`)).json();
    expect(thread).toMatchObject({ title: 'Spaced out', slug: 'spaced-out', trigger_warning: 'spiders' });
  });
});

describe('editing a post', () => {
  it('replaces the text as written and sets edited, leaving created alone', async () => {
    const thread = await startThread(t.app, author, category.id, { text: 'First draft' });
    const [before] = await postsOf(thread.id);
    expect(before.edited).toBeNull();

    const res = await postAs(t.app, author.cookie, `/api/post/${thread.postId}/edit`, { text: MARKDOWN });
    expect(res.statusCode).toBe(200);
    const { post } = res.json();
    expect(post).toMatchObject({ id: thread.postId, content: MARKDOWN, created: before.created });
    expect(Date.parse(post.edited)).toBeGreaterThanOrEqual(Date.parse(before.created));

    const [after] = await postsOf(thread.id);
    expect(after).toMatchObject({ content: MARKDOWN, edited: post.edited, created: before.created });
  });

  it("sets edited on a moderator's edit of someone else's post too", async () => {
    const thread = await startThread(t.app, author, category.id);
    const replyId = await replyTo(t.app, author, thread.id, 'Rude words');
    const res = await postAs(t.app, moderator.cookie, `/api/post/${replyId}/edit`, { text: '[removed]' });
    expect(res.json().post).toMatchObject({ content: '[removed]', author: author.user.username });
    expect(res.json().post.edited).toEqual(expect.any(String));
  });

  it('refuses an empty edit with 400 and keeps the old text', async () => {
    const thread = await startThread(t.app, author, category.id, { text: 'Keep me' });
    expectRefusal(
      await postAs(t.app, author.cookie, `/api/post/${thread.postId}/edit`, { text: ' \n ' }),
      400,
      MSG.textRequired,
    );
    expect((await postsOf(thread.id))[0]).toMatchObject({ content: 'Keep me', edited: null });
  });

  it('answers 404 for a post that does not exist', async () => {
    const res = await postAs(t.app, author.cookie, '/api/post/2147483000/edit', { text: 'Hello' });
    expectRefusal(res, 404, MSG.postNotFound);
  });
});

describe('thread and reply validation', () => {
  it('refuses a blank title with 400', async () => {
    expectRefusal(await createThread({ title: '   ', text: 'Body' }), 400, MSG.titleRequired);
  });

  it('refuses a title over 150 characters with 400 and accepts exactly 150', async () => {
    expectRefusal(await createThread({ title: 'x'.repeat(151), text: 'Body' }), 400, MSG.titleTooLong);
    expect((await createThread({ title: 'y'.repeat(150), text: 'Body' })).statusCode).toBe(201);
  });

  it('refuses blank text with 400', async () => {
    expectRefusal(await createThread({ title: 'Empty', text: '\n\t ' }), 400, MSG.textRequired);
    const thread = await startThread(t.app, author, category.id);
    const reply = await postAs(t.app, author.cookie, `/api/thread/${thread.id}/reply`, { text: '' });
    expectRefusal(reply, 400, MSG.textRequired);
  });

  it('refuses text over 50,000 characters with 400 and accepts exactly 50,000', async () => {
    expectRefusal(await createThread({ title: 'Long', text: 'z'.repeat(50_001) }), 400, MSG.textTooLong);
    const ok = await createThread({ title: 'Long enough', text: 'z'.repeat(50_000) });
    expect(ok.statusCode).toBe(201);
    expect((await postsOf(ok.json().id))[0].content).toHaveLength(50_000);
  });

  it('refuses a thread without a title field with 400', async () => {
    expectRefusal(await createThread({ text: 'No title' }), 400, 'Missing field "title" in body');
  });

  it("refuses a thread in a category that does not exist with 404 'Invalid category'", async () => {
    const res = await createThread({ title: 'Lost', text: 'Hello' }, author, 2147483000);
    expectRefusal(res, 404, MSG.invalidCategory);
  });

  it('answers a reply to a thread that does not exist with 404', async () => {
    const res = await postAs(t.app, author.cookie, '/api/thread/2147483000/reply', { text: 'Hello?' });
    expectRefusal(res, 404, MSG.threadNotFound);
  });
});

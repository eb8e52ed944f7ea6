import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  expectRefusal,
  expectStatus,
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
let reader: Actor;
let moderator: Actor;
let category: TestCategory;

beforeAll(async () => {
  t = await createTestApp();
  category = await freshCategory(t.database);
  author = await signIn(t);
  reader = await signIn(t);
  moderator = await signIn(t, [await moderatorGroupFor(t.database, category)]);
});
afterAll(() => t.close());

const edit = async (actor: Actor, postId: number, text: string) => {
  const res = await postAs(t.app, actor.cookie, `/api/post/${postId}/edit`, { text });
  expectStatus(res, 200);
  return res.json().post;
};
const history = async (postId: number, actor?: Actor) => {
  const res = await getJson(t.app, `/api/post/${postId}/revisions`, { cookie: actor?.cookie });
  expectStatus(res, 200);
  return res.json();
};
/** Moves a post's time of posting back, out of the fold window. */
const age = (postId: number, minutes: number) =>
  t.database.db
    .updateTable('posts')
    .set({ created_at: new Date(Date.now() - minutes * 60_000).toISOString() })
    .where('id', '=', postId)
    .execute();

describe('edit history (issue 17 §7)', () => {
  it('keeps the text before each edit, oldest first, with the current text', async () => {
    const thread = await startThread(t.app, author, category.id, { text: 'First version' });
    await age(thread.postId, 10);
    await edit(author, thread.postId, 'Second version');
    await edit(author, thread.postId, 'Third version');
    const body = await history(thread.postId, reader);
    expect(body).toMatchObject({ post_id: thread.postId, text: 'Third version', edited_by_moderator: false });
    expect(body.revisions).toEqual([
      {
        text: 'First version',
        edited_at: expect.any(String),
        editor: { id: author.user.id, username: author.user.username },
        by_moderator: false,
      },
      {
        text: 'Second version',
        edited_at: expect.any(String),
        editor: { id: author.user.id, username: author.user.username },
        by_moderator: false,
      },
    ]);
    // Visitors may view the post, so they may read its history.
    expect((await history(thread.postId)).revisions).toHaveLength(2);
  });

  it('answers an unedited post with no revisions', async () => {
    const thread = await startThread(t.app, author, category.id);
    expect(await history(thread.postId)).toMatchObject({ text: 'Opening post', edited: null, revisions: [] });
  });

  it("folds the author's edits within 5 minutes, before any reply, into one revision", async () => {
    const thread = await startThread(t.app, author, category.id, { text: 'As posted' });
    await edit(author, thread.postId, 'Typo fixed');
    await edit(author, thread.postId, 'Typo fixed again');
    expect((await history(thread.postId)).revisions.map((r: { text: string }) => r.text)).toEqual([
      'As posted',
    ]);

    // A reply ends the folding.
    await replyTo(t.app, reader, thread.id);
    await edit(author, thread.postId, 'After a reply');
    expect((await history(thread.postId)).revisions.map((r: { text: string }) => r.text)).toEqual([
      'As posted',
      'Typo fixed again',
    ]);
  });

  it('does not fold after 5 minutes', async () => {
    const thread = await startThread(t.app, author, category.id, { text: 'Old post' });
    await edit(author, thread.postId, 'Edit one');
    await age(thread.postId, 6);
    await edit(author, thread.postId, 'Edit two');
    expect((await history(thread.postId)).revisions.map((r: { text: string }) => r.text)).toEqual([
      'Old post',
      'Edit one',
    ]);
  });

  it('adds no revision for an edit that changes nothing', async () => {
    const thread = await startThread(t.app, author, category.id, { text: 'Same' });
    await edit(author, thread.postId, 'Same');
    expect((await history(thread.postId)).revisions).toEqual([]);
  });

  it("marks a moderator's edit of someone else's post, and never folds into it", async () => {
    const thread = await startThread(t.app, author, category.id, { text: 'Rude words' });
    const post = await edit(moderator, thread.postId, 'Kind words');
    expect(post.edited_by_moderator).toBe(true);
    const page = (await getJson(t.app, `/api/thread/${thread.id}`)).json();
    expect(page.posts[0]).toMatchObject({ content: 'Kind words', edited_by_moderator: true });

    // The author edits right after (within 5 minutes, no replies): a new revision all the same.
    const again = await edit(author, thread.postId, 'Kind words, my own');
    expect(again.edited_by_moderator).toBe(false);
    const body = await history(thread.postId);
    expect(body.revisions).toEqual([
      {
        text: 'Rude words',
        edited_at: expect.any(String),
        editor: { id: moderator.user.id, username: moderator.user.username },
        by_moderator: true,
      },
      {
        text: 'Kind words',
        edited_at: expect.any(String),
        editor: { id: author.user.id, username: author.user.username },
        by_moderator: false,
      },
    ]);
  });

  it('a new post answers edited_by_moderator false', async () => {
    const thread = await startThread(t.app, author, category.id);
    const page = (await getJson(t.app, `/api/thread/${thread.id}`)).json();
    expect(page.posts[0].edited_by_moderator).toBe(false);
  });

  it('answers 404 to whoever may not view the post', async () => {
    const hidden = await freshCategory(t.database, 'hidden');
    const admin = await signIn(t, ['Administrators']);
    const thread = await startThread(t.app, admin, hidden.id);
    expectRefusal(
      await getJson(t.app, `/api/post/${thread.postId}/revisions`, { cookie: reader.cookie }),
      404,
      MSG.postNotFound,
    );
    expectRefusal(await getJson(t.app, `/api/post/${thread.postId}/revisions`), 404, MSG.postNotFound);
    expectRefusal(await getJson(t.app, '/api/post/2147483000/revisions'), 404, MSG.postNotFound);
    await history(thread.postId, admin);
  });

  it('shows an archived post’s history only to its author and moderators', async () => {
    const thread = await startThread(t.app, reader, category.id);
    const reply = await replyTo(t.app, author, thread.id, 'To be archived');
    await edit(author, reply, 'Edited, then archived');
    expectStatus(await postAs(t.app, moderator.cookie, `/api/post/${reply}/archive`), 200);
    expectRefusal(
      await getJson(t.app, `/api/post/${reply}/revisions`, { cookie: reader.cookie }),
      404,
      MSG.postNotFound,
    );
    expectRefusal(await getJson(t.app, `/api/post/${reply}/revisions`), 404, MSG.postNotFound);
    expect((await history(reply, author)).revisions).toHaveLength(1);
    expect((await history(reply, moderator)).revisions).toHaveLength(1);
  });

  it('refuses a malformed id with 400', async () => {
    const res = await getJson(t.app, '/api/post/abc/revisions');
    expect(res.statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteMarkdown } from '../../src/common/mentions.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  freshCategory,
  getJson,
  postAs,
  replyTo,
  signIn,
  startThread,
  type TestCategory,
} from '../support/forum.ts';

let t: TestApp;
let quoter: Actor;
let category: TestCategory;
beforeAll(async () => {
  t = await createTestApp();
  quoter = await signIn(t);
  category = await freshCategory(t.database);
});
afterAll(() => t.close());

interface Listed {
  type: string;
  post_id: number | null;
  title: string;
  actor: { id: number; username: string } | null;
}

async function notificationsOf(actor: Actor, postId: number): Promise<Listed[]> {
  const answer = (await getJson(t.app, '/api/notifications?per_page=100', { cookie: actor.cookie })).json();
  return answer.notifications.filter((n: Listed) => n.post_id === postId && n.type !== 'reply');
}

/** A post by `author` in a fresh thread, and the quote of it a reply would hold. */
async function quotablePost(author: Actor, where = category) {
  const thread = await startThread(t.app, author, where.id, { text: 'Dithering is an art.' });
  const quote = quoteMarkdown({
    author: author.user.username,
    url: `/thread/${where.slug}/${thread.slug}#post-${thread.postId}`,
    text: 'Dithering is an art.',
  });
  return { thread, quote };
}

describe('quote-reply notifies (issue 17 §4)', () => {
  it('notifies the quoted member once the quoting post is saved', async () => {
    const alice = await signIn(t);
    const { thread, quote } = await quotablePost(alice);
    const postId = await replyTo(t.app, quoter, thread.id, `${quote}Agreed!`);
    expect(await notificationsOf(alice, postId)).toEqual([
      expect.objectContaining({
        type: 'quote',
        title: `${quoter.user.username} quoted you`,
        actor: { id: quoter.user.id, username: quoter.user.username },
      }),
    ]);
  });

  it('sends only the quote to a member both quoted and mentioned', async () => {
    const alice = await signIn(t);
    const { thread, quote } = await quotablePost(alice);
    const postId = await replyTo(t.app, quoter, thread.id, `${quote}Right, @${alice.user.username}?`);
    expect((await notificationsOf(alice, postId)).map((n) => n.type)).toEqual(['quote']);
  });

  it('does not notify again on an edit that kept the quote, but does for a new one', async () => {
    const alice = await signIn(t);
    const bob = await signIn(t);
    const first = await quotablePost(alice);
    const second = await quotablePost(bob);
    const postId = await replyTo(t.app, quoter, first.thread.id, `${first.quote}Yes.`);
    const edited = await postAs(t.app, quoter.cookie, `/api/post/${postId}/edit`, {
      text: `${first.quote}${second.quote}Yes, both.`,
    });
    expect(edited.statusCode).toBe(200);
    expect(await notificationsOf(alice, postId)).toHaveLength(1);
    expect(await notificationsOf(bob, postId)).toHaveLength(1);
  });

  it('does not notify a member who ignores the quoter, nor one quoting themselves', async () => {
    const alice = await signIn(t);
    await t.database.db
      .insertInto('user_ignores')
      .values({ user_id: alice.user.id, ignored_id: quoter.user.id, created_at: new Date().toISOString() })
      .execute();
    const { thread, quote } = await quotablePost(alice);
    const postId = await replyTo(t.app, quoter, thread.id, `${quote}Hm.`);
    expect(await notificationsOf(alice, postId)).toEqual([]);
    const own = await replyTo(t.app, alice, thread.id, `${quote}As I said.`);
    expect(await notificationsOf(alice, own)).toEqual([]);
  });

  it('does not notify a quoted member who cannot view where the quote was posted', async () => {
    const alice = await signIn(t);
    const admin = await signIn(t, ['Administrators']);
    const hidden = await freshCategory(t.database, 'hidden');
    const { quote } = await quotablePost(alice);
    const staffThread = await startThread(t.app, admin, hidden.id, { text: `${quote}Noted.` });
    expect(await notificationsOf(alice, staffThread.postId)).toEqual([]);
  });

  it('does not notify for a quote of a post the writer may not view', async () => {
    const admin = await signIn(t, ['Administrators']);
    const hidden = await freshCategory(t.database, 'hidden');
    const { quote } = await quotablePost(admin, hidden);
    const thread = await startThread(t.app, quoter, category.id);
    const postId = await replyTo(t.app, quoter, thread.id, `${quote}Leaked?`);
    expect(await notificationsOf(admin, postId)).toEqual([]);
  });

  it('does not take a plain blockquote or a quote in code for a quote of a post', async () => {
    const alice = await signIn(t);
    const { thread, quote } = await quotablePost(alice);
    const postId = await replyTo(t.app, quoter, thread.id, `> plain\n\n\`\`\`\n${quote}\`\`\``);
    expect(await notificationsOf(alice, postId)).toEqual([]);
  });
});

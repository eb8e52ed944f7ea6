import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENTIONS_NOTIFY_MAX } from '../../src/common/mentions.ts';
import { createTestApp, createUser, type TestApp } from '../support/app.ts';
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
let author: Actor;
let category: TestCategory;
beforeAll(async () => {
  t = await createTestApp();
  author = await signIn(t);
  category = await freshCategory(t.database);
});
afterAll(() => t.close());

interface Listed {
  type: string;
  post_id: number | null;
  thread_id: number | null;
  actor: { id: number; username: string } | null;
  title: string;
  url: string | null;
}

/** The member's notifications of `type` about `postId`. */
async function notificationsOf(actor: Actor, postId: number, type = 'mention'): Promise<Listed[]> {
  const answer = (await getJson(t.app, '/api/notifications?per_page=100', { cookie: actor.cookie })).json();
  return answer.notifications.filter((n: Listed) => n.post_id === postId && n.type === type);
}

const edit = (actor: Actor, postId: number, text: string) =>
  postAs(t.app, actor.cookie, `/api/post/${postId}/edit`, { text });

describe('@mentions notify (issue 17 §2)', () => {
  it('notifies a mentioned member of a reply, stored with who, where and a link', async () => {
    const alice = await signIn(t);
    const thread = await startThread(t.app, author, category.id, { title: 'Pixel palettes' });
    const postId = await replyTo(t.app, author, thread.id, `What do you think, @${alice.user.username}?`);
    expect(await notificationsOf(alice, postId)).toEqual([
      expect.objectContaining({
        type: 'mention',
        thread_id: thread.id,
        actor: { id: author.user.id, username: author.user.username },
        title: `${author.user.username} mentioned you`,
        url: `/thread/${category.slug}/${thread.slug}#post-${postId}`,
      }),
    ]);
  });

  it('tells a subscriber who is mentioned once: the mention, not also the reply', async () => {
    const alice = await signIn(t);
    const thread = await startThread(t.app, author, category.id);
    expect((await postAs(t.app, alice.cookie, `/api/thread/${thread.id}/subscribe`)).statusCode).toBe(200);
    const plain = await replyTo(t.app, author, thread.id, 'A reply for the followers');
    expect(await notificationsOf(alice, plain, 'reply')).toHaveLength(1);
    const mentioning = await replyTo(t.app, author, thread.id, `Over to you, @${alice.user.username}`);
    expect(await notificationsOf(alice, mentioning, 'mention')).toHaveLength(1);
    expect(await notificationsOf(alice, mentioning, 'reply')).toEqual([]);
  });

  it('notifies from an opening post, matching names without regard to case', async () => {
    const alice = await signIn(t);
    const thread = await startThread(t.app, author, category.id, {
      text: `Welcome @${alice.user.username.toUpperCase()}!`,
    });
    expect(await notificationsOf(alice, thread.postId)).toHaveLength(1);
  });

  it('does not notify a member who cannot view the category', async () => {
    const hidden = await freshCategory(t.database, 'hidden');
    const admin = await signIn(t, ['Administrators']);
    const member = await signIn(t);
    const moderator = await signIn(t, ['Moderators']);
    const thread = await startThread(t.app, admin, hidden.id, {
      text: `@${member.user.username} and @${moderator.user.username}`,
    });
    expect(await notificationsOf(member, thread.postId)).toEqual([]);
    // Nor is it stored where a later grant would reveal it.
    const stored = await t.database.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', member.user.id)
      .where('post_id', '=', thread.postId)
      .execute();
    expect(stored).toEqual([]);
    expect(await notificationsOf(moderator, thread.postId)).toHaveLength(1);
  });

  it(`notifies at most ${MENTIONS_NOTIFY_MAX} members per post, the first named`, async () => {
    const members = [];
    for (let i = 0; i < MENTIONS_NOTIFY_MAX + 2; i++) members.push(await signIn(t));
    const thread = await startThread(t.app, author, category.id);
    const text = members.map((m) => `@${m.user.username}`).join(' ');
    const postId = await replyTo(t.app, author, thread.id, text);
    const counts = [];
    for (const member of members) counts.push((await notificationsOf(member, postId)).length);
    expect(counts).toEqual([...Array(MENTIONS_NOTIFY_MAX).fill(1), 0, 0]);
    // Nor can edits add more.
    const late = await signIn(t);
    expect((await edit(author, postId, `${text} @${late.user.username}`)).statusCode).toBe(200);
    expect(await notificationsOf(late, postId)).toEqual([]);
  });

  it('notifies only newly mentioned members when a post is edited', async () => {
    const alice = await signIn(t);
    const bob = await signIn(t);
    const thread = await startThread(t.app, author, category.id);
    const postId = await replyTo(t.app, author, thread.id, `hi @${alice.user.username}`);
    expect(
      (await edit(author, postId, `hi @${alice.user.username} and @${bob.user.username}`)).statusCode,
    ).toBe(200);
    expect(await notificationsOf(alice, postId)).toHaveLength(1);
    expect(await notificationsOf(bob, postId)).toHaveLength(1);
    // Taken out and put back: still told once.
    await edit(author, postId, 'hi nobody');
    await edit(author, postId, `hi @${bob.user.username} again`);
    expect(await notificationsOf(bob, postId)).toHaveLength(1);
  });

  it('does not notify a member who ignores the author', async () => {
    const alice = await signIn(t);
    await t.database.db
      .insertInto('user_ignores')
      .values({ user_id: alice.user.id, ignored_id: author.user.id, created_at: new Date().toISOString() })
      .execute();
    const thread = await startThread(t.app, author, category.id);
    const postId = await replyTo(t.app, author, thread.id, `@${alice.user.username} look`);
    expect(await notificationsOf(alice, postId)).toEqual([]);
  });

  it('ignores names in code spans and code blocks, and e-mail addresses', async () => {
    const alice = await signIn(t);
    const name = alice.user.username;
    const thread = await startThread(t.app, author, category.id);
    const postId = await replyTo(
      t.app,
      author,
      thread.id,
      `\`@${name}\`\n\n\`\`\`\n@${name}\n\`\`\`\n\nmail x${name}@example.com`,
    );
    expect(await notificationsOf(alice, postId)).toEqual([]);
  });

  it('never notifies the author, nor suspended or deleted members', async () => {
    const suspended = await signIn(t);
    const deleted = await signIn(t);
    await t.database.db
      .updateTable('users')
      .set({ suspended_until: '9999-12-31T23:59:59.999Z' })
      .where('id', '=', suspended.user.id)
      .execute();
    await t.database.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', deleted.user.id)
      .execute();
    const thread = await startThread(t.app, author, category.id);
    const postId = await replyTo(
      t.app,
      author,
      thread.id,
      `@${author.user.username} @${suspended.user.username} @${deleted.user.username}`,
    );
    const stored = await t.database.db
      .selectFrom('notifications')
      .select('user_id')
      .where('post_id', '=', postId)
      .where('type', '=', 'mention')
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('GET /api/users/mention (issue 17 §2)', () => {
  const suggest = (actor: Actor | null, q: string) =>
    getJson(t.app, `/api/users/mention?q=${encodeURIComponent(q)}`, { cookie: actor?.cookie });

  it('answers members whose name starts with q, without regard to case, at most 8', async () => {
    const stem = `mx${Date.now().toString(36)}`;
    for (let i = 0; i < 10; i++) await createUser(t.database, { username: `${stem}${i}` });
    const other = await createUser(t.database, { username: `zz${stem}` });
    const answer = await suggest(author, stem.toUpperCase());
    expect(answer.statusCode).toBe(200);
    const { users } = answer.json();
    expect(users).toHaveLength(8);
    expect(users.every((u: { username: string }) => u.username.startsWith(stem))).toBe(true);
    expect(users.map((u: { id: number }) => u.id)).not.toContain(other.id);
  });

  it('takes _ in q literally, not as a wildcard', async () => {
    const stem = `my${Date.now().toString(36)}`;
    const exact = await createUser(t.database, { username: `${stem}_a` });
    await createUser(t.database, { username: `${stem}xa` });
    const { users } = (await suggest(author, `${stem}_`)).json();
    expect(users).toEqual([{ id: exact.id, username: exact.username }]);
  });

  it('leaves out suspended members', async () => {
    const stem = `mz${Date.now().toString(36)}`;
    const gone = await createUser(t.database, { username: `${stem}a` });
    await t.database.db
      .updateTable('users')
      .set({ suspended_until: '9999-12-31T23:59:59.999Z' })
      .where('id', '=', gone.id)
      .execute();
    expect((await suggest(author, stem)).json().users).toEqual([]);
  });

  it('is for members only and refuses a query that is no name', async () => {
    expect((await suggest(null, 'adm')).statusCode).toBe(401);
    const bad = await suggest(author, 'a b');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: expect.stringContaining('q') });
    expect((await suggest(author, '')).statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNNING } from '../../src/common/messages.ts';
import { REACTION_MSG } from '../../src/common/reactions.ts';
import { updateSettings } from '../../src/server/admin/settings.ts';
import { RedisBroker } from '../../src/server/live/redis-broker.ts';
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
import { call, listen, SseClient } from '../support/sse.ts';

// issue 17 §3: reactions to posts.
let t: TestApp;
let category: TestCategory;
let alice: Actor;
let bob: Actor;
let carol: Actor;
beforeAll(async () => {
  t = await createTestApp();
  category = await freshCategory(t.database);
  alice = await signIn(t);
  bob = await signIn(t);
  carol = await signIn(t);
});
afterAll(() => t.close());

const react = (actor: Actor | null, postId: number, reaction: string, verb = 'react') =>
  postAs(t.app, actor?.cookie, `/api/post/${postId}/${verb}`, { reaction });

type PostView = { id: number; reactions: Array<{ reaction: string; count: number; mine: boolean }> };

async function postIn(actor: Actor | null, threadId: number, postId: number): Promise<PostView> {
  const res = await getJson(t.app, `/api/thread/${threadId}`, { cookie: actor?.cookie });
  expect(res.statusCode).toBe(200);
  return res.json().posts.find((p: PostView) => p.id === postId);
}

const reactionNotifications = (userId: number, postId: number) =>
  t.database.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('type', '=', 'reaction')
    .where('post_id', '=', postId)
    .execute();

describe('reacting to a post', () => {
  it('adds and takes back reactions, answering counts with mine, at most once each', async () => {
    const thread = await startThread(t.app, alice, category.id);
    const first = await react(bob, thread.postId, 'like');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, reactions: [{ reaction: 'like', count: 1, mine: true }] });
    // Again the same way: idempotent, the same counts.
    expect((await react(bob, thread.postId, 'like')).json().reactions).toEqual([
      { reaction: 'like', count: 1, mine: true },
    ]);
    await react(carol, thread.postId, 'coin');
    const both = await react(carol, thread.postId, 'like');
    expect(both.json().reactions).toEqual([
      { reaction: 'like', count: 2, mine: true },
      { reaction: 'coin', count: 1, mine: true },
    ]);
    const back = await react(carol, thread.postId, 'like', 'unreact');
    expect(back.json().reactions).toEqual([
      { reaction: 'like', count: 1, mine: false },
      { reaction: 'coin', count: 1, mine: true },
    ]);
    // Taking back one never given changes nothing.
    expect((await react(carol, thread.postId, 'sad', 'unreact')).statusCode).toBe(200);
  });

  it('carries reactions, in the set order, with the reader’s own, in the thread payload', async () => {
    const thread = await startThread(t.app, alice, category.id);
    const reply = await replyTo(t.app, bob, thread.id, 'a reply');
    // Read first, so the page's posts are cached: a reaction must still show at once.
    expect((await postIn(bob, thread.id, thread.postId)).reactions).toEqual([]);
    await react(bob, thread.postId, 'wow');
    await react(carol, thread.postId, 'love');
    await react(carol, thread.postId, 'wow');
    await react(alice, reply, 'laugh');
    expect((await postIn(bob, thread.id, thread.postId)).reactions).toEqual([
      { reaction: 'love', count: 1, mine: false },
      { reaction: 'wow', count: 2, mine: true },
    ]);
    expect((await postIn(null, thread.id, thread.postId)).reactions).toEqual([
      { reaction: 'love', count: 1, mine: false },
      { reaction: 'wow', count: 2, mine: false },
    ]);
    expect((await postIn(alice, thread.id, reply)).reactions).toEqual([
      { reaction: 'laugh', count: 1, mine: true },
    ]);
    await react(carol, thread.postId, 'wow', 'unreact');
    expect((await postIn(carol, thread.id, thread.postId)).reactions).toEqual([
      { reaction: 'love', count: 1, mine: true },
      { reaction: 'wow', count: 1, mine: false },
    ]);
  });

  it('refuses the author, unknown reactions, visitors and archived posts', async () => {
    const thread = await startThread(t.app, alice, category.id);
    expectRefusal(await react(alice, thread.postId, 'like'), 403, REACTION_MSG.ownPost);
    expectRefusal(await react(bob, thread.postId, 'thumbsup'), 400, REACTION_MSG.unknown);
    expect((await postAs(t.app, bob.cookie, `/api/post/${thread.postId}/react`, {})).statusCode).toBe(400);
    expectRefusal(await react(null, thread.postId, 'like'), 401, REACTION_MSG.loginToReact);
    expect((await react(bob, 2_000_000_000, 'like')).statusCode).toBe(404);
    const moderator = await signIn(t, [await moderatorGroupFor(t.database, category)]);
    expect((await postAs(t.app, moderator.cookie, `/api/thread/${thread.id}/archive`)).statusCode).toBe(200);
    expectRefusal(await react(bob, thread.postId, 'like'), 403, 'This thread is archived and read only');
    const counted = await t.database.db
      .selectFrom('post_reactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('post_id', '=', thread.postId)
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(0);
  });

  it('lets a silenced member react (it adds no text), and refuses an unverified one while required', async () => {
    const thread = await startThread(t.app, alice, category.id);
    const quiet = await signIn(t);
    await t.database.db
      .updateTable('users')
      .set({ silenced_until: new Date(Date.now() + 3_600_000).toISOString(), silence_reason: 'Test' })
      .where('id', '=', quiet.user.id)
      .execute();
    t.app.auth.forgetUser(quiet.user.id);
    expect((await react(quiet, thread.postId, 'like')).statusCode).toBe(200);
    const unverified = await signIn(t);
    await t.database.db
      .updateTable('users')
      .set({ email_verified_at: null })
      .where('id', '=', unverified.user.id)
      .execute();
    t.app.auth.forgetUser(unverified.user.id);
    const { before } = await updateSettings(t.database.db, { email_verification_required: true }, null);
    try {
      expectRefusal(await react(unverified, thread.postId, 'like'), 403, RUNNING.verifyEmailFirst);
    } finally {
      await updateSettings(t.database.db, before, null);
    }
  });

  it('answers 404 for a post in a thread the caller cannot view', async () => {
    const hidden = await freshCategory(t.database, 'hidden');
    const admin = await signIn(t, ['Administrators']);
    const thread = await startThread(t.app, admin, hidden.id);
    expectRefusal(await react(bob, thread.postId, 'like'), 404, 'Post not found');
    expect(
      (await getJson(t.app, `/api/post/${thread.postId}/reactions`, { cookie: bob.cookie })).statusCode,
    ).toBe(404);
    expect((await react(null, thread.postId, 'like')).statusCode).toBe(401);
  });

  it('lists who reacted to whoever may view the post', async () => {
    const thread = await startThread(t.app, alice, category.id);
    await react(bob, thread.postId, 'like');
    await react(carol, thread.postId, 'like');
    await react(carol, thread.postId, 'sad');
    const res = await getJson(t.app, `/api/post/${thread.postId}/reactions`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      reactions: [
        {
          reaction: 'like',
          count: 2,
          users: [
            { id: bob.user.id, username: bob.user.username },
            { id: carol.user.id, username: carol.user.username },
          ],
        },
        { reaction: 'sad', count: 1, users: [{ id: carol.user.id, username: carol.user.username }] },
      ],
    });
  });
});

describe("a page's reactions, kept in memory under the thread's reactions_version (issue 15 §4)", () => {
  it('show a reaction given or taken back through another server at once, each reader with their own', async () => {
    // Two apps on one database stand for two app servers.
    const other = await createTestApp();
    try {
      const thread = await startThread(t.app, alice, category.id);
      const seen = async (actor: Actor | null) => {
        const res = await getJson(other.app, `/api/thread/${thread.id}`, { cookie: actor?.cookie });
        return res.json().posts.find((p: PostView) => p.id === thread.postId).reactions;
      };
      expect(await seen(bob)).toEqual([]);
      expect((await react(carol, thread.postId, 'coin')).statusCode).toBe(200);
      expect(await seen(bob)).toEqual([{ reaction: 'coin', count: 1, mine: false }]);
      expect((await react(bob, thread.postId, 'coin')).statusCode).toBe(200);
      expect(await seen(bob)).toEqual([{ reaction: 'coin', count: 2, mine: true }]);
      expect(await seen(null)).toEqual([{ reaction: 'coin', count: 2, mine: false }]);
      expect(await seen(carol)).toEqual([{ reaction: 'coin', count: 2, mine: true }]);
      expect((await react(carol, thread.postId, 'coin', 'unreact')).statusCode).toBe(200);
      expect(await seen(carol)).toEqual([{ reaction: 'coin', count: 1, mine: false }]);
      expect(await seen(bob)).toEqual([{ reaction: 'coin', count: 1, mine: true }]);
    } finally {
      await other.close();
    }
  });
});

describe('the author hears of reactions', () => {
  it('as one notification per post an hour, none for taking one back', async () => {
    const thread = await startThread(t.app, alice, category.id);
    await react(bob, thread.postId, 'like');
    await react(carol, thread.postId, 'love');
    await react(carol, thread.postId, 'love', 'unreact');
    const rows = await reactionNotifications(alice.user.id, thread.postId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: carol.user.id, read: 0 });
    const list = (await getJson(t.app, '/api/notifications', { cookie: alice.cookie })).json();
    expect(list.notifications[0]).toMatchObject({
      type: 'reaction',
      post_id: thread.postId,
      data: { reaction: 'love' },
    });
  });

  it('not when the author ignores the reactor', async () => {
    const thread = await startThread(t.app, alice, category.id);
    const pest = await signIn(t);
    await t.database.db
      .insertInto('user_ignores')
      .values({ user_id: alice.user.id, ignored_id: pest.user.id, created_at: new Date().toISOString() })
      .execute();
    expect((await react(pest, thread.postId, 'sad')).statusCode).toBe(200);
    expect(await reactionNotifications(alice.user.id, thread.postId)).toEqual([]);
  });
});

describe('the profile', () => {
  it('shows the reactions a member’s posts received', async () => {
    const dave = await signIn(t);
    const thread = await startThread(t.app, dave, category.id);
    const reply = await replyTo(t.app, dave, thread.id);
    await react(bob, thread.postId, 'coin');
    await react(carol, thread.postId, 'coin');
    await react(bob, reply, 'like');
    const profile = (await getJson(t.app, `/api/user/by-username/${dave.user.username}`)).json();
    expect(profile.reactions_received).toEqual({
      total: 3,
      by_reaction: [
        { reaction: 'like', count: 1 },
        { reaction: 'coin', count: 2 },
      ],
    });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('live counts across two app servers', () => {
  it('a reaction on server A reaches a stream on server B', async () => {
    const namespace = `cito-test-react-${process.pid}-${Date.now()}`;
    const brokers = [
      RedisBroker.connect(redisUrl!, { namespace }),
      RedisBroker.connect(redisUrl!, { namespace }),
    ];
    for (const broker of brokers) await broker.ready();
    const a = await createTestApp({ broker: brokers[0]! });
    const b = await createTestApp({ broker: brokers[1]! });
    let stream: SseClient | undefined;
    try {
      await listen(a.app);
      const baseB = await listen(b.app);
      const author = await signIn(a);
      const reader = await signIn(b);
      const reactor = await signIn(a);
      const thread = await startThread(a.app, author, category.id);
      stream = await SseClient.open(baseB, reader.cookie);
      const joined = await call(
        baseB,
        'POST',
        `/api/events/${stream.connected.connection_id}/join`,
        reader.cookie,
        {
          thread_id: thread.id,
        },
      );
      expect(joined.status).toBe(200);
      const since = stream.events.length;
      const res = await postAs(a.app, reactor.cookie, `/api/post/${thread.postId}/react`, {
        reaction: 'love',
      });
      expect(res.statusCode).toBe(200);
      const event = await stream.message('post.reactions', 5_000, since);
      expect(event).toEqual({
        threadId: thread.id,
        categoryId: category.id,
        postId: thread.postId,
        reactions: [{ reaction: 'love', count: 1 }],
        change: { userId: reactor.user.id, reaction: 'love', added: true },
      });
    } finally {
      stream?.close();
      await a.close();
      await b.close();
      for (const broker of brokers) await broker.close();
    }
  });
});

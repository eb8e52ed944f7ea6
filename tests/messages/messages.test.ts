import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversationLimit,
  PRIVATE,
  tooManyRecipients,
  unknownRecipients,
} from '../../src/common/messages.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  expectRefusal,
  freshCategory,
  getJson,
  moderatorGroupFor,
  postAs,
  signIn,
} from '../support/forum.ts';
import { listen, SseClient } from '../support/sse.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An account made `days` ago, so the new members' daily limit of conversations no longer holds. */
async function aged(actor: Actor, days = 30): Promise<Actor> {
  await t.database.db
    .updateTable('users')
    .set({ created_at: new Date(Date.now() - days * 86_400_000).toISOString() })
    .where('id', '=', actor.user.id)
    .execute();
  return actor;
}

async function start(from: Actor, to: Actor[], text = 'Hello there', title = 'Pixel talk') {
  const res = await postAs(t.app, from.cookie, '/api/messages', {
    to: to.map((a) => a.user.username),
    title,
    text,
  });
  if (res.statusCode !== 201) throw new Error(`start: ${res.statusCode} ${res.body}`);
  return res.json().conversation_id as number;
}

const inbox = async (actor: Actor) =>
  (await getJson(t.app, '/api/messages', { cookie: actor.cookie })).json();
const open = (actor: Actor, id: number, query = '') =>
  getJson(t.app, `/api/messages/${id}${query}`, { cookie: actor.cookie });
const unread = async (actor: Actor) =>
  (await getJson(t.app, '/api/messages/unread', { cookie: actor.cookie })).json().unread_conversations;

describe('private conversations (issue 17 §8)', () => {
  it('starts a conversation, lists it for both, reads and replies', async () => {
    const alice = await aged(await signIn(t));
    const bob = await signIn(t);
    const id = await start(alice, [bob], 'Hi **Bob**');

    const bobs = await inbox(bob);
    expect(bobs.unread_conversations).toBe(1);
    expect(bobs.conversations[0]).toMatchObject({
      id,
      title: 'Pixel talk',
      unread_count: 1,
      last_message: { author: { id: alice.user.id, username: alice.user.username }, excerpt: 'Hi Bob' },
    });
    expect(bobs.conversations[0].participants.map((p: { id: number }) => p.id).sort()).toEqual(
      [alice.user.id, bob.user.id].sort(),
    );
    expect((await inbox(alice)).conversations[0]).toMatchObject({ id, unread_count: 0 });

    const read = await open(bob, id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      conversation: { id, title: 'Pixel talk' },
      messages: [{ author: { id: alice.user.id }, content: 'Hi **Bob**' }],
      has_more: false,
    });
    expect(await unread(bob)).toBe(0);

    const reply = await postAs(t.app, bob.cookie, `/api/messages/${id}/reply`, { text: 'Hi Alice' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().message).toMatchObject({ content: 'Hi Alice', author: { id: bob.user.id } });
    expect(await unread(alice)).toBe(1);
    expect(await unread(bob)).toBe(0);
    const alices = await inbox(alice);
    expect(alices.conversations[0]).toMatchObject({
      id,
      unread_count: 1,
      last_message: { excerpt: 'Hi Alice' },
    });
  });

  it('is 404 to anyone not taking part, a moderator and an administrator included', async () => {
    const alice = await aged(await signIn(t));
    const bob = await signIn(t);
    const id = await start(alice, [bob]);
    const category = await freshCategory(t.database);
    const outsiders = [
      await signIn(t),
      await signIn(t, [await moderatorGroupFor(t.database, category)]),
      await signIn(t, ['Moderators']),
      await signIn(t, ['Administrators']),
    ];
    for (const outsider of outsiders) {
      expectRefusal(await open(outsider, id), 404, PRIVATE.conversationNotFound);
      expectRefusal(
        await postAs(t.app, outsider.cookie, `/api/messages/${id}/reply`, { text: 'let me in' }),
        404,
        PRIVATE.conversationNotFound,
      );
      expect((await inbox(outsider)).conversations.some((c: { id: number }) => c.id === id)).toBe(false);
    }
    expect((await getJson(t.app, `/api/messages/${id}`)).statusCode).toBe(401);
  });

  it('pages the messages, newest page first', async () => {
    const alice = await aged(await signIn(t));
    const bob = await signIn(t);
    const id = await start(alice, [bob], 'message 0');
    for (let i = 1; i < 5; i++)
      await postAs(t.app, alice.cookie, `/api/messages/${id}/reply`, { text: `message ${i}` });
    const newest = (await open(bob, id, '?per_page=2')).json();
    expect(newest.messages.map((m: { content: string }) => m.content)).toEqual(['message 3', 'message 4']);
    expect(newest.has_more).toBe(true);
    const older = (await open(bob, id, `?per_page=2&before=${newest.messages[0].id}`)).json();
    expect(older.messages.map((m: { content: string }) => m.content)).toEqual(['message 1', 'message 2']);
  });

  it('leaving removes the conversation from the inbox and answers 404 afterwards', async () => {
    const alice = await aged(await signIn(t));
    const bob = await signIn(t);
    const carol = await signIn(t);
    const id = await start(alice, [bob, carol]);
    expect((await postAs(t.app, bob.cookie, `/api/messages/${id}/leave`)).statusCode).toBe(200);
    expect((await inbox(bob)).conversations.some((c: { id: number }) => c.id === id)).toBe(false);
    expect(await unread(bob)).toBe(0);
    expectRefusal(await open(bob, id), 404, PRIVATE.conversationNotFound);
    const seen = (await open(carol, id)).json();
    expect(seen.conversation.participants.map((p: { id: number }) => p.id).sort()).toEqual(
      [alice.user.id, carol.user.id].sort(),
    );
    // A reply after leaving reaches only those still there.
    await postAs(t.app, alice.cookie, `/api/messages/${id}/reply`, { text: 'still here?' });
    expect(await unread(bob)).toBe(0);
    expect(await unread(carol)).toBe(1);
  });

  it('refuses bad recipients: unknown names, only oneself, more than 20, suspended', async () => {
    const alice = await aged(await signIn(t));
    const bob = await signIn(t);
    const send = (to: string[]) =>
      postAs(t.app, alice.cookie, '/api/messages', { to, title: 'Hi', text: 'Hi' });
    expectRefusal(
      await send([bob.user.username, 'nobody_xyz_1', 'nobody_xyz_2']),
      422,
      unknownRecipients(['nobody_xyz_1', 'nobody_xyz_2']),
    );
    expectRefusal(await send([alice.user.username]), 422, PRIVATE.onlyYourself);
    expectRefusal(await send([]), 422, PRIVATE.recipientsRequired);
    expectRefusal(await send(['  ']), 422, PRIVATE.recipientsRequired);
    const many = Array.from({ length: 20 }, (_, i) => `someone_${i}`);
    expectRefusal(await send(many), 422, tooManyRecipients(20));
    await t.database.db
      .updateTable('users')
      .set({ suspended_until: new Date(Date.now() + 86_400_000).toISOString() })
      .where('id', '=', bob.user.id)
      .execute();
    expectRefusal(
      await send([bob.user.username]),
      422,
      `${PRIVATE.recipientUnavailable} ${bob.user.username}`,
    );
    const empty = await postAs(t.app, alice.cookie, '/api/messages', { to: [], title: '  ', text: 'x' });
    expect(empty.statusCode).toBe(400);
  });

  it('accepts 19 recipients (20 members) and finds names without regard to case', async () => {
    const alice = await aged(await signIn(t));
    const others = await Promise.all(Array.from({ length: 19 }, () => signIn(t)));
    const res = await postAs(t.app, alice.cookie, '/api/messages', {
      to: others.map((o, i) => (i === 0 ? o.user.username.toUpperCase() : o.user.username)),
      title: 'Big group',
      text: 'Hello all',
    });
    expect(res.statusCode).toBe(201);
    const seen = (await open(others[0]!, res.json().conversation_id)).json();
    expect(seen.conversation.participants).toHaveLength(20);
  });

  it('refuses a member who is ignored by the recipient with the exact message', async () => {
    const alice = await aged(await signIn(t));
    const bob = await signIn(t);
    expect((await postAs(t.app, bob.cookie, `/api/user/${alice.user.id}/ignore`)).statusCode).toBe(200);
    expectRefusal(
      await postAs(t.app, alice.cookie, '/api/messages', {
        to: [bob.user.username],
        title: 'Hi',
        text: 'Hi',
      }),
      403,
      'This member is not accepting messages from you',
    );
  });

  it('limits new members to 5 new conversations a day', async () => {
    const fresh = await signIn(t);
    const bob = await signIn(t);
    for (let i = 0; i < 5; i++) await start(fresh, [bob], `hello ${i}`);
    expectRefusal(
      await postAs(t.app, fresh.cookie, '/api/messages', {
        to: [bob.user.username],
        title: 'six',
        text: 'six',
      }),
      429,
      conversationLimit(5, true),
    );
    // An account older than a week may start more.
    const veteran = await aged(await signIn(t));
    for (let i = 0; i < 6; i++) await start(veteran, [bob], `hello ${i}`);
  });

  it('refuses a silenced member', async () => {
    const alice = await aged(await signIn(t));
    const bob = await signIn(t);
    const id = await start(alice, [bob]);
    await t.database.db
      .updateTable('users')
      .set({ silenced_until: new Date(Date.now() + 86_400_000).toISOString() })
      .where('id', '=', bob.user.id)
      .execute();
    const reply = await postAs(t.app, bob.cookie, `/api/messages/${id}/reply`, { text: 'psst' });
    expect(reply.statusCode).toBe(403);
  });

  it('stores one batched message notification per conversation, not for the author', async () => {
    const alice = await aged(await signIn(t));
    const bob = await signIn(t);
    const id = await start(alice, [bob], 'one');
    await postAs(t.app, alice.cookie, `/api/messages/${id}/reply`, { text: 'two' });
    const notes = (await getJson(t.app, '/api/notifications', { cookie: bob.cookie })).json();
    const mine = notes.notifications.filter((n: { type: string }) => n.type === 'message');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      read: false,
      excerpt: 'two',
      url: `/messages/${id}`,
      actor: { id: alice.user.id },
    });
    const alices = (await getJson(t.app, '/api/notifications', { cookie: alice.cookie })).json();
    expect(alices.notifications.filter((n: { type: string }) => n.type === 'message')).toHaveLength(0);
    // Reading the conversation reads its notification.
    await open(bob, id);
    const after = (await getJson(t.app, '/api/notifications', { cookie: bob.cookie })).json();
    expect(after.notifications.find((n: { type: string }) => n.type === 'message').read).toBe(true);
  });

  it('delivers a new message live to the other participant', async () => {
    const alice = await aged(await signIn(t));
    const bob = await signIn(t);
    const base = await listen(t.app);
    const stream = await SseClient.open(base, bob.cookie);
    try {
      const id = await start(alice, [bob], 'live hello');
      const event = await stream.message<{
        conversation_id: number;
        message: { content: string };
        unread_conversations: number;
      }>('message.new', 5_000);
      expect(event).toMatchObject({
        conversation_id: id,
        message: { content: 'live hello' },
        unread_conversations: 1,
      });
    } finally {
      stream.close();
    }
  });
});

describe('reported messages (issue 17 §8)', () => {
  it('shows moderators the reported message with its context, and lets them resolve it', async () => {
    const alice = await aged(await signIn(t));
    const bob = await signIn(t);
    const id = await start(alice, [bob], 'm1');
    const ids: number[] = [];
    for (const text of ['m2', 'm3', 'm4 rude', 'm5', 'm6', 'm7', 'm8']) {
      const res = await postAs(t.app, alice.cookie, `/api/messages/${id}/reply`, { text });
      ids.push(res.json().id);
    }
    const reported = ids[2]!;
    const category = await freshCategory(t.database);
    const moderator = await signIn(t, [await moderatorGroupFor(t.database, category)]);
    const admin = await signIn(t, ['Administrators']);
    const member = await signIn(t);

    // Not a participant: cannot report.
    expect(
      (
        await postAs(t.app, member.cookie, `/api/messages/${id}/report`, {
          message_id: reported,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    const filed = await postAs(t.app, bob.cookie, `/api/messages/${id}/report`, {
      message_id: reported,
      reason: 'Rude',
    });
    expect(filed.statusCode).toBe(201);
    expect(
      (await postAs(t.app, bob.cookie, `/api/messages/${id}/report`, { message_id: reported, reason: '  ' }))
        .statusCode,
    ).toBe(400);

    expect(
      (await getJson(t.app, '/api/moderation/message_reports', { cookie: member.cookie })).statusCode,
    ).toBe(403);
    const list = (
      await getJson(t.app, '/api/moderation/message_reports', { cookie: moderator.cookie })
    ).json();
    const report = list.reports.find((r: { message: { id: number } }) => r.message.id === reported);
    expect(report).toMatchObject({
      status: 'open',
      reason: 'Rude',
      reporter: { id: bob.user.id },
      conversation: { id, title: 'Pixel talk' },
      message: { content: 'm4 rude' },
    });
    expect(report.context.map((m: { content: string }) => m.content)).toEqual([
      'm1',
      'm2',
      'm3',
      'm4 rude',
      'm5',
      'm6',
      'm7',
    ]);
    // The conversation itself stays closed to them.
    expect((await open(moderator, id)).statusCode).toBe(404);
    expect((await open(admin, id)).statusCode).toBe(404);

    const resolved = await postAs(
      t.app,
      admin.cookie,
      `/api/moderation/message_reports/${report.id}/resolve`,
    );
    expect(resolved.json()).toEqual({ success: true, status: 'resolved' });
    expect(
      (await postAs(t.app, moderator.cookie, `/api/moderation/message_reports/${report.id}/dismiss`))
        .statusCode,
    ).toBe(409);
    const open_ = (
      await getJson(t.app, '/api/moderation/message_reports', { cookie: moderator.cookie })
    ).json();
    expect(open_.reports.some((r: { id: number }) => r.id === report.id)).toBe(false);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('live messages across two app servers (Redis)', () => {
  it('a reply posted on server A reaches the other participant’s stream on server B', async () => {
    const { RedisBroker } = await import('../../src/server/live/redis-broker.ts');
    const namespace = `cito-test-msg-${process.pid}-${Date.now()}`;
    const brokers = [
      RedisBroker.connect(redisUrl!, { namespace }),
      RedisBroker.connect(redisUrl!, { namespace }),
    ];
    for (const broker of brokers) await broker.ready();
    const a = await createTestApp({ broker: brokers[0]! });
    const b = await createTestApp({ broker: brokers[1]! });
    const baseB = await listen(b.app);
    let stream: SseClient | undefined;
    try {
      const alice = await signIn(a);
      const bob = await signIn(b);
      await t.database.db
        .updateTable('users')
        .set({ created_at: new Date(Date.now() - 30 * 86_400_000).toISOString() })
        .where('id', '=', alice.user.id)
        .execute();
      const started = await postAs(a.app, alice.cookie, '/api/messages', {
        to: [bob.user.username],
        title: 'Across',
        text: 'first',
      });
      const id = started.json().conversation_id;
      stream = await SseClient.open(baseB, bob.cookie);
      const since = stream.events.length;
      const reply = await postAs(a.app, alice.cookie, `/api/messages/${id}/reply`, { text: 'from server A' });
      expect(reply.statusCode).toBe(201);
      const event = await stream.message<{
        conversation_id: number;
        message: { content: string };
        unread_conversations: number;
      }>('message.new', 5_000, since);
      expect(event).toMatchObject({
        conversation_id: id,
        message: { content: 'from server A' },
        unread_conversations: 1,
      });
    } finally {
      stream?.close();
      await a.close();
      await b.close();
      for (const broker of brokers) await broker.close();
    }
  });
});

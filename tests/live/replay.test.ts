import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_POSITION_HEADER } from '../../src/common/events.ts';
import { isAfter } from '../../src/common/live-log.ts';
import { type BacklogLimits, type Broker, MemoryBroker } from '../../src/server/live/broker.ts';
import { RedisBroker } from '../../src/server/live/redis-broker.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, freshCategory, signIn, startThread, type TestCategory } from '../support/forum.ts';
import { call, listen, SseClient } from '../support/sse.ts';

const redisUrl = process.env.TEST_REDIS_URL;

interface Setup {
  name: string;
  skip: boolean;
  /** Brokers for two app servers sharing one log (the same broker twice for one server). */
  brokers(backlog?: BacklogLimits): Promise<[Broker, Broker]>;
}

const setups: Setup[] = [
  {
    name: 'one server, in-process log',
    skip: false,
    async brokers(backlog) {
      const broker = new MemoryBroker(backlog);
      return [broker, broker];
    },
  },
  {
    name: 'two servers sharing a Redis log',
    skip: !redisUrl,
    async brokers(backlog) {
      const namespace = `cito-replay-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const pair = [0, 1].map(() =>
        RedisBroker.connect(redisUrl!, { namespace, ...(backlog ? { backlog } : {}) }),
      );
      await Promise.all(pair.map((broker) => broker.ready()));
      return [pair[0]!, pair[1]!];
    },
  },
];

type PostNew = { threadId: number; post: { id: number; content: string } };

for (const setup of setups) {
  // Reconnecting with Last-Event-ID, on the same or another server (issue 15 §1).
  describe.skipIf(setup.skip)(`resuming event streams (${setup.name})`, () => {
    const apps: TestApp[] = [];
    const clients: SseClient[] = [];
    let a: string;
    let b: string;
    let category: TestCategory;
    let author: Actor;
    let reader: Actor;

    async function servers(backlog?: BacklogLimits): Promise<[string, string]> {
      const [brokerA, brokerB] = await setup.brokers(backlog);
      const first = await createTestApp({ broker: brokerA });
      apps.push(first);
      const urlA = await listen(first.app);
      if (brokerA === brokerB) return [urlA, urlA];
      const second = await createTestApp({ broker: brokerB });
      apps.push(second);
      return [urlA, await listen(second.app)];
    }
    const open = async (base: string, cookie?: string, lastEventId?: string, query?: string) => {
      const client = await SseClient.open(base, cookie, lastEventId, query);
      clients.push(client);
      return client;
    };
    const reply = async (base: string, threadId: number, text: string) => {
      const response = await call(base, 'POST', `/api/thread/${threadId}/reply`, author.cookie, { text });
      expect(response.status).toBe(201);
      return (response.body as { id: number }).id;
    };
    const join = (base: string, client: SseClient, threadId: number, cookie: string) =>
      call(base, 'POST', `/api/events/${client.connected.connection_id}/join`, cookie, {
        thread_id: threadId,
      });
    /** Waits until the stream has seen `count` post.new events, then answers their post ids. */
    const postIds = async (client: SseClient, count: number) => {
      for (let i = 0; i < 100 && client.messages('post.new').length < count; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return (client.messages('post.new') as PostNew[]).map((event) => event.post.id);
    };

    beforeAll(async () => {
      [a, b] = await servers();
      category = await freshCategory(apps[0]!.database);
      author = await signIn(apps[0]!);
      reader = await signIn(apps[0]!);
    });
    afterAll(async () => {
      for (const client of clients) client.close();
      for (const t of apps) await t.close();
    });

    it('joins a room through a server that does not hold the stream, and delivers each reply once', async () => {
      const thread = await startThread(apps[0]!.app, author, category.id);
      const stream = await open(a, reader.cookie);
      expect((await join(b, stream, thread.id, reader.cookie)).status).toBe(200);
      const sent = [await reply(b, thread.id, 'through B'), await reply(a, thread.id, 'through A')];
      // The log is ordered: a copy of the first two would come before the third.
      sent.push(await reply(b, thread.id, 'marker'));
      expect(await postIds(stream, 3)).toEqual(sent);
    });

    it('resumes a stream: same connection, rooms kept, missed room, category and personal events replayed once', async () => {
      const thread = await startThread(apps[0]!.app, author, category.id);
      const followed = await startThread(apps[0]!.app, author, category.id);
      await call(a, 'POST', `/api/thread/${followed.id}/subscribe`, reader.cookie);
      const first = await open(a, reader.cookie);
      expect((await join(a, first, thread.id, reader.cookie)).status).toBe(200);
      const seen = await reply(a, thread.id, 'seen live');
      expect(await postIds(first, 1)).toEqual([seen]);
      const lastEventId = first.lastEventId!;
      first.close();

      const missedRoom = await reply(a, thread.id, 'missed in the room');
      const missedThread = await startThread(apps[0]!.app, author, category.id, { title: 'Missed thread' });
      const missedReply = await reply(b, followed.id, 'missed in a followed thread');

      const second = await open(b, reader.cookie, lastEventId);
      expect(second.connected).toMatchObject({
        connection_id: first.connected.connection_id,
        user_id: reader.user.id,
        resumed: true,
      });
      expect(await postIds(second, 1)).toEqual([missedRoom]);
      await second.message('notification', 5_000, 0);
      expect(second.messages('thread.new')).toEqual([
        expect.objectContaining({ thread: expect.objectContaining({ id: missedThread.id }) }),
      ]);
      expect(second.messages('notification')).toEqual([expect.objectContaining({ postId: missedReply })]);
      expect(second.events.some((e) => e.event === 'resync')).toBe(false);

      // The room is still joined on the new server, and live events follow the replay.
      const after = await reply(a, thread.id, 'after the resume');
      expect(await postIds(second, 2)).toEqual([missedRoom, after]);
    });

    it('replays nothing the member could not have received live', async () => {
      const hidden = await freshCategory(apps[0]!.database, 'hidden');
      const admin = await signIn(apps[0]!, ['Administrators']);
      const unjoined = await startThread(apps[0]!.app, author, category.id);
      const first = await open(a, reader.cookie);
      const lastEventId = first.lastEventId!;
      first.close();
      await startThread(apps[0]!.app, admin, hidden.id, { title: 'Staff only' });
      await reply(a, unjoined.id, 'a room never joined');
      const marker = await startThread(apps[0]!.app, author, category.id, { title: 'Marker' });

      const second = await open(b, reader.cookie, lastEventId);
      await second.message('thread.new', 5_000, 0);
      expect(second.messages('thread.new')).toEqual([
        expect.objectContaining({ thread: expect.objectContaining({ id: marker.id }) }),
      ]);
      expect(second.messages('post.new')).toEqual([]);
    });

    it("resumes nothing of another user's stream from its Last-Event-ID", async () => {
      const thread = await startThread(apps[0]!.app, author, category.id);
      const theirs = await open(a, reader.cookie);
      expect((await join(a, theirs, thread.id, reader.cookie)).status).toBe(200);
      const lastEventId = theirs.lastEventId!;
      theirs.close();
      await reply(a, thread.id, 'for the room only');

      for (const cookie of [author.cookie, undefined]) {
        const stranger = await open(b, cookie, lastEventId);
        expect(stranger.connected.connection_id).not.toBe(theirs.connected.connection_id);
        expect(stranger.connected.resumed).toBe(false);
        // It had asked to resume: it refetches rather than trusting what it shows.
        await stranger.next((e) => e.event === 'resync', 5_000, 0);
        // Someone else's stream cannot be joined either.
        expect((await join(b, theirs, thread.id, cookie ?? '')).status).toBe(404);
        await reply(a, thread.id, 'still only the room');
        const marker = await startThread(apps[0]!.app, author, category.id);
        await stranger.next(
          (e) => (e.data as { data?: { thread?: { id: number } } }).data?.thread?.id === marker.id,
          5_000,
          0,
        );
        expect(stranger.messages('post.new')).toEqual([]);
      }
    });

    /** The live position a page read at: the X-Live-Position of a GET answer. */
    const positionOf = async (base: string, path: string, cookie: string) => {
      const response = await fetch(`${base}${path}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      const position = response.headers.get(LIVE_POSITION_HEADER);
      expect(position).toMatch(/^[\w.-]+$/);
      return position!;
    };

    it("starts a page's first stream where its data was read: room, category and personal events published in between arrive once", async () => {
      const thread = await startThread(apps[0]!.app, author, category.id);
      const followed = await startThread(apps[0]!.app, author, category.id);
      await call(a, 'POST', `/api/thread/${followed.id}/subscribe`, reader.cookie);
      const since = await positionOf(a, `/api/thread/${thread.id}`, reader.cookie);

      // published after the page read its thread and before its stream opened
      const missedRoom = await reply(b, thread.id, 'between the read and the stream');
      const missedThread = await startThread(apps[0]!.app, author, category.id, { title: 'Meanwhile' });
      const missedReply = await reply(a, followed.id, 'in a followed thread meanwhile');

      const stream = await open(b, reader.cookie, undefined, `since=${since}&rooms=${thread.id}`);
      expect(stream.connected).toMatchObject({ user_id: reader.user.id, resumed: false });
      expect(await postIds(stream, 1)).toEqual([missedRoom]);
      await stream.message('notification', 5_000, 0);
      expect(stream.messages('thread.new')).toEqual([
        expect.objectContaining({ thread: expect.objectContaining({ id: missedThread.id }) }),
      ]);
      expect(stream.messages('notification')).toEqual([expect.objectContaining({ postId: missedReply })]);
      expect(stream.events.some((e) => e.event === 'resync')).toBe(false);

      // The room is held from the start (the page's own join changes nothing), and live replies
      // follow the replay once each.
      expect((await join(a, stream, thread.id, reader.cookie)).status).toBe(200);
      const after = await reply(a, thread.id, 'after the stream opened');
      const marker = await reply(b, thread.id, 'marker');
      expect(await postIds(stream, 3)).toEqual([missedRoom, after, marker]);
    });

    it('sends a room joined later its events since the page read the thread, once, before the live ones', async () => {
      const thread = await startThread(apps[0]!.app, author, category.id);
      const stream = await open(a, reader.cookie);
      const since = await positionOf(b, `/api/thread/${thread.id}`, reader.cookie);
      // between the page reading the thread and its join: a reply in the room, and a new thread the
      // open stream hears live anyway
      const missed = await reply(b, thread.id, 'before the join');
      const other = await startThread(apps[0]!.app, author, category.id, { title: 'Heard live' });
      const joined = await call(
        b,
        'POST',
        `/api/events/${stream.connected.connection_id}/join`,
        reader.cookie,
        {
          thread_id: thread.id,
          since,
        },
      );
      expect(joined.status).toBe(200);
      expect(await postIds(stream, 1)).toEqual([missed]);
      const after = await reply(a, thread.id, 'after the join');
      expect(await postIds(stream, 2)).toEqual([missed, after]);

      // joined again (another tab's screen, a retried call): nothing is sent twice
      expect(
        (
          await call(a, 'POST', `/api/events/${stream.connected.connection_id}/join`, reader.cookie, {
            thread_id: thread.id,
            since,
          })
        ).status,
      ).toBe(200);
      const marker = await reply(b, thread.id, 'marker');
      expect(await postIds(stream, 3)).toEqual([missed, after, marker]);
      expect(
        stream.messages('thread.new').filter((e) => (e as { thread: { id: number } }).thread.id === other.id),
      ).toHaveLength(1);
      // a reconnect resumes after the join, not from the replayed events
      expect(isAfter(stream.lastEventId!.split(':')[1]!, since)).toBe(true);
    });

    it('holds no room the member may not view from the start, and replays nothing of it', async () => {
      const hidden = await freshCategory(apps[0]!.database, 'hidden');
      const admin = await signIn(apps[0]!, ['Administrators']);
      const secret = await startThread(apps[0]!.app, admin, hidden.id, { title: 'Staff only' });
      const since = await positionOf(a, '/api/whoami', reader.cookie);
      const adminReply = await call(a, 'POST', `/api/thread/${secret.id}/reply`, admin.cookie, {
        text: 'for staff',
      });
      expect(adminReply.status).toBe(201);
      const marker = await startThread(apps[0]!.app, author, category.id, { title: 'Marker' });

      const stream = await open(b, reader.cookie, undefined, `since=${since}&rooms=${secret.id},2147483647`);
      await stream.message('thread.new', 5_000, 0);
      expect(stream.messages('thread.new')).toEqual([
        expect.objectContaining({ thread: expect.objectContaining({ id: marker.id }) }),
      ]);
      await call(a, 'POST', `/api/thread/${secret.id}/reply`, admin.cookie, { text: 'still for staff' });
      const after = await startThread(apps[0]!.app, author, category.id, { title: 'After' });
      await stream.next(
        (e) => (e.data as { data?: { thread?: { id: number } } }).data?.thread?.id === after.id,
        5_000,
        0,
      );
      expect(stream.messages('post.new')).toEqual([]);
    });

    it('refuses a malformed starting point or too many rooms', async () => {
      for (const query of [
        'since=not%20a%20position',
        `since=1-0&rooms=${'1,'.repeat(10)}1`,
        'since=1-0&rooms=x',
      ])
        await expect(open(a, reader.cookie, undefined, query)).rejects.toMatchObject({ status: 400 });
    });

    it('sends one resync, and keeps the rooms, when the gap is older than the backlog', async () => {
      const [smallA, smallB] = await servers({ maxEntries: 5, maxAgeMs: 60_000 });
      const thread = await startThread(apps[0]!.app, author, category.id);
      const first = await open(smallA, reader.cookie);
      expect((await join(smallA, first, thread.id, reader.cookie)).status).toBe(200);
      const lastEventId = first.lastEventId!;
      first.close();
      for (let i = 0; i < 8; i++) await reply(smallA, thread.id, `overflow ${i}`);

      const second = await open(smallB, reader.cookie, lastEventId);
      expect(second.connected.resumed).toBe(true);
      await second.next((e) => e.event === 'resync', 5_000, 0);
      expect(second.events.filter((e) => e.event === 'resync')).toHaveLength(1);
      expect(second.messages('post.new')).toEqual([]);
      const after = await reply(smallA, thread.id, 'after the resync');
      expect(await postIds(second, 1)).toEqual([after]);

      // A page whose data was read before the backlog's start refetches it too.
      const since = await positionOf(smallA, `/api/thread/${thread.id}`, reader.cookie);
      for (let i = 0; i < 8; i++) await reply(smallA, thread.id, `overflow again ${i}`);
      const fresh = await open(smallB, reader.cookie, undefined, `since=${since}&rooms=${thread.id}`);
      expect(fresh.connected.resumed).toBe(false);
      await fresh.next((e) => e.event === 'resync', 5_000, 0);
      expect(fresh.events.filter((e) => e.event === 'resync')).toHaveLength(1);
      expect(fresh.messages('post.new')).toEqual([]);
      const last = await reply(smallA, thread.id, 'after the fresh resync');
      expect(await postIds(fresh, 1)).toEqual([last]);

      // and so does a room joined with a position the backlog no longer holds
      const other = await startThread(apps[0]!.app, author, category.id);
      const readAt = await positionOf(smallA, `/api/thread/${other.id}`, reader.cookie);
      for (let i = 0; i < 8; i++) await reply(smallA, other.id, `overflow in another ${i}`);
      const before = fresh.events.filter((e) => e.event === 'resync').length;
      const from = fresh.events.length;
      expect(
        (
          await call(smallB, 'POST', `/api/events/${fresh.connected.connection_id}/join`, reader.cookie, {
            thread_id: other.id,
            since: readAt,
          })
        ).status,
      ).toBe(200);
      await fresh.next((e) => e.event === 'resync', 5_000, from);
      expect(fresh.events.filter((e) => e.event === 'resync')).toHaveLength(before + 1);
      expect(await postIds(fresh, 1)).toEqual([last]);
    });
  });
}

describe('the in-process backlog', () => {
  it('forgets entries older than its age limit, but always keeps the newest', async () => {
    const broker = new MemoryBroker({ maxEntries: 100, maxAgeMs: 50 });
    const envelope = {
      audience: { kind: 'everyone' as const },
      message: { type: 'users.online' as const, data: { count: 1 } },
    };
    await broker.publish(envelope);
    const early = broker.position;
    await broker.publish(envelope);
    expect(await broker.readAfter(early)).toMatchObject({ gap: false, entries: [expect.anything()] });
    await new Promise((resolve) => setTimeout(resolve, 80));
    const newest = broker.position;
    expect(await broker.readAfter(newest)).toEqual({ gap: false, entries: [] });
    await broker.publish(envelope);
    expect(await broker.readAfter(early)).toEqual({ gap: true });
    expect(await broker.readAfter('someone-else.1')).toEqual({ gap: true });
  });
});

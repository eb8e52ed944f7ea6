import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  freshCategory,
  postAs,
  replyTo,
  signIn,
  startThread,
  type TestCategory,
} from '../support/forum.ts';
import { call, listen, SseClient, sleep } from '../support/sse.ts';

// Streams over real HTTP on a loopback port (issue 4): headers, ids, rooms, each event kind.
describe('live event stream', () => {
  let t: TestApp;
  let base: string;
  let category: TestCategory;
  let author: Actor;
  let reader: Actor;
  const open: SseClient[] = [];
  const stream = async (cookie?: string) => {
    const client = await SseClient.open(base, cookie);
    open.push(client);
    return client;
  };
  const join = (client: SseClient, threadId: number, cookie?: string) =>
    call(base, 'POST', `/api/events/${client.connected.connection_id}/join`, cookie, { thread_id: threadId });

  beforeAll(async () => {
    t = await createTestApp({ live: { heartbeatMs: 300 } });
    base = await listen(t.app);
    category = await freshCategory(t.database);
    author = await signIn(t);
    reader = await signIn(t);
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await t.close();
  });

  it('opens with the SSE headers, a retry hint and a connected event naming the user', async () => {
    const client = await stream(reader.cookie);
    expect(client.headers?.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.headers?.get('cache-control')).toBe('no-cache, no-transform');
    expect(client.headers?.get('x-accel-buffering')).toBe('no');
    expect(client.retry).toBe(3000);
    expect(client.connected.user_id).toBe(reader.user.id);
    expect(client.connected.connection_id).toMatch(/^[0-9a-f-]{36}$/);
    const visitor = await stream();
    expect(visitor.connected.user_id).toBeNull();
  });

  it('sends heartbeats, and every event carries an id naming the stream and its place in the log', async () => {
    const client = await stream();
    await client.next((e) => e.event === 'heartbeat');
    const ids = client.events.map((e) => e.id ?? '');
    const { connection_id } = client.connected;
    expect(
      ids.every((id) => id.startsWith(`${connection_id}:`) && id.length > connection_id.length + 1),
    ).toBe(true);
  });

  it('delivers post.new, post.edit and post.delete in order to the thread room, shaped like the HTTP answers', async () => {
    const thread = await startThread(t.app, author, category.id);
    const client = await stream(reader.cookie);
    expect((await join(client, thread.id, reader.cookie)).status).toBe(200);
    const since = client.events.length;

    const replied = await postAs(t.app, author.cookie, `/api/thread/${thread.id}/reply`, {
      text: 'Live *hello*',
    });
    const postId = replied.json().id as number;
    const created = await client.message<{ threadId: number; post: unknown }>('post.new', 5_000, since);
    expect(created).toEqual({ threadId: thread.id, categoryId: category.id, post: replied.json().post });

    const edited = await postAs(t.app, author.cookie, `/api/post/${postId}/edit`, { text: 'Edited live' });
    const edit = await client.message<{ postId: number; changes: { content: string; edited: string } }>(
      'post.edit',
      5_000,
      since,
    );
    expect(edit.postId).toBe(postId);
    expect(edit.changes.content).toBe('Edited live');
    expect(edit.changes.edited).toBe(edited.json().post.edited);

    await postAs(t.app, author.cookie, `/api/post/${postId}/delete`);
    const deleted = await client.message<{ postId: number; threadDeleted: boolean }>(
      'post.delete',
      5_000,
      since,
    );
    expect(deleted).toMatchObject({ postId, threadDeleted: false });

    const order = client.events
      .slice(since)
      .map((e) => (e.data as { type?: string }).type)
      .filter((type) => type?.startsWith('post.'));
    expect(order).toEqual(['post.new', 'post.edit', 'post.delete']);
  });

  it("stops sending a room's events after leave", async () => {
    const thread = await startThread(t.app, author, category.id);
    const client = await stream(reader.cookie);
    await join(client, thread.id, reader.cookie);
    // The event may arrive before the reply's answer: count from before the reply.
    const before = client.events.length;
    await replyTo(t.app, author, thread.id, 'while joined');
    await client.message('post.new', 5_000, before);
    const left = await call(
      base,
      'POST',
      `/api/events/${client.connected.connection_id}/leave`,
      reader.cookie,
      {
        thread_id: thread.id,
      },
    );
    expect(left.status).toBe(200);
    const since = client.events.length;
    await replyTo(t.app, author, thread.id, 'after leaving');
    // A later category event proves the stream is alive and the reply's event was not sent.
    await startThread(t.app, author, category.id);
    await client.message('thread.new', 5_000, since);
    expect(client.messages('post.new')).toHaveLength(1);
  });

  it('sends thread.new and thread.update to everyone who may view the category', async () => {
    const client = await stream();
    const since = client.events.length;
    const thread = await startThread(t.app, author, category.id, { title: 'Brand new live thread' });
    const created = await client.message<{ categoryId: number; thread: { id: number; title: string } }>(
      'thread.new',
      5_000,
      since,
    );
    expect(created.categoryId).toBe(category.id);
    expect(created.thread).toMatchObject({ id: thread.id, title: 'Brand new live thread' });

    const moderator = await signIn(t, ['Moderators']);
    await postAs(t.app, moderator.cookie, `/api/thread/${thread.id}/pin`);
    const update = await client.message<{ threadId: number; changes: { pinned: boolean } }>(
      'thread.update',
      5_000,
      since,
    );
    expect(update).toMatchObject({ threadId: thread.id, changes: { pinned: true } });
  });

  it("refuses to join a room on someone else's stream or for an unknown thread", async () => {
    const thread = await startThread(t.app, author, category.id);
    const client = await stream(reader.cookie);
    expect((await join(client, thread.id, author.cookie)).status).toBe(404);
    expect((await join(client, thread.id)).status).toBe(404);
    expect((await join(client, 2_000_000_000, reader.cookie)).body).toEqual({
      success: false,
      message: 'Thread not found',
    });
  });

  it('sends a reply notification to subscribers, but not to the author of the reply', async () => {
    const thread = await startThread(t.app, author, category.id, { title: 'Followed thread' });
    await postAs(t.app, author.cookie, `/api/thread/${thread.id}/subscribe`);
    await postAs(t.app, reader.cookie, `/api/thread/${thread.id}/subscribe`);
    const authorStream = await stream(author.cookie);
    const readerStream = await stream(reader.cookie);
    const authorSince = authorStream.events.length;
    const readerSince = readerStream.events.length;

    const postId = await replyTo(t.app, author, thread.id, 'Author writes');
    const note = await readerStream.message<Record<string, unknown>>('notification', 5_000, readerSince);
    expect(note).toMatchObject({
      type: 'reply',
      title: 'New reply in "Followed thread"',
      message: `${author.user.username} replied to a thread you follow.`,
      threadId: thread.id,
      postId,
      url: `/thread/${category.slug}/${thread.slug}#post-${postId}`,
    });

    await replyTo(t.app, reader, thread.id, 'Reader answers');
    await authorStream.message('notification', 5_000, authorSince);
    // The reader's first post also earns an achievement (issue 18 §1): only reply notifications count here.
    const replies = (client: typeof authorStream) =>
      (client.messages('notification') as Array<{ type: string }>).filter((n) => n.type === 'reply');
    expect(replies(authorStream)).toHaveLength(1);
    expect(replies(readerStream)).toHaveLength(1);
  });

  it('tells a user their subscriptions when they change', async () => {
    const thread = await startThread(t.app, author, category.id);
    const client = await stream(reader.cookie);
    const since = client.events.length;
    await postAs(t.app, reader.cookie, `/api/thread/${thread.id}/subscribe`);
    const update = await client.message<{ subscriptions: number[] }>('subscription.update', 5_000, since);
    expect(update.subscriptions).toContain(thread.id);
  });

  it('counts users once across their streams, and every visitor stream', async () => {
    const solo = await createTestApp();
    const soloBase = await listen(solo.app);
    try {
      const someone = await signIn(solo);
      const first = await SseClient.open(soloBase, someone.cookie);
      const second = await SseClient.open(soloBase, someone.cookie);
      const visitor = await SseClient.open(soloBase);
      const online = await visitor.next(
        (e) => (e.data as { type?: string; data?: { count?: number } }).data?.count === 2,
        5_000,
        0,
      );
      expect(online.data).toEqual({ type: 'users.online', data: { count: 2 } });
      for (const client of [first, second, visitor]) client.close();
    } finally {
      await solo.close();
    }
  });

  it('never tells a stream a count that leaves itself out, even one opened just before a count', async () => {
    const solo = await createTestApp();
    const soloBase = await listen(solo.app);
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const streams: SseClient[] = [];
    try {
      // The count goes out at most every 2 s; a stream shares its presence 200 ms after it opens.
      const observer = await SseClient.open(soloBase);
      streams.push(observer);
      await observer.message('users.online', 5_000, 0);
      const sentAt = Date.now();
      await sleep(100);
      streams.push(await SseClient.open(soloBase)); // the change that schedules the next count
      await sleep(Math.max(0, sentAt + 1_850 - Date.now()));
      const late = await SseClient.open(soloBase); // opens ~150 ms before that count goes out
      streams.push(late);
      const { count } = await late.message<{ count: number }>('users.online', 5_000, 0);
      expect(count).toBe(3);
    } finally {
      for (const client of streams) client.close();
      await solo.close();
    }
  });

  it('tells a new stream the online count even when the count has not changed', async () => {
    const solo = await createTestApp();
    const soloBase = await listen(solo.app);
    try {
      const someone = await signIn(solo);
      const first = await SseClient.open(soloBase, someone.cookie);
      expect(await first.message<{ count: number }>('users.online', 5_000, 0)).toEqual({ count: 1 });
      const second = await SseClient.open(soloBase, someone.cookie);
      expect(await second.message<{ count: number }>('users.online', 5_000, 0)).toEqual({ count: 1 });
      first.close();
      second.close();
    } finally {
      await solo.close();
    }
  });

  it('works again on a new stream after the old one closed', async () => {
    const thread = await startThread(t.app, author, category.id);
    const first = await stream(reader.cookie);
    first.close();
    await sleep(100);
    const second = await stream(reader.cookie);
    expect(second.connected.connection_id).not.toBe(first.connected.connection_id);
    await join(second, thread.id, reader.cookie);
    const before = second.events.length;
    await replyTo(t.app, author, thread.id, 'after reconnect');
    expect(await second.message<{ threadId: number }>('post.new', 5_000, before)).toMatchObject({
      threadId: thread.id,
    });
  });
});

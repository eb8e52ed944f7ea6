import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../../src/server/config.ts';
import { type DbHandle, openDatabase } from '../../src/server/db/index.ts';
import { createUser, type TestUser } from '../support/app.ts';
import { createFreshDatabase, type FreshDatabase } from '../support/databases.ts';
import { freshCategory, type TestCategory } from '../support/forum.ts';
import { type LoadBalancer, startLoadBalancer } from '../support/haproxy.ts';
import { crashAllServers, freePort, type ServerProcess, startServer } from '../support/server-process.ts';
import { ResumingStream } from '../support/sse.ts';

type PostNew = { threadId: number; post: { id: number } };
type Notification = { postId: number };

/**
 * Issue 15 §1, for real: deploy/haproxy.cfg (round-robin, no stickiness) in front of two app server
 * processes on PostgreSQL and Redis. Everything goes through the load balancer. Then one server is
 * SIGKILLed in the middle of a burst of replies: its streams reconnect through the load balancer,
 * resume on the other server with their rooms, and get what they missed, each event once.
 */
describe('two app servers behind the load balancer', () => {
  let fresh: FreshDatabase;
  let database: DbHandle;
  let balancer: LoadBalancer;
  const servers: ServerProcess[] = [];
  let lb: string;
  let category: TestCategory;
  let hidden: TestCategory;
  let threadId: number;
  let admin: { user: TestUser; cookie: string };
  const authors: Array<{ user: TestUser; cookie: string }> = [];
  const members: Array<{ user: TestUser; cookie: string; stream: ResumingStream; subscribed: boolean }> = [];

  const call = async (method: 'GET' | 'POST', path: string, cookie?: string, body?: object) => {
    const response = await fetch(`${lb}${path}`, {
      method,
      headers: {
        origin: lb,
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, response };
  };
  const logIn = async (user: TestUser) => {
    const { status, response } = await call('POST', '/api/login', undefined, {
      email: user.email,
      password: user.password,
    });
    expect(status).toBe(200);
    return response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .find((pair) => pair.startsWith('sid='))!;
  };
  const reply = async (cookie: string, text: string): Promise<number | null> => {
    try {
      const answer = await call('POST', `/api/thread/${threadId}/reply`, cookie, { text });
      return answer.status === 201 ? (answer.body.id as number) : null;
    } catch {
      return null; // the connection died with the server: not acknowledged
    }
  };
  async function until(what: string, check: () => boolean, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const postIds = (stream: ResumingStream) => stream.messages<PostNew>('post.new').map((e) => e.post.id);
  const notified = (stream: ResumingStream) =>
    stream.messages<Notification>('notification').map((e) => e.postId);

  beforeAll(async () => {
    fresh = await createFreshDatabase('postgres', 'lb');
    database = openDatabase(parseDatabaseUrl(fresh.url));
    category = await freshCategory(database);
    hidden = await freshCategory(database, 'hidden');
    const lbPort = await freePort();
    lb = `http://127.0.0.1:${lbPort}`;
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REDIS_PREFIX: `cito-lb-${process.pid}-${Date.now()}`,
      TRUST_PROXY: 'true',
      PUBLIC_ORIGIN: lb,
    };
    for (let i = 0; i < 2; i++) servers.push(await startServer(fresh.url, 60_000, { env }));
    balancer = await startLoadBalancer(
      servers.map((s) => s.origin.replace('http://', '')),
      lbPort,
    );

    const adminUser = await createUser(database, { groups: ['Administrators'] });
    admin = { user: adminUser, cookie: await logIn(adminUser) };
    for (let i = 0; i < 3; i++) {
      const user = await createUser(database);
      authors.push({ user, cookie: await logIn(user) });
    }
    const started = await call('POST', `/api/category/${category.id}/post`, authors[0]!.cookie, {
      title: 'Behind the load balancer',
      text: 'Replies land on either server.',
    });
    threadId = started.body.thread_id as number;
    const signedIn = [];
    for (let i = 0; i < 6; i++) {
      const user = await createUser(database);
      signedIn.push({ user, cookie: await logIn(user), subscribed: i % 2 === 0 });
    }
    // Opened one after another, the streams alternate between the two servers.
    for (const member of signedIn)
      members.push({ ...member, stream: await ResumingStream.open(lb, member.cookie) });
  }, 120_000);

  afterAll(async () => {
    for (const member of members) await member.stream.close();
    await balancer?.stop();
    await crashAllServers();
    await database?.close();
    await fresh?.drop();
  });

  it('joins rooms, delivers replies and notifications once to each stream that may see them', async () => {
    for (const member of members) {
      // Round-robin: about half of these joins reach the server that does not hold the stream.
      const joined = await call(
        'POST',
        `/api/events/${member.stream.current.connected.connection_id}/join`,
        member.cookie,
        {
          thread_id: threadId,
        },
      );
      expect(joined.status).toBe(200);
      if (member.subscribed)
        expect((await call('POST', `/api/thread/${threadId}/subscribe`, member.cookie)).status).toBe(200);
    }
    const adminStream = await ResumingStream.open(lb, admin.cookie);
    const sent: number[] = [];
    for (let i = 0; i < 10; i++) sent.push((await reply(authors[i % 3]!.cookie, `reply ${i}`))!);
    const secret = await call('POST', `/api/category/${hidden.id}/post`, admin.cookie, {
      title: 'Staff only',
      text: 'Not for members.',
    });
    expect(secret.status).toBe(201);

    await until('every stream has every reply', () =>
      members.every((m) => postIds(m.stream).length >= sent.length),
    );
    await until(
      'the administrator hears the hidden thread',
      () => adminStream.messages('thread.new').length >= 1,
    );
    await until('subscribers are notified', () =>
      members.filter((m) => m.subscribed).every((m) => notified(m.stream).length >= sent.length),
    );
    for (const member of members) {
      expect(postIds(member.stream)).toEqual(sent);
      expect(notified(member.stream)).toEqual(member.subscribed ? sent : []);
      expect(member.stream.messages('thread.new')).toEqual([]);
    }
    expect(adminStream.messages<{ thread: { id: number } }>('thread.new').map((e) => e.thread.id)).toEqual([
      secret.body.thread_id,
    ]);
    await adminStream.close();
  });

  it('loses no acknowledged reply and no event when a server is killed mid-burst', async () => {
    const before = new Map(members.map((m) => [m, postIds(m.stream).length]));
    const acknowledged: number[] = [];
    let killed: Promise<void> | null = null;
    await Promise.all(
      authors.map(async (author, a) => {
        for (let i = 0; i < 15; i++) {
          const id = await reply(author.cookie, `burst ${a}.${i}`);
          if (id !== null) acknowledged.push(id);
          if (acknowledged.length >= 10 && !killed) killed = servers[0]!.crash();
        }
      }),
    );
    await killed;
    // Nearly every reply is acknowledged: the load balancer sends what the dead server refused elsewhere.
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    // Every acknowledged reply is stored...
    const stored = await database.db
      .selectFrom('posts')
      .select('id')
      .where('id', 'in', acknowledged)
      .execute();
    expect(stored).toHaveLength(acknowledged.length);

    // ...and reached every stream exactly once, those that moved to the other server included.
    await until('every stream has every acknowledged reply', () =>
      members.every((m) => acknowledged.every((id) => postIds(m.stream).includes(id))),
    );
    const moved = members.filter((m) => m.stream.reconnects > 0);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.length).toBeLessThan(members.length);
    for (const member of members) {
      const ids = postIds(member.stream);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length - before.get(member)!).toBeGreaterThanOrEqual(acknowledged.length);
    }
    for (const member of moved) {
      const [first, ...later] = member.stream.clients;
      for (const client of later)
        expect(client.connected).toMatchObject({
          connection_id: first!.connected.connection_id,
          resumed: true,
        });
      expect(member.stream.clients.flatMap((c) => c.events).some((e) => e.event === 'resync')).toBe(false);
    }
    await until('subscribers are notified of each acknowledged reply', () =>
      members
        .filter((m) => m.subscribed)
        .every((m) => acknowledged.every((id) => notified(m.stream).includes(id))),
    );
    for (const member of members.filter((m) => m.subscribed)) {
      const ids = notified(member.stream);
      expect(new Set(ids).size).toBe(ids.length);
    }

    // The rooms survived the move: a new reply reaches every stream without joining again.
    const last = (await reply(authors[0]!.cookie, 'after the crash'))!;
    await until('the reply after the crash arrives everywhere', () =>
      members.every((m) => postIds(m.stream).includes(last)),
    );
  });
});

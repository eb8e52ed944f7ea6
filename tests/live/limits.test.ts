import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import { RedisBroker } from '../../src/server/live/redis-broker.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { signIn } from '../support/forum.ts';
import { listen, SseClient, StreamRefused } from '../support/sse.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const LIMITS = { perUser: 2, perAddress: 3, perProcess: 6 };

/** Opens a stream, or answers how it was refused. */
async function attempt(base: string, cookie?: string, lastEventId?: string) {
  try {
    return await SseClient.open(base, cookie, lastEventId);
  } catch (error) {
    if (error instanceof StreamRefused) return error;
    throw error;
  }
}

async function until(check: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in 5 s');
}

// Issue 15 §2: a member, an address or a whole process cannot hold streams without bound.
describe('event stream limits', () => {
  const apps: TestApp[] = [];
  const clients: SseClient[] = [];
  const keep = (result: SseClient | StreamRefused) => {
    if (result instanceof SseClient) clients.push(result);
    return result;
  };
  afterAll(async () => {
    for (const client of clients) client.close();
    for (const t of apps) await t.close();
  });

  it('refuses a member past their streams, a visitor address past its own, and a full process, with 429', async () => {
    const t = await createTestApp({ live: { limits: LIMITS } });
    apps.push(t);
    const base = await listen(t.app);
    const member = await signIn(t);
    const mine = [keep(await attempt(base, member.cookie)), keep(await attempt(base, member.cookie))];
    expect(mine.every((c) => c instanceof SseClient)).toBe(true);
    const third = await attempt(base, member.cookie);
    expect(third).toBeInstanceOf(StreamRefused);
    expect((third as StreamRefused).status).toBe(429);
    expect(JSON.parse((third as StreamRefused).body)).toEqual({
      success: false,
      message: MSG.tooManyStreams,
    });

    // Many visitors share one address; past the limit its streams add nothing to the online count.
    const visitors = [];
    for (let i = 0; i < 5; i++) visitors.push(keep(await attempt(base)));
    expect(visitors.filter((v) => v instanceof SseClient)).toHaveLength(3);
    expect(visitors.filter((v) => v instanceof StreamRefused && v.status === 429)).toHaveLength(2);
    await until(async () => (await t.app.live.onlineCount()) === 4);

    // Five streams are open; the process holds six at most.
    const other = await signIn(t);
    keep(await attempt(base, other.cookie));
    const full = await attempt(base, (await signIn(t)).cookie);
    expect(full).toBeInstanceOf(StreamRefused);

    // A closed stream frees its slot.
    (mine[0] as SseClient).close();
    await until(() => t.app.live.connectionCount === 5);
    expect(keep(await attempt(base, member.cookie))).toBeInstanceOf(SseClient);
  });

  it('a resumed stream keeps its one slot', async () => {
    const t = await createTestApp({ live: { limits: LIMITS } });
    apps.push(t);
    const base = await listen(t.app);
    const member = await signIn(t);
    const first = keep(await attempt(base, member.cookie)) as SseClient;
    keep(await attempt(base, member.cookie));
    // Reconnecting the same stream is not a third stream, even before the old socket has gone.
    const resumed = keep(await attempt(base, member.cookie, first.lastEventId!));
    expect(resumed).toBeInstanceOf(SseClient);
    expect((resumed as SseClient).connected.resumed).toBe(true);
  });

  describe.skipIf(!redisUrl)('across two app servers (Redis)', () => {
    it('counts a member’s streams on every server', async () => {
      const namespace = `cito-limits-${process.pid}-${Date.now()}`;
      const bases: string[] = [];
      for (let i = 0; i < 2; i++) {
        const broker = RedisBroker.connect(redisUrl!, { namespace });
        await broker.ready();
        const t = await createTestApp({ broker, live: { limits: LIMITS } });
        apps.push(t);
        bases.push(await listen(t.app));
      }
      const member = await signIn(apps.at(-1)!);
      expect(keep(await attempt(bases[0]!, member.cookie))).toBeInstanceOf(SseClient);
      expect(keep(await attempt(bases[1]!, member.cookie))).toBeInstanceOf(SseClient);
      for (const base of bases) expect(await attempt(base, member.cookie)).toBeInstanceOf(StreamRefused);
    });
  });
});

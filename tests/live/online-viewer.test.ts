import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countPresence } from '../../src/server/live/broker.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, signIn } from '../support/forum.ts';
import { listen, SseClient } from '../support/sse.ts';

describe('countPresence', () => {
  const shares = [
    { users: [1, 2], visitors: 1 },
    { users: [2, 3], visitors: 0 },
  ];

  it('counts each user once and each visitor stream', () => {
    expect(countPresence(shares)).toBe(4);
  });

  it('counts the member asking once, whether their stream is counted already or not', () => {
    expect(countPresence(shares, { userId: 2 })).toBe(4);
    expect(countPresence(shares, { userId: 9 })).toBe(5);
  });

  it('never tells a viewer that nobody is online', () => {
    expect(countPresence([], { userId: null })).toBe(1);
    expect(countPresence(shares, { userId: null })).toBe(4);
    expect(countPresence([])).toBe(0);
  });
});

// A page reads its figures before its own stream is open: "0 online now" was shown to the only
// member on the site, who was online, until the stream's first count arrived.
describe('the online count a page reads', () => {
  let t: TestApp;
  let base: string;
  let member: Actor;
  let other: Actor;
  const open: SseClient[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t.app);
    member = await signIn(t);
    other = await signIn(t);
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await t.close();
  });

  const onlineNow = async (cookie?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/statistics',
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { online_now: number }).online_now;
  };
  const streamsCounted = async (expected: number) => {
    for (let tries = 0; tries < 200; tries++) {
      if ((await t.app.live.onlineCount()) === expected) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`the streams' count did not reach ${expected}`);
  };

  it('counts the caller before their stream is open', async () => {
    expect(await t.app.live.onlineCount()).toBe(0);
    expect(await onlineNow(member.cookie)).toBe(1);
    expect(await onlineNow()).toBe(1);
  });

  it('counts a member with an open stream once, and others with theirs', async () => {
    open.push(await SseClient.open(base, member.cookie));
    await streamsCounted(1);
    expect(await onlineNow(member.cookie)).toBe(1);
    expect(await onlineNow(other.cookie)).toBe(2);
    expect(await onlineNow()).toBe(1);

    open.push(await SseClient.open(base));
    await streamsCounted(2);
    expect(await onlineNow(member.cookie)).toBe(2);
    expect(await onlineNow(other.cookie)).toBe(3);
    // a visitor may be the stream counted already: visitors are not told of one more
    expect(await onlineNow()).toBe(2);
  });
});

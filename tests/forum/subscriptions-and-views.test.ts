import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  categoryCounters,
  expectRefusal,
  freshCategory,
  getJson,
  postAs,
  signIn,
  startThread,
} from '../support/forum.ts';
import { uniqueIp } from '../support/http.ts';

let t: TestApp;
let author: Actor;

beforeAll(async () => {
  t = await createTestApp();
  author = await signIn(t);
});
afterAll(() => t.close());

const newThread = async () => {
  const category = await freshCategory(t.database);
  return { category, thread: await startThread(t.app, author, category.id) };
};

describe('thread subscriptions', () => {
  it('toggles: not subscribed, subscribe, subscribed, unsubscribe, not subscribed', async () => {
    const { thread } = await newThread();
    const reader = await signIn(t);
    const status = async () =>
      (await getJson(t.app, `/api/thread/${thread.id}/subscription`, { cookie: reader.cookie })).json();
    const toggle = (action: string) => postAs(t.app, reader.cookie, `/api/thread/${thread.id}/${action}`);

    expect(await status()).toEqual({ success: true, subscribed: false, thread_id: thread.id });
    const subscribed = await toggle('subscribe');
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.json()).toEqual({ success: true, subscribed: true });
    expect(await status()).toEqual({ success: true, subscribed: true, thread_id: thread.id });
    const unsubscribed = await toggle('unsubscribe');
    expect(unsubscribed.json()).toEqual({ success: true, subscribed: false });
    expect(await status()).toEqual({ success: true, subscribed: false, thread_id: thread.id });
  });

  it('treats a repeated subscribe or unsubscribe as harmless', async () => {
    const { thread } = await newThread();
    const reader = await signIn(t);
    for (const action of ['subscribe', 'subscribe', 'unsubscribe', 'unsubscribe']) {
      expect((await postAs(t.app, reader.cookie, `/api/thread/${thread.id}/${action}`)).statusCode).toBe(200);
    }
    const rows = await t.database.db
      .selectFrom('subscriptions')
      .select('thread_id')
      .where('user_id', '=', reader.user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it("keeps one user's subscription from showing for another", async () => {
    const { thread } = await newThread();
    const [one, two] = [await signIn(t), await signIn(t)];
    await postAs(t.app, one.cookie, `/api/thread/${thread.id}/subscribe`);
    const res = await getJson(t.app, `/api/thread/${thread.id}/subscription`, { cookie: two.cookie });
    expect(res.json().subscribed).toBe(false);
  });

  it('refuses a visitor the status, subscribe and unsubscribe with 401', async () => {
    const { thread } = await newThread();
    expectRefusal(await getJson(t.app, `/api/thread/${thread.id}/subscription`), 401, MSG.loginRequired);
    expectRefusal(
      await postAs(t.app, undefined, `/api/thread/${thread.id}/subscribe`),
      401,
      MSG.loginRequired,
    );
    expectRefusal(
      await postAs(t.app, undefined, `/api/thread/${thread.id}/unsubscribe`),
      401,
      MSG.loginRequired,
    );
  });

  it('answers 404 for a thread that does not exist', async () => {
    const res = await postAs(t.app, author.cookie, '/api/thread/2147483000/subscribe');
    expectRefusal(res, 404, MSG.threadNotFound);
  });
});

describe('view counting', () => {
  const read = (options: { cookie?: string; remoteAddress?: string; userAgent?: string }, threadId: number) =>
    getJson(t.app, `/api/thread/${threadId}`, {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      headers: { 'user-agent': options.userAgent ?? 'vitest' },
    });
  const viewCount = async (threadId: number) =>
    (
      await t.database.db
        .selectFrom('threads')
        .select('view_count')
        .where('id', '=', threadId)
        .executeTakeFirstOrThrow()
    ).view_count;

  it('counts two reads by the same user within the hour once', async () => {
    const { category, thread } = await newThread();
    const reader = await signIn(t);
    const first = await read({ cookie: reader.cookie }, thread.id);
    expect(first.json().view_count).toBe(1);
    const second = await read({ cookie: reader.cookie }, thread.id);
    expect(second.json().view_count).toBe(1);
    expect(await categoryCounters(t.database, category.id)).toMatchObject({ total_views: 1 });
  });

  it("counts another user's read again", async () => {
    const { category, thread } = await newThread();
    await read({ cookie: (await signIn(t)).cookie }, thread.id);
    await read({ cookie: (await signIn(t)).cookie }, thread.id);
    expect(await viewCount(thread.id)).toBe(2);
    expect(await categoryCounters(t.database, category.id)).toMatchObject({ total_views: 2 });
  });

  it('counts a signed-in user once whatever address or browser they read from', async () => {
    const { thread } = await newThread();
    const reader = await signIn(t);
    await read({ cookie: reader.cookie, remoteAddress: uniqueIp(), userAgent: 'Firefox' }, thread.id);
    await read({ cookie: reader.cookie, remoteAddress: uniqueIp(), userAgent: 'Safari' }, thread.id);
    expect(await viewCount(thread.id)).toBe(1);
  });

  it('counts a visitor once per address and browser', async () => {
    const { thread } = await newThread();
    const [here, there] = [uniqueIp(), uniqueIp()];
    await read({ remoteAddress: here, userAgent: 'Firefox' }, thread.id);
    await read({ remoteAddress: here, userAgent: 'Firefox' }, thread.id);
    expect(await viewCount(thread.id)).toBe(1);
    await read({ remoteAddress: here, userAgent: 'Safari' }, thread.id);
    await read({ remoteAddress: there, userAgent: 'Firefox' }, thread.id);
    expect(await viewCount(thread.id)).toBe(3);
  });

  it('counts the same user again once the hour has passed', async () => {
    const { thread } = await newThread();
    const reader = await signIn(t);
    await read({ cookie: reader.cookie }, thread.id);
    await read({ cookie: reader.cookie }, thread.id);
    expect(await viewCount(thread.id)).toBe(1);
    // An hour later by the clock, instead of waiting for one.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 3_600_000);
      await read({ cookie: reader.cookie }, thread.id);
    } finally {
      vi.useRealTimers();
    }
    expect(await viewCount(thread.id)).toBe(2);
  });

  it('answers a read of a thread that does not exist with 404', async () => {
    expectRefusal(await read({}, 2147483000), 404, MSG.threadNotFound);
  });
});

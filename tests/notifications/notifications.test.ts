import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCategoryPermissions } from '../../src/server/admin/commands.ts';
import { getSettings, SettingError, updateSettings } from '../../src/server/admin/settings.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  freshCategory,
  getJson,
  postAs,
  replyTo,
  signIn,
  startThread,
} from '../support/forum.ts';
import { listen, SseClient } from '../support/sse.ts';

let t: TestApp;
let author: Actor;
let follower: Actor;
beforeAll(async () => {
  t = await createTestApp();
  author = await signIn(t);
  follower = await signIn(t);
});
afterAll(() => t.close());

const list = async (actor: Actor, query = '') =>
  (await getJson(t.app, `/api/notifications${query}`, { cookie: actor.cookie })).json();

describe('stored notifications (issue 17 §1)', () => {
  it('stores a reply notification for each subscriber but the author, newest first, with its fields', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id, { title: 'Palettes' });
    await postAs(t.app, follower.cookie, `/api/thread/${thread.id}/subscribe`);
    await postAs(t.app, author.cookie, `/api/thread/${thread.id}/subscribe`);
    const first = await replyTo(t.app, author, thread.id, 'First **bold** reply');
    const second = await replyTo(t.app, author, thread.id, 'Second reply');
    const answer = await list(follower);
    expect(answer.unread).toBeGreaterThanOrEqual(2);
    expect(answer.notifications.slice(0, 2)).toEqual([
      expect.objectContaining({
        type: 'reply',
        read: false,
        actor: { id: author.user.id, username: author.user.username },
        thread_id: thread.id,
        post_id: second,
        excerpt: 'Second reply',
        title: 'New reply in "Palettes"',
        url: `/thread/${category.slug}/${thread.slug}#post-${second}`,
      }),
      expect.objectContaining({ post_id: first, excerpt: 'First bold reply' }),
    ]);
    // The author hears nothing of their own replies.
    expect(
      (await list(author)).notifications.filter((n: { thread_id: number }) => n.thread_id === thread.id),
    ).toEqual([]);
  });

  it('marks some or all read, only the member’s own', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id);
    const reader = await signIn(t);
    await postAs(t.app, reader.cookie, `/api/thread/${thread.id}/subscribe`);
    await replyTo(t.app, author, thread.id, 'one');
    await replyTo(t.app, author, thread.id, 'two');
    const [newest] = (await list(reader)).notifications;
    // Someone else cannot mark them read.
    await postAs(t.app, follower.cookie, '/api/notifications/read', { ids: [newest.id] });
    expect((await list(reader)).unread).toBe(2);
    const one = await postAs(t.app, reader.cookie, '/api/notifications/read', { ids: [newest.id] });
    expect(one.json()).toEqual({ success: true, unread: 1 });
    const all = await postAs(t.app, reader.cookie, '/api/notifications/read', { all: true });
    expect(all.json()).toEqual({ success: true, unread: 0 });
    expect((await postAs(t.app, reader.cookie, '/api/notifications/read', {})).statusCode).toBe(400);
    expect((await postAs(t.app, undefined, '/api/notifications/read', { all: true })).statusCode).toBe(401);
  });

  it('leaves out notifications about a thread the member may no longer view', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id);
    const reader = await signIn(t);
    await postAs(t.app, reader.cookie, `/api/thread/${thread.id}/subscribe`);
    await replyTo(t.app, author, thread.id, 'soon hidden');
    expect((await list(reader)).unread).toBe(1);
    await setCategoryPermissions(t.database.db, 'Members', category.slug, []);
    const answer = await list(reader);
    expect(answer.unread).toBe(0);
    expect(answer.notifications.filter((n: { thread_id: number }) => n.thread_id === thread.id)).toEqual([]);
  });

  it('pages, and sends each stored notification live in the same shape', async () => {
    const base = await listen(t.app);
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id);
    const reader = await signIn(t);
    await postAs(t.app, reader.cookie, `/api/thread/${thread.id}/subscribe`);
    const stream = await SseClient.open(base, reader.cookie);
    for (let i = 0; i < 3; i++) await replyTo(t.app, author, thread.id, `reply ${i}`);
    const live = await stream.message<{ id: number }>('notification', 5_000, 0);
    stream.close();
    const page1 = await list(reader, '?per_page=2');
    const page2 = await list(reader, '?per_page=2&page=2');
    expect(page1.has_more).toBe(true);
    expect(page2).toMatchObject({ page: 2, has_more: false });
    const all = [...page1.notifications, ...page2.notifications];
    expect(all.map((n: { excerpt: string }) => n.excerpt)).toEqual(['reply 2', 'reply 1', 'reply 0']);
    expect(all.at(-1)).toEqual(live);
  });
});

describe('site settings (issue 16 §3)', () => {
  it('answers defaults, stores a valid change, refuses an invalid one whole', async () => {
    const before = await getSettings(t.database.db);
    expect(before.game_daily_coin_cap).toBe(2000);
    const change = await updateSettings(t.database.db, { site_name: 'Pixel Town' }, author.user.id);
    expect(change).toEqual({ before: { site_name: before.site_name }, after: { site_name: 'Pixel Town' } });
    expect((await getSettings(t.database.db)).site_name).toBe('Pixel Town');
    await expect(
      updateSettings(t.database.db, { site_name: 'Fine', game_daily_coin_cap: -1 } as never, null),
    ).rejects.toBeInstanceOf(SettingError);
    expect((await getSettings(t.database.db)).site_name).toBe('Pixel Town');
    await updateSettings(t.database.db, { site_name: before.site_name }, null);
  });
});

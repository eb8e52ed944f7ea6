import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { freshCategory, postAs, signIn, startThread } from '../support/forum.ts';
import { call, listen, SseClient } from '../support/sse.ts';

// Nobody receives an event about a category they may not view (DECISIONS.md 'Live updates').
describe('live events and permissions', () => {
  let t: TestApp;
  let base: string;
  const open: SseClient[] = [];
  const stream = async (cookie?: string) => {
    const client = await SseClient.open(base, cookie);
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t.app);
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await t.close();
  });

  it("sends a hidden category's events to moderators and administrators, never to members or visitors", async () => {
    const hidden = await freshCategory(t.database, 'hidden');
    const open_ = await freshCategory(t.database);
    const member = await signIn(t);
    const moderator = await signIn(t, ['Moderators']);
    const admin = await signIn(t, ['Administrators']);
    const streams = {
      visitor: await stream(),
      member: await stream(member.cookie),
      moderator: await stream(moderator.cookie),
      admin: await stream(admin.cookie),
    };
    const since = Object.fromEntries(Object.entries(streams).map(([k, s]) => [k, s.events.length]));

    const secret = await startThread(t.app, admin, hidden.id, { title: 'Staff only' });
    await postAs(t.app, admin.cookie, `/api/thread/${secret.id}/pin`);
    const visible = await startThread(t.app, admin, open_.id, { title: 'For everyone' });

    for (const [who, client] of Object.entries(streams)) {
      // The open category's event arrives everywhere; it comes after the hidden ones.
      await client.next(
        (e) =>
          e.event === 'message' &&
          (e.data as { type: string; data: { thread?: { id: number } } }).data.thread?.id === visible.id,
        5_000,
        since[who],
      );
      const created = client.messages('thread.new') as Array<{ thread: { id: number } }>;
      const ids = created.map((m) => m.thread.id);
      expect(ids).toContain(visible.id);
      const seesHidden = who === 'moderator' || who === 'admin';
      if (seesHidden) {
        await client.message('thread.update', 5_000, since[who]);
        expect(ids).toContain(secret.id);
      } else {
        expect(ids, `${who} must not hear of the hidden thread`).not.toContain(secret.id);
        expect(client.messages('thread.update')).toHaveLength(0);
      }
    }
  });

  it("does not let a member join a hidden thread's room, nor sends its replies there", async () => {
    const hidden = await freshCategory(t.database, 'hidden');
    const admin = await signIn(t, ['Administrators']);
    const member = await signIn(t);
    const secret = await startThread(t.app, admin, hidden.id);
    const marker = await freshCategory(t.database);
    const client = await stream(member.cookie);
    const joined = await call(
      base,
      'POST',
      `/api/events/${client.connected.connection_id}/join`,
      member.cookie,
      {
        thread_id: secret.id,
      },
    );
    expect(joined.status).toBe(404);
    await postAs(t.app, admin.cookie, `/api/thread/${secret.id}/reply`, { text: 'secret reply' });
    // A stream learns a category's permissions when it opens, so the marker category exists before.
    // the marker's event may arrive before its answer: count from before it
    const beforeMarker = client.events.length;
    await startThread(t.app, admin, marker.id);
    await client.message('thread.new', 5_000, beforeMarker);
    expect(client.messages('post.new')).toHaveLength(0);
  });

  it('does not notify a subscriber who can no longer view the category', async () => {
    const category = await freshCategory(t.database);
    const admin = await signIn(t, ['Administrators']);
    const member = await signIn(t);
    const thread = await startThread(t.app, admin, category.id);
    await postAs(t.app, member.cookie, `/api/thread/${thread.id}/subscribe`);
    // The category becomes staff-only: the member's open stream learns it on its next access check.
    await t.database.db
      .updateTable('category_permissions')
      .set({ can_view: 0, can_post: 0, can_reply: 0 })
      .where('category_id', '=', category.id)
      .execute();
    const marker = await freshCategory(t.database);
    const client = await stream(member.cookie);
    await postAs(t.app, admin.cookie, `/api/thread/${thread.id}/reply`, { text: 'hidden now' });
    // the marker's event may arrive before its answer: count from before it
    const beforeMarker = client.events.length;
    await startThread(t.app, admin, marker.id);
    await client.message('thread.new', 5_000, beforeMarker);
    expect(client.messages('notification')).toHaveLength(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_PER_PAGE, ACTIVITY_RETENTION_DAYS } from '../../src/common/home-social.ts';
import { MSG } from '../../src/common/messages.ts';
import type { AvatarEntry } from '../../src/common/shop-types.ts';
import { loadAccess } from '../../src/server/accounts/permissions.ts';
import { addToGroup, createGroup, setCategoryPermissions } from '../../src/server/admin/commands.ts';
import { recordActivity } from '../../src/server/friends/activity.ts';
import { listActivity, pruneActivity } from '../../src/server/friends/activity-feed.ts';
import { recordGameActivity } from '../../src/server/friends/activity-games.ts';
import { createTestApp, type TestApp, uniqueName } from '../support/app.ts';
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
} from '../support/forum.ts';
import { countingDb, queriesOf } from '../support/query-count.ts';
import { makeDesign } from '../support/shop.ts';
import { call, listen, SseClient } from '../support/sse.ts';
import { uploadDesign } from '../support/studio.ts';
import { activityPage, befriend, entriesOf } from './support.ts';

let t: TestApp;
/** A look to save: a starter skin of the file's own (starters are everyone's). */
let look: AvatarEntry[];
beforeAll(async () => {
  t = await createTestApp();
  const { variantIds } = await makeDesign(t.database, 'skin', [
    { variant_name: 'Sand', is_starter: true, price_coins: 0, fill: { color: [230, 200, 170, 255] } },
  ]);
  look = [{ item_variant: variantIds[0]!, layer: 0, custom_offset: { x: 0, y: 0 } }];
});
afterAll(() => t.close());

/** Two fresh friends and a fresh stranger. */
async function trio() {
  const [alice, bob, stranger] = [await signIn(t), await signIn(t), await signIn(t)];
  await befriend(t.database, alice, bob);
  return { alice, bob, stranger };
}

const setUser = (actor: Actor, values: { hide_activity?: number; suspended_until?: string | null }) =>
  t.database.db.updateTable('users').set(values).where('id', '=', actor.user.id).execute();

describe('GET /api/friends/activity', () => {
  it('answers 401 to a visitor', async () => {
    expectRefusal(await getJson(t.app, '/api/friends/activity'), 401, MSG.loginRequired);
  });

  it('shows a friend’s new thread, reply and first achievement, newest first, to friends only', async () => {
    const { alice, bob, stranger } = await trio();
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, alice, category.id, { title: 'Pixel hats' });
    const replyId = await replyTo(t.app, alice, thread.id);
    const entries = await entriesOf(t, bob, alice);
    expect(entries.map((e) => e.kind)).toEqual(['reply', 'achievement', 'thread']);
    const [reply, achievement, started] = entries;
    expect(reply).toMatchObject({
      kind: 'reply',
      post_id: replyId,
      member: {
        id: alice.user.id,
        username: alice.user.username,
        avatar_url: `/api/user/${alice.user.id}/avatar.png?v=0`,
      },
      thread: {
        id: thread.id,
        title: 'Pixel hats',
        url: `/thread/${category.slug}/${thread.slug}#post-${replyId}`,
      },
    });
    expect(achievement).toMatchObject({ achievement: { key: 'first_post', name: 'First Words' } });
    expect(started).toMatchObject({
      post_id: thread.postId,
      thread: { id: thread.id, url: `/thread/${category.slug}/${thread.slug}` },
    });
    expect(await activityPage(t, stranger)).toMatchObject({ entries: [], has_more: false });
    // A member's own doings are not their friends' activity.
    expect(await entriesOf(t, alice, alice)).toEqual([]);
  });

  it('shows the thread as it is now: a new title follows', async () => {
    const { alice, bob } = await trio();
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, alice, category.id, { title: 'Old title' });
    await t.database.db
      .updateTable('threads')
      .set({ title: 'New title' })
      .where('id', '=', thread.id)
      .execute();
    const [entry] = (await entriesOf(t, bob, alice)).filter((e) => e.kind === 'thread');
    expect(entry?.thread?.title).toBe('New title');
  });

  it('never shows a thread or reply of a category the viewer may not view, where the thread is now', async () => {
    const { alice, bob } = await trio();
    const insider = await signIn(t);
    await befriend(t.database, alice, insider);
    const hidden = await freshCategory(t.database, 'hidden');
    const group = uniqueName('Insiders');
    await createGroup(t.database.db, group);
    await setCategoryPermissions(t.database.db, group, hidden.slug, ['view', 'post', 'reply']);
    await addToGroup(t.database.db, alice.user.username, group);
    await addToGroup(t.database.db, insider.user.username, group);
    const secret = await startThread(t.app, alice, hidden.id, { title: 'Secret plans' });
    await replyTo(t.app, alice, secret.id, 'Secret reply');
    // A thread that moves into the hidden category afterwards is hidden with it.
    const open = await freshCategory(t.database);
    const moved = await startThread(t.app, alice, open.id, { title: 'Moved away' });
    await t.database.db
      .updateTable('threads')
      .set({ category_id: hidden.id })
      .where('id', '=', moved.id)
      .execute();

    const seenByBob = await entriesOf(t, bob, alice);
    expect(seenByBob.map((e) => e.kind)).toEqual(['achievement']);
    expect(JSON.stringify(seenByBob)).not.toContain('Secret');
    const seenByInsider = await entriesOf(t, insider, alice);
    expect(seenByInsider.map((e) => [e.kind, e.thread?.title])).toEqual([
      ['thread', 'Moved away'],
      ['reply', 'Secret plans'],
      ['achievement', undefined],
      ['thread', 'Secret plans'],
    ]);
  });

  it('hides a deleted reply, and an archived thread from all but its category’s moderators', async () => {
    const { alice, bob } = await trio();
    const category = await freshCategory(t.database);
    const moderator = await signIn(t, [await moderatorGroupFor(t.database, category)]);
    await befriend(t.database, alice, moderator);
    const thread = await startThread(t.app, alice, category.id);
    const replyId = await replyTo(t.app, alice, thread.id);
    expect((await postAs(t.app, alice.cookie, `/api/post/${replyId}/delete`)).statusCode).toBe(200);
    expect((await entriesOf(t, bob, alice)).map((e) => e.kind)).toEqual(['achievement', 'thread']);

    await t.database.db.updateTable('threads').set({ archived: 1 }).where('id', '=', thread.id).execute();
    expect((await entriesOf(t, bob, alice)).map((e) => e.kind)).toEqual(['achievement']);
    expect((await entriesOf(t, moderator, alice)).map((e) => e.kind)).toEqual(['achievement', 'thread']);
  });

  it('does not record the design review’s automatic posts, and shows the approved design with its item page', async () => {
    const { alice: creator, bob } = await trio();
    const team = [
      await signIn(t, ['Design Team']),
      await signIn(t, ['Design Team']),
      await signIn(t, ['Design Team']),
    ];
    for (const reviewer of team) await befriend(t.database, reviewer, bob);
    const upload = await uploadDesign(t.app, creator, { name: 'Royal Crown' });
    expect(upload.statusCode, upload.body).toBe(200);
    const start = await postAs(t.app, creator.cookie, '/api/workflow/start', {
      design_id: upload.json().design_id,
    });
    expect(start.statusCode, start.body).toBe(200);
    for (const reviewer of team) {
      const res = await postAs(t.app, reviewer.cookie, `/api/workflow/${start.json().workflow_id}/action`, {
        action: 'approve',
        notes: 'Lovely',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const variant = await t.database.db
      .selectFrom('item_variants')
      .select((eb) => eb.fn.min('id').as('id'))
      .where('design_id', '=', upload.json().design_id)
      .executeTakeFirstOrThrow();
    const entries = (await activityPage(t, bob)).entries;
    expect(entries.filter((e) => e.thread)).toEqual([]);
    expect(entries.filter((e) => e.member.id === creator.user.id).map((e) => e.kind)).toEqual([
      'achievement',
      'design_approved',
    ]);
    expect(entries.find((e) => e.kind === 'design_approved')).toMatchObject({
      design: { id: upload.json().design_id, name: 'Royal Crown', url: `/shop/item/${variant.id}` },
    });
  });

  it('shows a saved look, at most one an hour', async () => {
    const { alice, bob } = await trio();
    const save = () => postAs(t.app, alice.cookie, '/api/user/avatar', { config: look });
    expect((await save()).statusCode).toBe(200);
    expect((await save()).statusCode).toBe(200);
    const looks = await entriesOf(t, bob, alice);
    expect(looks.map((e) => e.kind)).toEqual(['look']);
    expect(looks[0]?.member.avatar_url).toBe(`/api/user/${alice.user.id}/avatar.png?v=2`);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    await t.database.db
      .updateTable('activity')
      .set({ created_at: twoHoursAgo })
      .where('id', '=', looks[0]!.id)
      .execute();
    expect((await save()).statusCode).toBe(200);
    expect((await entriesOf(t, bob, alice)).map((e) => e.kind)).toEqual(['look', 'look']);
  });

  it('shows a finished game that beats the member’s best, and each 10,000 points a game passes', async () => {
    const { alice, bob } = await trio();
    const start = await postAs(t.app, alice.cookie, '/api/games/tiletumble/start', { seed: 7 });
    const firstGame = start.json().session_id as number;
    await t.database.db
      .updateTable('game_sessions')
      .set({ score: 900 })
      .where('id', '=', firstGame)
      .execute();
    // A first game has no best to beat.
    expect(
      (await postAs(t.app, alice.cookie, '/api/games/tiletumble/end', { session_id: firstGame })).statusCode,
    ).toBe(200);
    expect(await entriesOf(t, bob, alice)).toEqual([]);

    const second = (await postAs(t.app, alice.cookie, '/api/games/tiletumble/start', { seed: 8 })).json()
      .session_id;
    await t.database.db.updateTable('game_sessions').set({ score: 800 }).where('id', '=', second).execute();
    await postAs(t.app, alice.cookie, '/api/games/tiletumble/end', { session_id: second });
    expect(await entriesOf(t, bob, alice)).toEqual([]);

    const third = (await postAs(t.app, alice.cookie, '/api/games/tiletumble/start', { seed: 9 })).json()
      .session_id;
    await t.database.db.updateTable('game_sessions').set({ score: 1_234 }).where('id', '=', third).execute();
    await postAs(t.app, alice.cookie, '/api/games/tiletumble/end', { session_id: third });
    expect((await entriesOf(t, bob, alice)).map((e) => [e.kind, e.score])).toEqual([['game_best', 1_234]]);

    // The move that takes a game from 9,990 to 20,010 points passes two milestones.
    await t.database.db.transaction().execute((trx) =>
      recordGameActivity(trx, {
        game: 'tiletumble',
        userId: alice.user.id,
        sessionId: third,
        score: 20_010,
        milestonesReached: 2,
        gameOver: false,
      }),
    );
    expect((await entriesOf(t, bob, alice)).map((e) => [e.kind, e.score])).toEqual([
      ['game_milestone', 20_000],
      ['game_milestone', 10_000],
      ['game_best', 1_234],
    ]);
  });

  it('hides the activity of a member who hides it, past and future', async () => {
    const { alice, bob } = await trio();
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, alice, category.id);
    expect(await entriesOf(t, bob, alice)).toHaveLength(2);
    await setUser(alice, { hide_activity: 1 });
    expect(await entriesOf(t, bob, alice)).toEqual([]);
    await replyTo(t.app, alice, thread.id);
    await setUser(alice, { hide_activity: 0 });
    // What was done while hidden was never recorded; what came before shows again.
    expect((await entriesOf(t, bob, alice)).map((e) => e.kind)).toEqual(['achievement', 'thread']);
  });

  it('hides members the viewer ignores, and suspended members', async () => {
    const { alice, bob } = await trio();
    const carol = await signIn(t);
    await befriend(t.database, carol, bob);
    const category = await freshCategory(t.database);
    await startThread(t.app, alice, category.id);
    await startThread(t.app, carol, category.id);
    expect(await entriesOf(t, bob, alice)).not.toEqual([]);
    expect((await postAs(t.app, bob.cookie, `/api/user/${alice.user.id}/ignore`)).statusCode).toBe(200);
    expect(await entriesOf(t, bob, alice)).toEqual([]);
    expect(await entriesOf(t, bob, carol)).not.toEqual([]);
    await setUser(carol, { suspended_until: new Date(Date.now() + 3_600_000).toISOString() });
    expect(await entriesOf(t, bob, carol)).toEqual([]);
  });

  it('pages with `before`, leaves out entries past retention, and prunes them', async () => {
    const { alice, bob } = await trio();
    const old = new Date(Date.now() - (ACTIVITY_RETENTION_DAYS + 1) * 86_400_000).toISOString();
    const { id: oldId } = await t.database.db
      .insertInto('activity')
      .values({ user_id: alice.user.id, kind: 'game_best', data: '{"score":5}', created_at: old })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < ACTIVITY_PER_PAGE + 5; i++)
      await recordActivity(t.database.db, { kind: 'game_best', userId: alice.user.id, score: i + 1 });
    const first = await activityPage(t, bob);
    expect(first.entries.map((e) => e.score)).toEqual(
      Array.from({ length: ACTIVITY_PER_PAGE }, (_, i) => ACTIVITY_PER_PAGE + 5 - i),
    );
    expect(first.has_more).toBe(true);
    const second = await activityPage(t, bob, first.entries.at(-1)!.id);
    expect(second.entries.map((e) => e.score)).toEqual([5, 4, 3, 2, 1]);
    expect(second.has_more).toBe(false);

    expect(await pruneActivity(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.selectFrom('activity').select('id').where('id', '=', oldId).execute();
    expect(left).toEqual([]);
  });

  it('refuses a `before` that is not an entry id with 400', async () => {
    const { bob } = await trio();
    const res = await getJson(t.app, '/api/friends/activity?before=soon', { cookie: bob.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('reads a page in the same few queries however many entries and friends it holds', async () => {
    const viewer = await signIn(t);
    const counter = countingDb(t.database.db);
    const access = await loadAccess(t.database.db, viewer.user.id);
    const friend = await signIn(t);
    await befriend(t.database, friend, viewer);
    await recordActivity(t.database.db, { kind: 'look', userId: friend.user.id });
    const one = await queriesOf(counter, () => listActivity(counter.db, access, {}));
    for (let i = 0; i < 5; i++) {
      const more = await signIn(t);
      await befriend(t.database, more, viewer);
      await recordActivity(t.database.db, {
        kind: 'achievement',
        userId: more.user.id,
        achievement: 'first_post',
      });
      await recordActivity(t.database.db, { kind: 'game_best', userId: more.user.id, score: 10 });
    }
    const page = await listActivity(t.database.db, access, {});
    expect(page.entries).toHaveLength(11);
    expect(await queriesOf(counter, () => listActivity(counter.db, access, {}))).toBe(one);
    expect(one).toBeLessThanOrEqual(3);
  });
});

describe('the live `activity.new` event', () => {
  let base: string;
  beforeAll(async () => {
    base = await listen(t.app);
  });

  it('reaches friends who may view the category, and nobody while the member hides their activity', async () => {
    const { alice, bob, stranger } = await trio();
    const outsider = await signIn(t);
    await befriend(t.database, alice, outsider);
    const hidden = await freshCategory(t.database, 'hidden');
    const group = uniqueName('Readers');
    await createGroup(t.database.db, group);
    await setCategoryPermissions(t.database.db, group, hidden.slug, ['view', 'post', 'reply']);
    for (const member of [alice, bob]) await addToGroup(t.database.db, member.user.username, group);
    const thread = await startThread(t.app, alice, hidden.id, { title: 'Members only' });

    const streams = await Promise.all([bob, outsider, stranger].map((a) => SseClient.open(base, a.cookie)));
    const [bobStream, outsiderStream, strangerStream] = streams;
    try {
      await setUser(alice, { hide_activity: 1 });
      await call(base, 'POST', `/api/thread/${thread.id}/reply`, alice.cookie, { text: 'Hidden reply' });
      await setUser(alice, { hide_activity: 0 });
      const reply = await call(base, 'POST', `/api/thread/${thread.id}/reply`, alice.cookie, {
        text: 'Seen',
      });
      expect(reply.status).toBe(201);
      const event = await bobStream!.message<{ entry: { kind: string; post_id: number } }>(
        'activity.new',
        5_000,
        0,
      );
      expect(event.entry).toMatchObject({ kind: 'reply', post_id: reply.body.id });
      expect(bobStream!.messages('activity.new')).toHaveLength(1);

      // A look is for every friend, so once the outsider has it, they would have had the reply too.
      await call(base, 'POST', '/api/user/avatar', alice.cookie, { config: look });
      const saved = await outsiderStream!.message<{ entry: { kind: string } }>('activity.new', 5_000, 0);
      expect(saved.entry.kind).toBe('look');
      expect(outsiderStream!.messages('activity.new')).toHaveLength(1);
      expect(strangerStream!.messages('activity.new')).toEqual([]);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

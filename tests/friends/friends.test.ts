import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIENDS_MAX, SOCIAL } from '../../src/common/home-social.ts';
import { friendPair } from '../../src/server/friends/queries.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, expectRefusal, getJson, postAs, signIn } from '../support/forum.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const befriend = (from: Actor, to: Actor | number) =>
  postAs(t.app, from.cookie, `/api/user/${typeof to === 'number' ? to : to.user.id}/friend`);
const unfriend = (from: Actor, to: Actor) => postAs(t.app, from.cookie, `/api/user/${to.user.id}/unfriend`);
const answer = (actor: Actor, requester: Actor, how: 'accept' | 'decline') =>
  postAs(t.app, actor.cookie, `/api/friends/${requester.user.id}/${how}`);
const lists = async (actor: Actor) => (await getJson(t.app, '/api/friends', { cookie: actor.cookie })).json();
const ids = (list: Array<{ id: number }>) => list.map((member) => member.id);

async function pairRows(a: Actor, b: Actor) {
  const pair = friendPair(a.user.id, b.user.id);
  return t.database.db
    .selectFrom('friendships')
    .select(['status', 'requested_by'])
    .where('user_low', '=', pair.user_low)
    .where('user_high', '=', pair.user_high)
    .execute();
}

async function notices(to: Actor, type: 'friend_request' | 'friend_accept') {
  return t.database.db
    .selectFrom('notifications')
    .select(['actor_id', 'data'])
    .where('user_id', '=', to.user.id)
    .where('type', '=', type)
    .execute();
}

describe('friend requests', () => {
  it('sends a request, notifies them, and lists it for both; asking again changes nothing', async () => {
    const [ann, ben] = [await signIn(t), await signIn(t)];
    const res = await befriend(ann, ben);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, state: 'requested', message: SOCIAL.friendRequested });
    expect(await pairRows(ann, ben)).toEqual([{ status: 'pending', requested_by: ann.user.id }]);
    const stored = await notices(ben, 'friend_request');
    expect(stored).toEqual([{ actor_id: ann.user.id, data: JSON.stringify({ url: '/friends' }) }]);

    const mine = await lists(ann);
    expect(mine.friends).toEqual([]);
    expect(mine.incoming).toEqual([]);
    expect(mine.outgoing).toEqual([
      {
        id: ben.user.id,
        username: ben.user.username,
        avatar_url: expect.stringMatching(/^\/api\/user\/\d+\/avatar\.png\?v=\d+$/),
        since: expect.any(String),
      },
    ]);
    expect(ids((await lists(ben)).incoming)).toEqual([ann.user.id]);

    const again = await befriend(ann, ben);
    expect(again.json()).toMatchObject({ state: 'requested' });
    expect(await pairRows(ann, ben)).toHaveLength(1);
    expect(await notices(ben, 'friend_request')).toHaveLength(1);
  });

  it('accepts a request: both are friends, and the one who asked is told', async () => {
    const [ann, ben] = [await signIn(t), await signIn(t)];
    await befriend(ann, ben);
    const res = await answer(ben, ann, 'accept');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, state: 'friends', message: SOCIAL.friendAccepted });
    expect(await pairRows(ann, ben)).toEqual([{ status: 'accepted', requested_by: ann.user.id }]);
    expect(await notices(ann, 'friend_accept')).toEqual([
      { actor_id: ben.user.id, data: JSON.stringify({ url: '/friends' }) },
    ]);
    for (const [me, them] of [
      [ann, ben],
      [ben, ann],
    ] as const) {
      const answer = await lists(me);
      expect(ids(answer.friends)).toEqual([them.user.id]);
      expect([...answer.incoming, ...answer.outgoing]).toEqual([]);
    }
    // Asking a friend answers where the two stand, and tells nobody anything.
    expect((await befriend(ben, ann)).json()).toMatchObject({ state: 'friends' });
    expect(await notices(ann, 'friend_accept')).toHaveLength(1);
    expectRefusal(await answer(ben, ann, 'accept'), 404, SOCIAL.friendNoRequest);
  });

  it('asking someone who already asked you accepts their request', async () => {
    const [ann, ben] = [await signIn(t), await signIn(t)];
    await befriend(ann, ben);
    const res = await befriend(ben, ann);
    expect(res.json()).toEqual({ success: true, state: 'friends', message: SOCIAL.friendAccepted });
    expect(await pairRows(ann, ben)).toEqual([{ status: 'accepted', requested_by: ann.user.id }]);
    expect(await notices(ann, 'friend_accept')).toHaveLength(1);
    expect(await notices(ann, 'friend_request')).toEqual([]);
  });

  it('declines a request; there is nothing to decline or accept when they did not ask', async () => {
    const [ann, ben] = [await signIn(t), await signIn(t)];
    expectRefusal(await answer(ben, ann, 'decline'), 404, SOCIAL.friendNoRequest);
    expectRefusal(await answer(ben, ann, 'accept'), 404, SOCIAL.friendNoRequest);
    await befriend(ann, ben);
    // Only the one asked may answer: the asker's own request is not theirs to accept.
    expectRefusal(await answer(ann, ben, 'accept'), 404, SOCIAL.friendNoRequest);
    const res = await answer(ben, ann, 'decline');
    expect(res.json()).toEqual({ success: true, state: 'none', message: SOCIAL.friendRequestDeclined });
    expect(await pairRows(ann, ben)).toEqual([]);
    expect((await lists(ann)).outgoing).toEqual([]);
    expect((await lists(ben)).incoming).toEqual([]);
  });

  it('withdraws a request with unfriend, taking back its unread notice; nothing there is no error', async () => {
    const [ann, ben] = [await signIn(t), await signIn(t)];
    await befriend(ann, ben);
    const res = await unfriend(ann, ben);
    expect(res.json()).toEqual({ success: true, state: 'none', message: SOCIAL.friendRequestWithdrawn });
    expect(await pairRows(ann, ben)).toEqual([]);
    expect(await notices(ben, 'friend_request')).toEqual([]);
    const again = await unfriend(ann, ben);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ state: 'none' });
  });

  it('unfriend declines their request, and ends a friendship for both', async () => {
    const [ann, ben] = [await signIn(t), await signIn(t)];
    await befriend(ann, ben);
    expect((await unfriend(ben, ann)).json()).toMatchObject({ message: SOCIAL.friendRequestDeclined });
    await befriend(ann, ben);
    await answer(ben, ann, 'accept');
    const res = await unfriend(ann, ben);
    expect(res.json()).toEqual({ success: true, state: 'none', message: SOCIAL.friendRemoved });
    expect((await lists(ben)).friends).toEqual([]);
    expect((await lists(ann)).friends).toEqual([]);
  });

  it('refuses oneself, unknown members, and visitors', async () => {
    const ann = await signIn(t);
    expectRefusal(await befriend(ann, ann), 400, SOCIAL.friendSelf);
    expectRefusal(await befriend(ann, 2_000_000_000), 404, SOCIAL.friendNotFound);
    expect((await postAs(t.app, undefined, `/api/user/${ann.user.id}/friend`)).statusCode).toBe(401);
    expect((await getJson(t.app, '/api/friends')).statusCode).toBe(401);
  });

  it('a member who ignores you gets no request from you, but may still ask you', async () => {
    const [ann, ben] = [await signIn(t), await signIn(t)];
    await postAs(t.app, ben.cookie, `/api/user/${ann.user.id}/ignore`);
    expectRefusal(await befriend(ann, ben), 403, SOCIAL.friendIgnored);
    expect(await pairRows(ann, ben)).toEqual([]);
    expect((await befriend(ben, ann)).json()).toMatchObject({ state: 'requested' });
  });

  it('sends at most 30 requests a minute per member', async () => {
    const [ann, ben] = [await signIn(t), await signIn(t)];
    for (let i = 0; i < 30; i++) expect((await befriend(ann, ben)).statusCode).toBe(200);
    const res = await befriend(ann, ben);
    expect(res.statusCode).toBe(429);
    expect(res.json().success).toBe(false);
    // Another member's own limit is untouched.
    expect((await befriend(ben, ann)).statusCode).toBe(200);
  });
});

describe('the friend limit', () => {
  /** Makes `actor` friends with FRIENDS_MAX new members, rows written directly. */
  async function fillFriends(actor: Actor) {
    const now = new Date().toISOString();
    const tag = randomBytes(4).toString('hex');
    const users = await t.database.db
      .insertInto('users')
      .values(
        Array.from({ length: FRIENDS_MAX }, (_, i) => ({
          username: `f${tag}_${i}`,
          email: `f${tag}_${i}@example.test`,
          password_hash: '!',
          coins: 0,
          gems: 0,
          created_at: now,
          email_verified_at: now,
          suspended_until: null,
          suspend_reason: null,
          silenced_until: null,
          silence_reason: null,
          last_seen_at: null,
          deleted_at: null,
          last_post_at: null,
          last_post_hash: null,
        })),
      )
      .returning('id')
      .execute();
    await t.database.db
      .insertInto('friendships')
      .values(
        users.map((user) => ({
          ...friendPair(actor.user.id, user.id),
          requested_by: actor.user.id,
          status: 'accepted' as const,
          created_at: now,
          accepted_at: now,
        })),
      )
      .execute();
  }

  it(`stops at ${FRIENDS_MAX} friends on either side, while requests may wait`, async () => {
    const [full, ann, ben] = [await signIn(t), await signIn(t), await signIn(t)];
    await fillFriends(full);
    expect((await lists(full)).friends).toHaveLength(FRIENDS_MAX);

    // A request may be sent either way; it cannot become the 501st friendship.
    expect((await befriend(full, ann)).json()).toMatchObject({ state: 'requested' });
    expectRefusal(await answer(ann, full, 'accept'), 409, SOCIAL.friendTheirLimit);
    expectRefusal(await befriend(ann, full), 409, SOCIAL.friendTheirLimit);
    expect((await befriend(ben, full)).json()).toMatchObject({ state: 'requested' });
    expectRefusal(await answer(full, ben, 'accept'), 409, SOCIAL.friendLimit);
    expectRefusal(await befriend(full, ben), 409, SOCIAL.friendLimit);
    expect(await pairRows(full, ben)).toEqual([{ status: 'pending', requested_by: ben.user.id }]);

    const profile = (await getJson(t.app, `/api/user/${full.user.id}/friends`)).json();
    expect(profile.total).toBe(FRIENDS_MAX);
    expect(profile.friends).toHaveLength(60);
  });
});

describe('races', () => {
  it('two members asking each other at the same moment become friends once', async () => {
    for (let round = 0; round < 8; round++) {
      const [ann, ben] = [await signIn(t), await signIn(t)];
      const answers = await Promise.all([befriend(ann, ben), befriend(ben, ann)]);
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      expect(answers.map((res) => res.json().state).sort()).toEqual(['friends', 'requested']);
      const rows = await pairRows(ann, ben);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe('accepted');
      const accepts = [...(await notices(ann, 'friend_accept')), ...(await notices(ben, 'friend_accept'))];
      expect(accepts).toHaveLength(1);
    }
  });

  it('an acceptance and a withdrawal at once end one way or the other, never half', async () => {
    for (let round = 0; round < 6; round++) {
      const [ann, ben] = [await signIn(t), await signIn(t)];
      await befriend(ann, ben);
      const [accepted, withdrawn] = await Promise.all([answer(ben, ann, 'accept'), unfriend(ann, ben)]);
      const rows = await pairRows(ann, ben);
      if (accepted.statusCode === 200) expect(rows.length === 0 || rows[0]!.status === 'accepted').toBe(true);
      else expect(rows).toEqual([]);
      expect(withdrawn.statusCode).toBe(200);
    }
  });
});

describe("a member's friends on their profile", () => {
  it('lists friends by name with the total, and where the viewer stands', async () => {
    const [ann, ben, cat, viewer] = [await signIn(t), await signIn(t), await signIn(t), await signIn(t)];
    await befriend(ben, ann);
    await befriend(ann, ben);
    await befriend(cat, ann);
    await befriend(ann, cat);
    await befriend(viewer, ann);
    const url = `/api/user/${ann.user.id}/friends`;
    const visitor = (await getJson(t.app, url)).json();
    expect(visitor.state).toBe('none');
    expect(visitor.total).toBe(2);
    expect(ids(visitor.friends)).toEqual(
      [ben, cat].sort((a, b) => a.user.username.localeCompare(b.user.username)).map((x) => x.user.id),
    );
    expect((await getJson(t.app, url, { cookie: viewer.cookie })).json().state).toBe('requested');
    expect((await getJson(t.app, url, { cookie: ben.cookie })).json().state).toBe('friends');
    expect(
      (await getJson(t.app, `/api/user/${viewer.user.id}/friends`, { cookie: ann.cookie })).json().state,
    ).toBe('incoming');
    expect((await getJson(t.app, url, { cookie: ann.cookie })).json().state).toBe('none');
    expectRefusal(await getJson(t.app, '/api/user/2000000000/friends'), 404, SOCIAL.friendNotFound);
  });
});

describe('deleted members', () => {
  it("a deleted account's friendships and requests go with it", async () => {
    const [ann, ben, cat, admin] = [
      await signIn(t),
      await signIn(t),
      await signIn(t),
      await signIn(t, ['Administrators']),
    ];
    await befriend(ann, ben);
    await answer(ben, ann, 'accept');
    await befriend(cat, ann);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${ann.user.id}`,
      payload: { reason: 'Test' },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pairRows(ann, ben)).toEqual([]);
    expect(await pairRows(ann, cat)).toEqual([]);
    expect((await lists(ben)).friends).toEqual([]);
    expect((await lists(cat)).outgoing).toEqual([]);
    expectRefusal(await befriend(ben, ann), 404, SOCIAL.friendNotFound);
    expectRefusal(await getJson(t.app, `/api/user/${ann.user.id}/friends`), 404, SOCIAL.friendNotFound);
  });
});

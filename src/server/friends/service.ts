import { FRIENDS_MAX, type FriendState, SOCIAL } from '../../common/home-social.ts';
import { isIgnoring } from '../accounts/ignores.ts';
import type { Db } from '../db/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import type { LiveHub } from '../live/hub.ts';
import { publishNotifications, storeNotifications } from '../notifications/service.ts';
import { stateOf } from './lists.ts';
import { friendPair } from './queries.ts';

// issue 19 §2. One row per pair (lower id first): a request is a `pending` row, a friendship an
// `accepted` one. Two members asking each other at the same moment meet on the pair's primary key:
// the second insert does nothing, finds the first one's request and accepts it, so they become
// friends once. Every change of an existing row is one conditional statement on its state.

export interface FriendOutcome {
  state: FriendState;
  message: string;
}

interface Deps {
  db: Db;
  live: LiveHub;
  clock: () => Date;
}

/** The pair's row, as the statement sees it now. */
function pairRow(trx: Db, a: number, b: number) {
  const pair = friendPair(a, b);
  return trx
    .selectFrom('friendships')
    .select(['status', 'requested_by'])
    .where('user_low', '=', pair.user_low)
    .where('user_high', '=', pair.user_high)
    .executeTakeFirst();
}

/** A member who is there (not deleted), or a 404. */
export async function requireMember(db: Db, id: number): Promise<void> {
  const member = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!member) throw notFound(SOCIAL.friendNotFound);
}

async function friendCount(trx: Db, userId: number): Promise<number> {
  const row = await trx
    .selectFrom('friendships')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'accepted')
    .where((eb) => eb.or([eb('user_low', '=', userId), eb('user_high', '=', userId)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Accepts `requesterId`'s pending request to `userId` (false when there is none any more). Both
 * members' rows are locked first, in id order, so two acceptances at once cannot take either of
 * them past FRIENDS_MAX: the no-op UPDATE holds the row on PostgreSQL and the write lock on SQLite.
 */
async function acceptRequest(trx: Db, userId: number, requesterId: number, now: Date): Promise<boolean> {
  const pair = friendPair(userId, requesterId);
  for (const id of [pair.user_low, pair.user_high])
    await trx
      .updateTable('users')
      .set((eb) => ({ hide_activity: eb.ref('hide_activity') }))
      .where('id', '=', id)
      .execute();
  if ((await friendCount(trx, userId)) >= FRIENDS_MAX) throw conflict(SOCIAL.friendLimit);
  if ((await friendCount(trx, requesterId)) >= FRIENDS_MAX) throw conflict(SOCIAL.friendTheirLimit);
  const accepted = await trx
    .updateTable('friendships')
    .set({ status: 'accepted', accepted_at: now.toISOString() })
    .where('user_low', '=', pair.user_low)
    .where('user_high', '=', pair.user_high)
    .where('status', '=', 'pending')
    .where('requested_by', '=', requesterId)
    .executeTakeFirst();
  return Number(accepted.numUpdatedRows) > 0;
}

/** The acceptance's notification to the member who asked. */
function acceptNotice(trx: Db, userId: number, requesterId: number) {
  return storeNotifications(trx, [
    {
      userId: requesterId,
      type: 'friend_accept',
      actorId: userId,
      data: { url: '/friends' },
      groupKey: `friend-accept-${userId}`,
    },
  ]);
}

/**
 * POST /api/user/{id}/friend: asks `otherId` to be friends, or accepts their request when they asked
 * first. Asking again, or asking a friend, changes nothing and answers where the two stand.
 */
export async function requestFriend(
  { db, live, clock }: Deps,
  userId: number,
  otherId: number,
): Promise<FriendOutcome> {
  if (otherId === userId) throw badRequest(SOCIAL.friendSelf);
  await requireMember(db, otherId);
  // issue 17 §9: a member who ignores you gets no friend request from you.
  if (await isIgnoring(db, otherId, userId)) throw forbidden(SOCIAL.friendIgnored);
  const now = clock();
  const { outcome, notificationIds } = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('friendships')
      .values({
        ...friendPair(userId, otherId),
        requested_by: userId,
        status: 'pending',
        created_at: now.toISOString(),
        accepted_at: null,
      })
      .onConflict((oc) => oc.columns(['user_low', 'user_high']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      const notificationIds = await storeNotifications(trx, [
        {
          userId: otherId,
          type: 'friend_request',
          actorId: userId,
          data: { url: '/friends' },
          // One notice per asker: asking, withdrawing and asking again does not pile them up.
          groupKey: `friend-request-${userId}`,
        },
      ]);
      return { outcome: { state: 'requested', message: SOCIAL.friendRequested } as const, notificationIds };
    }
    // A row was there (or, on PostgreSQL, committed while this insert waited for it).
    const row = await pairRow(trx, userId, otherId);
    if (stateOf(row, userId) === 'incoming' && (await acceptRequest(trx, userId, otherId, now)))
      return {
        outcome: { state: 'friends', message: SOCIAL.friendAccepted } as const,
        notificationIds: await acceptNotice(trx, userId, otherId),
      };
    const state = stateOf(await pairRow(trx, userId, otherId), userId);
    return {
      outcome: { state, message: state === 'friends' ? SOCIAL.friendAccepted : SOCIAL.friendRequested },
      notificationIds: [],
    };
  });
  await live.afterCommit(() => publishNotifications(live, db, notificationIds));
  return outcome;
}

/** POST /api/friends/{id}/accept: accepts `requesterId`'s pending request (404 when there is none). */
export async function acceptFriend(
  { db, live, clock }: Deps,
  userId: number,
  requesterId: number,
): Promise<FriendOutcome> {
  const now = clock();
  const notificationIds = await db.transaction().execute(async (trx) => {
    if (stateOf(await pairRow(trx, userId, requesterId), userId) !== 'incoming')
      throw notFound(SOCIAL.friendNoRequest);
    if (!(await acceptRequest(trx, userId, requesterId, now))) throw notFound(SOCIAL.friendNoRequest);
    return acceptNotice(trx, userId, requesterId);
  });
  await live.afterCommit(() => publishNotifications(live, db, notificationIds));
  return { state: 'friends', message: SOCIAL.friendAccepted };
}

/** The unread notice of a request that is gone: nothing left to accept. */
async function withdrawNotice(db: Db, requesterId: number, otherId: number): Promise<void> {
  await db
    .deleteFrom('notifications')
    .where('user_id', '=', otherId)
    .where('group_key', '=', `friend-request-${requesterId}`)
    .where('read', '=', 0)
    .execute();
}

/** POST /api/friends/{id}/decline: declines `requesterId`'s pending request (404 when there is none). */
export async function declineFriend(db: Db, userId: number, requesterId: number): Promise<FriendOutcome> {
  const pair = friendPair(userId, requesterId);
  const declined = await db
    .deleteFrom('friendships')
    .where('user_low', '=', pair.user_low)
    .where('user_high', '=', pair.user_high)
    .where('status', '=', 'pending')
    .where('requested_by', '=', requesterId)
    .executeTakeFirst();
  if (Number(declined.numDeletedRows) === 0) throw notFound(SOCIAL.friendNoRequest);
  return { state: 'none', message: SOCIAL.friendRequestDeclined };
}

/**
 * POST /api/user/{id}/unfriend: ends a friendship, withdraws one's request or declines theirs,
 * whichever is there (one DELETE that answers what it removed); nothing there is no error.
 */
export async function unfriend(db: Db, userId: number, otherId: number): Promise<FriendOutcome> {
  const pair = friendPair(userId, otherId);
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('friendships')
      .where('user_low', '=', pair.user_low)
      .where('user_high', '=', pair.user_high)
      .returning(['status', 'requested_by'])
      .executeTakeFirst();
    const was = stateOf(removed, userId);
    if (was === 'requested') await withdrawNotice(trx, userId, otherId);
    const message =
      was === 'requested'
        ? SOCIAL.friendRequestWithdrawn
        : was === 'incoming'
          ? SOCIAL.friendRequestDeclined
          : SOCIAL.friendRemoved;
    return { state: 'none' as const, message };
  });
}

/** A deleted account's friendships and requests go with it (issue 19 §2). */
export async function removeFriendships(trx: Db, userId: number): Promise<void> {
  await trx
    .deleteFrom('friendships')
    .where((eb) => eb.or([eb('user_low', '=', userId), eb('user_high', '=', userId)]))
    .execute();
}

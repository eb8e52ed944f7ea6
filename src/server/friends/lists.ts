import type { FriendState, FriendsAnswer, FriendView } from '../../common/home-social.ts';
import type { Db } from '../db/index.ts';
import { avatarUrl } from '../shop/avatar.ts';
import { friendPair } from './queries.ts';

/** A profile lists this many of a member's friends, by name, and says how many there are. */
export const MEMBER_FRIENDS_SHOWN = 60;
/** GET /api/friends lists at most this many open requests each way, newest first. */
const REQUESTS_SHOWN = 200;

/** `userId`'s friendship rows, each with the other member's name and avatar version, in one query. */
function withOthers(db: Db, userId: number) {
  return db
    .selectFrom('friendships as f')
    .innerJoin('users as u', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb('f.user_low', '=', userId), eb('u.id', '=', eb.ref('f.user_high'))]),
          eb.and([eb('f.user_high', '=', userId), eb('u.id', '=', eb.ref('f.user_low'))]),
        ]),
      ),
    )
    .leftJoin('avatars as a', 'a.user_id', 'u.id')
    .select(['u.id', 'u.username', 'a.version', 'f.created_at', 'f.accepted_at'])
    .where((eb) => eb.or([eb('f.user_low', '=', userId), eb('f.user_high', '=', userId)]))
    .where('u.deleted_at', 'is', null);
}

type Row = Awaited<ReturnType<ReturnType<typeof withOthers>['execute']>>[number];

/** One friend or request as the API shows it: since the friendship began, or since the request. */
function presentFriend(row: Row): FriendView {
  return {
    id: row.id,
    username: row.username,
    avatar_url: avatarUrl(row.id, row.version ?? 0),
    since: row.accepted_at ?? row.created_at,
  };
}

function friendsByName(db: Db, userId: number) {
  return withOthers(db, userId)
    .where('f.status', '=', 'accepted')
    .orderBy((eb) => eb.fn('lower', ['u.username']))
    .orderBy('u.id');
}

/** GET /api/friends: friends by name; requests to and from the member, newest first. */
export async function listFriends(db: Db, userId: number): Promise<FriendsAnswer> {
  const requests = (direction: 'incoming' | 'outgoing') =>
    withOthers(db, userId)
      .where('f.status', '=', 'pending')
      .where('f.requested_by', direction === 'outgoing' ? '=' : '!=', userId)
      .orderBy('f.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(REQUESTS_SHOWN)
      .execute();
  const [friends, incoming, outgoing] = await Promise.all([
    friendsByName(db, userId).execute(),
    requests('incoming'),
    requests('outgoing'),
  ]);
  return {
    friends: friends.map(presentFriend),
    incoming: incoming.map(presentFriend),
    outgoing: outgoing.map(presentFriend),
  };
}

/** A profile's friend list: the first friends by name, and how many there are. */
export async function memberFriends(
  db: Db,
  userId: number,
): Promise<{ friends: FriendView[]; total: number }> {
  const [rows, count] = await Promise.all([
    friendsByName(db, userId).limit(MEMBER_FRIENDS_SHOWN).execute(),
    db
      .selectFrom('friendships')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'accepted')
      .where((eb) => eb.or([eb('user_low', '=', userId), eb('user_high', '=', userId)]))
      .executeTakeFirstOrThrow(),
  ]);
  return { friends: rows.map(presentFriend), total: Number(count.n) };
}

/** Where `userId` stands towards `otherId`. */
export async function friendState(db: Db, userId: number, otherId: number): Promise<FriendState> {
  if (userId === otherId) return 'none';
  const row = await db
    .selectFrom('friendships')
    .select(['status', 'requested_by'])
    .where('user_low', '=', friendPair(userId, otherId).user_low)
    .where('user_high', '=', friendPair(userId, otherId).user_high)
    .executeTakeFirst();
  return stateOf(row, userId);
}

/** A friendship row (or none) seen from `userId`'s side. */
export function stateOf(
  row: { status: string; requested_by: number } | undefined,
  userId: number,
): FriendState {
  if (!row) return 'none';
  if (row.status === 'accepted') return 'friends';
  return row.requested_by === userId ? 'requested' : 'incoming';
}

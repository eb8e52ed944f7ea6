import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  FriendOutcome,
  FriendsAnswer,
  FriendView,
  MemberFriends,
  MemberFriendsResponse,
} from '../../common/home-social.ts';
import { apiGet, apiPost } from './client.ts';
import { useLiveEvent } from './live/hooks.ts';
import { fromPage } from './preload.ts';
import { queryClient } from './query-client.ts';
import { useCurrentUser } from './session.ts';

// issue 19 §2: friends, shared by the friends page and the profile (features do not import each other).

/** Every friends query, for a change that may touch any of them. */
const FRIENDS_KEY = ['friends'] as const;
/** Per member signed in, so another account on this browser never sees the last one's lists. */
const listsKey = (userId: number | undefined) => [...FRIENDS_KEY, 'mine', userId ?? 0] as const;
const memberKey = (memberId: number, viewerId: number | undefined) =>
  [...FRIENDS_KEY, 'member', memberId, viewerId ?? 0] as const;

const friendsQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: listsKey(userId),
    queryFn: async ({ signal }): Promise<FriendsAnswer> => {
      const { friends, incoming, outgoing } = await apiGet<FriendsAnswer & { success: true }>(
        '/api/friends',
        signal,
      );
      return { friends, incoming, outgoing };
    },
    // Requests come and go with the other member: never restored stale from the stored cache.
    meta: { persist: false },
  });

/** The signed-in member's friends and requests both ways. */
export function useFriends() {
  const user = useCurrentUser();
  return useQuery({ ...friendsQuery(user?.id), enabled: user !== null });
}

/** A member's friends as their profile shows them, and where the viewer stands towards them. */
export function useMemberFriends(memberId: number) {
  const viewer = useCurrentUser();
  return useQuery({
    queryKey: memberKey(memberId, viewer?.id),
    queryFn: async ({ signal }): Promise<MemberFriends> => {
      const { friends, total, state } = await apiGet<MemberFriendsResponse>(
        `/api/user/${memberId}/friends`,
        signal,
      );
      return { friends, total, state };
    },
    ...fromPage<MemberFriends, MemberFriendsResponse>(
      `/api/user/${memberId}/friends`,
      ({ friends, total, state }) => ({
        friends,
        total,
        state,
      }),
    ),
    meta: { persist: false },
  });
}

export type FriendAction = 'friend' | 'unfriend' | 'accept' | 'decline';

function actionPath(action: FriendAction, memberId: number): string {
  return action === 'accept' || action === 'decline'
    ? `/api/friends/${memberId}/${action}`
    : `/api/user/${memberId}/${action}`;
}

function refreshFriends() {
  void queryClient.invalidateQueries({ queryKey: FRIENDS_KEY });
}

/** Asks, accepts, declines, withdraws or unfriends; the member's button changes at once, every list follows. */
export function useFriendAction() {
  return useMutation({
    mutationFn: ({ action, memberId }: { action: FriendAction; memberId: number }) =>
      apiPost<FriendOutcome>(actionPath(action, memberId)),
    onSuccess: ({ state }, { memberId }) =>
      queryClient.setQueriesData<MemberFriends>({ queryKey: [...FRIENDS_KEY, 'member', memberId] }, (data) =>
        data ? { ...data, state } : data,
      ),
    onSettled: refreshFriends,
  });
}

/** The lists as they stand once `who` asked to be friends, or accepted the member's request. */
export function afterFriendEvent(
  lists: FriendsAnswer,
  type: 'friend_request' | 'friend_accept',
  who: FriendView,
): FriendsAnswer {
  const others = (list: FriendView[]) => list.filter((member) => member.id !== who.id);
  if (type === 'friend_request')
    return lists.friends.some((member) => member.id === who.id)
      ? lists
      : { ...lists, incoming: [who, ...others(lists.incoming)] };
  const friends = [...others(lists.friends), who].sort((a, b) =>
    a.username.localeCompare(b.username, undefined, { sensitivity: 'base' }),
  );
  return { friends, incoming: others(lists.incoming), outgoing: others(lists.outgoing) };
}

/**
 * A friend request or acceptance arriving live (the other member acted): the lists change at once
 * in the cache, then every friends query is fetched again for the server's word.
 */
export function useFriendEvents() {
  const user = useCurrentUser();
  useLiveEvent('notification', (event) => {
    if ((event.type !== 'friend_request' && event.type !== 'friend_accept') || !event.actor) return;
    const who: FriendView = {
      id: event.actor.id,
      username: event.actor.username,
      avatar_url: `/api/user/${event.actor.id}/avatar.png`,
      since: event.created_at,
    };
    queryClient.setQueryData<FriendsAnswer>(listsKey(user?.id), (lists) =>
      lists ? afterFriendEvent(lists, event.type as 'friend_request' | 'friend_accept', who) : lists,
    );
    refreshFriends();
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityEntry, ActivityPage } from '../../../common/home-social.ts';
import { apiGet } from '../../api/client.ts';
import { useLiveEvent } from '../../api/live/hooks.ts';
import { fromPage } from '../../api/preload.ts';
import { queryClient } from '../../api/query-client.ts';

// Under 'friends', so whatever refreshes the member's friends refreshes their activity too.
const activityKey = ['friends', 'activity'] as const;

/** GET /api/friends/activity, the newest page. Not kept across visits: friends come and go. */
export const friendsActivityQuery = queryOptions({
  queryKey: activityKey,
  queryFn: ({ signal }) => apiGet<ActivityPage>('/api/friends/activity', signal),
  ...fromPage<ActivityPage>('/api/friends/activity'),
  staleTime: 60_000,
  meta: { persist: false },
});

/** A new entry goes on top; a friend's newer look replaces their earlier one (one an hour, §2). */
export function withNewEntry(page: ActivityPage, entry: ActivityEntry): ActivityPage {
  const replaced = (old: ActivityEntry) =>
    old.id === entry.id ||
    (entry.kind === 'look' && old.kind === 'look' && old.member.id === entry.member.id);
  return { ...page, entries: [entry, ...page.entries.filter((old) => !replaced(old))] };
}

/** Friends' activity, kept current by `activity.new`. */
export function useFriendsActivity() {
  useLiveEvent('activity.new', ({ entry }) => {
    queryClient.setQueryData<ActivityPage>(activityKey, (page) => page && withNewEntry(page, entry));
  });
  return useQuery(friendsActivityQuery);
}

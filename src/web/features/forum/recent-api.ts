import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentThread } from '../../../common/forum-types.ts';
import { apiGet } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

// spec 1 §9: recent activity is kept for 30 s
const RECENT_STALE_MS = 30_000;

export function fetchRecentActivity(signal?: AbortSignal): Promise<RecentThread[]> {
  return apiGet<RecentThread[]>('/api/recent_activity', signal);
}

export const recentActivityQuery = queryOptions({
  queryKey: queryKeys.recentActivity,
  queryFn: ({ signal }) => fetchRecentActivity(signal),
  staleTime: RECENT_STALE_MS,
});

export function useRecentActivity() {
  return useQuery(recentActivityQuery);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client.ts';

export interface SiteStatistics {
  success: true;
  members: number;
  threads: number;
  posts: number;
  online_now: number;
  newest_member: { id: number; username: string; created: string } | null;
  top_posters: Array<{ id: number; username: string; post_count: number }>;
}

export function fetchStatistics(signal?: AbortSignal): Promise<SiteStatistics> {
  return apiGet<SiteStatistics>('/api/statistics', signal);
}

export const statisticsQuery = queryOptions({
  queryKey: ['statistics'] as const,
  queryFn: ({ signal }) => fetchStatistics(signal),
  staleTime: 60_000,
});

export function useStatistics() {
  return useQuery(statisticsQuery);
}

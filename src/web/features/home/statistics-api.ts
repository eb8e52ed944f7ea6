import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteStatistics } from '../../../common/forum-types.ts';
import { apiGet } from '../../api/client.ts';
import { fromPage } from '../../api/preload.ts';

export function fetchStatistics(signal?: AbortSignal): Promise<SiteStatistics> {
  return apiGet<SiteStatistics>('/api/statistics', signal);
}

export const statisticsQuery = queryOptions({
  queryKey: ['statistics'] as const,
  queryFn: ({ signal }) => fetchStatistics(signal),
  ...fromPage<SiteStatistics>('/api/statistics'),
  staleTime: 60_000,
});

export function useStatistics() {
  return useQuery(statisticsQuery);
}

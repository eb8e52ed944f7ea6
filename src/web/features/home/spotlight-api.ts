import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpotlightAnswer } from '../../../common/home-social.ts';
import { apiGet } from '../../api/client.ts';
import { fromPage } from '../../api/preload.ts';

const spotlightKey = ['spotlight'] as const;

/** GET /api/spotlight: today's member. Not kept across visits: a new day has someone new. */
export const spotlightQuery = queryOptions({
  queryKey: spotlightKey,
  queryFn: ({ signal }) => apiGet<SpotlightAnswer>('/api/spotlight', signal),
  ...fromPage<SpotlightAnswer>('/api/spotlight'),
  staleTime: 5 * 60_000,
  meta: { persist: false },
});

export function useSpotlight() {
  return useQuery(spotlightQuery);
}

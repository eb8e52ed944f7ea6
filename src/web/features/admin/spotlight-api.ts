import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminSpotlightAnswer, SpotlightPicked } from '../../../common/home-social.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { NOT_STORED } from './api.ts';

const adminSpotlightKey = ['admin', 'spotlight'] as const;

/** GET /api/admin/spotlight: the picks of the last and next 14 days. */
export const adminSpotlightQuery = queryOptions({
  queryKey: adminSpotlightKey,
  queryFn: ({ signal }) => apiGet<AdminSpotlightAnswer>('/api/admin/spotlight', signal),
  meta: NOT_STORED,
});

export const useAdminSpotlight = () => useQuery(adminSpotlightQuery);

/** POST /api/admin/spotlight: the list and the home page's spotlight show the pick. */
export function usePickSpotlight() {
  return useMutation({
    mutationFn: (input: { day: string; username: string }) =>
      apiPost<SpotlightPicked>('/api/admin/spotlight', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminSpotlightKey });
      void queryClient.invalidateQueries({ queryKey: ['spotlight'] });
    },
  });
}

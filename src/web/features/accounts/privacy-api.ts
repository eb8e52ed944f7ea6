import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PrivacyAnswer as Answer, PrivacySettings } from '../../../common/home-social.ts';
import { apiGet, apiRequest } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';

const privacyKey = ['privacy'] as const;

const strip = ({ hide_activity, spotlight_opt_out }: Answer): PrivacySettings => ({
  hide_activity,
  spotlight_opt_out,
});

/** GET /api/account/privacy (issue 19 §2, §3). */
export const privacyQuery = queryOptions({
  queryKey: privacyKey,
  queryFn: async ({ signal }) => strip(await apiGet<Answer>('/api/account/privacy', signal)),
});

export const usePrivacy = () => useQuery(privacyQuery);

/** PUT /api/account/privacy: the settings given change, the others stay. */
export function useSavePrivacy() {
  return useMutation({
    mutationFn: async (changes: Partial<PrivacySettings>) =>
      strip(await apiRequest<Answer>('/api/account/privacy', { method: 'PUT', body: changes })),
    onSuccess: (settings) => {
      queryClient.setQueryData(privacyKey, settings);
      // Opting out of the spotlight may take the member out of today's.
      void queryClient.invalidateQueries({ queryKey: ['spotlight'] });
    },
  });
}

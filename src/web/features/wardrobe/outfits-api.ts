import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { OutfitResponse, OutfitsResponse } from '../../../common/looks-types.ts';
import type { AvatarEntry } from '../../../common/shop-types.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { fromPage } from '../../api/preload.ts';
import { queryClient } from '../../api/query-client.ts';
import { queryKeys } from '../../api/query-keys.ts';

// Saved outfits (issue 18 §2): GET /api/outfits, POST /api/outfits, POST /api/outfits/{id}/delete.

export const outfitsQuery = queryOptions({
  queryKey: queryKeys.outfits,
  queryFn: ({ signal }) => apiGet<OutfitsResponse>('/api/outfits', signal),
  ...fromPage<OutfitsResponse>('/api/outfits'),
  staleTime: 60_000,
  meta: { persist: false },
});

export function useOutfits(enabled: boolean) {
  return useQuery({ ...outfitsQuery, enabled });
}

/** Saves the look under a name; the new outfit goes first in the cached list, as the server lists it. */
export function useSaveOutfit() {
  return useMutation({
    mutationFn: (input: { name: string; config: AvatarEntry[] }) =>
      apiPost<OutfitResponse>('/api/outfits', input),
    onSuccess: ({ outfit }) =>
      queryClient.setQueryData<OutfitsResponse>(queryKeys.outfits, (list) =>
        list ? { ...list, outfits: [outfit, ...list.outfits] } : list,
      ),
  });
}

export function useDeleteOutfit() {
  return useMutation({
    mutationFn: (id: number) => apiPost<{ success: true; message: string }>(`/api/outfits/${id}/delete`),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<OutfitsResponse>(queryKeys.outfits, (list) =>
        list ? { ...list, outfits: list.outfits.filter((outfit) => outfit.id !== id) } : list,
      ),
  });
}

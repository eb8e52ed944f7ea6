import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { MemberLookResponse, PurchaseLookResponse } from '../../../common/looks-types.ts';
import type { AvatarEntry } from '../../../common/shop-types.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { setCachedBalance } from '../../api/wardrobe.ts';

// 'Try this look' (issue 18 §2): GET /api/user/{id}/avatar and POST /api/shop/purchase_look.

export const memberLookQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.memberLook(userId),
    queryFn: ({ signal }) => apiGet<MemberLookResponse>(`/api/user/${userId}/avatar`, signal),
    staleTime: 60_000,
    meta: { persist: false },
  });

export function useMemberLook(userId: number, enabled: boolean) {
  return useQuery({ ...memberLookQuery(userId), enabled });
}

/** Buys what is missing in one step; the balance, inventory, shop and (when worn) avatar follow. */
export function usePurchaseLook(userId: number) {
  return useMutation({
    mutationFn: (input: { variant_ids: number[]; wear?: AvatarEntry[] }) =>
      apiPost<PurchaseLookResponse>('/api/shop/purchase_look', input),
    onSuccess: (answer) => {
      setCachedBalance(answer.coins, answer.gems);
      for (const queryKey of [
        queryKeys.inventory,
        queryKeys.avatar,
        queryKeys.storeItemsAll,
        queryKeys.memberLook(userId),
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

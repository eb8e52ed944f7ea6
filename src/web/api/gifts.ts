import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { GiftInput, GiftSent, GiftsAnswer, TradePartner } from '../../common/trades.ts';
import { apiGet, apiPost } from './client.ts';
import { fromPage } from './preload.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { setCachedBalance } from './wardrobe.ts';

// issue 18 §3: gifts are sent from the shop, a profile and the trades page, so they live here.

export const giftsQuery = queryOptions({
  queryKey: queryKeys.gifts,
  queryFn: ({ signal }) => apiGet<GiftsAnswer>('/api/gifts', signal),
  ...fromPage<GiftsAnswer>('/api/gifts'),
  meta: { persist: false },
});

export function useGifts() {
  return useQuery(giftsQuery);
}

/** POST /api/gifts: the new balance shows at once; what the giver owns and their gift list refresh. */
export function useSendGift() {
  return useMutation({
    mutationFn: (gift: GiftInput) => apiPost<GiftSent>('/api/gifts', gift),
    onSuccess: (answer) => setCachedBalance(answer.coins, answer.gems),
    onSettled: () => {
      for (const queryKey of [
        queryKeys.inventory,
        queryKeys.avatar,
        queryKeys.gifts,
        queryKeys.storeItemsAll,
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** A member to trade with (or oneself): their avatar and the items they could trade or give. */
export function tradeMemberQuery(username: string) {
  return queryOptions({
    queryKey: queryKeys.tradeMember(username),
    queryFn: ({ signal }) =>
      apiGet<TradePartner>(`/api/trades/member/${encodeURIComponent(username)}`, signal),
    meta: { persist: false },
  });
}

export function useTradeMember(username: string | null) {
  return useQuery({ ...tradeMemberQuery(username ?? ''), enabled: Boolean(username) });
}

import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { WishlistResponse, WishResponse } from '../../common/item-page-types.ts';
import { apiGet, apiPost } from './client.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

// The wishlist (issue 18 §2): toggled on an item page, listed on the account page.

export const wishlistQuery = queryOptions({
  queryKey: queryKeys.wishlist,
  queryFn: ({ signal }) => apiGet<WishlistResponse>('/api/wishlist', signal),
  // availability changes with stock; not worth keeping across visits
  meta: { persist: false },
});

/** The member's wishlist, newest first; pass `enabled` false for a visitor. */
export function useWishlist(enabled = true) {
  return useQuery({ ...wishlistQuery, enabled });
}

/** POST /api/wishlist/{id} or /remove; the item's page and the list are fetched again. */
export function useSetWished() {
  return useMutation({
    mutationFn: ({ variantId, wished }: { variantId: number; wished: boolean }) =>
      apiPost<WishResponse>(`/api/wishlist/${variantId}${wished ? '' : '/remove'}`),
    onSettled: (_answer, _error, { variantId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.wishlist });
      void queryClient.invalidateQueries({ queryKey: queryKeys.shopItem(variantId) });
    },
  });
}

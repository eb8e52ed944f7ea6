import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  type PurchaseResponse,
  SHOP_PAGE_SIZE,
  type StoreItemsResponse,
} from '../../../common/shop-types.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { setCachedBalance } from '../../api/wardrobe.ts';
import type { ShopParams } from './shop-params.ts';

// stock and new items change slowly; a purchase refreshes what it changed at once
const STORE_STALE_MS = 60_000;

/** One page of the shop (GET /api/store/items). */
export function fetchStoreItems(view: ShopParams, signal?: AbortSignal): Promise<StoreItemsResponse> {
  const params = new URLSearchParams({
    category: view.category,
    search: view.q,
    sort: view.sort,
    page: String(view.page),
    per_page: String(SHOP_PAGE_SIZE),
  });
  return apiGet<StoreItemsResponse>(`/api/store/items?${params}`, signal);
}

export function storeItemsQuery(view: ShopParams) {
  return queryOptions({
    queryKey: queryKeys.storeItems(view.category, view.q, view.sort, view.page),
    queryFn: ({ signal }) => fetchStoreItems(view, signal),
    staleTime: STORE_STALE_MS,
    // stock and prices are not worth keeping across visits
    meta: { persist: false },
  });
}

export function useStoreItems(view: ShopParams) {
  return useQuery(storeItemsQuery(view));
}

/** POST /api/shop/purchase: the new balance shows at once; owned items and stock are fetched again. */
export function usePurchase() {
  return useMutation({
    mutationFn: (variantId: number) =>
      apiPost<PurchaseResponse>('/api/shop/purchase', { variant_id: variantId }),
    onSuccess: (answer) => setCachedBalance(answer.coins, answer.gems),
    // a refusal may mean our copy was stale (spent in another tab, sold out meanwhile)
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.inventory });
      void queryClient.invalidateQueries({ queryKey: queryKeys.whoami });
      void queryClient.invalidateQueries({ queryKey: queryKeys.storeItemsAll });
    },
  });
}

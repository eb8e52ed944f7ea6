import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ItemPageResponse } from '../../../common/item-page-types.ts';
import type { PurchaseResponse, StoreItemsResponse } from '../../../common/shop-types.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { fromPage } from '../../api/preload.ts';
import { queryClient } from '../../api/query-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { setCachedBalance } from '../../api/wardrobe.ts';
import type { ShopParams } from './shop-params.ts';
import { fetchAllPages } from './store-pages.ts';

// stock and new items change slowly; a purchase refreshes what it changed at once
const STORE_STALE_MS = 60_000;

/** The largest page the server gives (GET /api/store/items `per_page` maximum): fewest round trips. */
export const STORE_FETCH_PAGE_SIZE = 100;

type StoreFilter = Pick<ShopParams, 'category' | 'q' | 'sort'>;

/** One page of the shop as the server pages it (GET /api/store/items). */
export function fetchStorePage(view: StoreFilter, page: number, signal?: AbortSignal) {
  return apiGet<StoreItemsResponse>(storePagePath(view, page), signal);
}

function storePagePath(view: StoreFilter, page: number): string {
  const params = new URLSearchParams({
    category: view.category,
    search: view.q,
    sort: view.sort,
    page: String(page),
    per_page: String(STORE_FETCH_PAGE_SIZE),
  });
  return `/api/store/items?${params}`;
}

/** The whole shop for a category, search and sort; the screen shows it SHOP_PAGE_SIZE a page. */
export function storeItemsQuery(view: StoreFilter) {
  return queryOptions({
    queryKey: queryKeys.storeItems(view.category, view.q, view.sort),
    queryFn: ({ signal }) => fetchAllPages((page) => fetchStorePage(view, page, signal)),
    // the page's answer is the whole shop when it fits on the server's first page
    ...fromPage(storePagePath(view, 1), (first: StoreItemsResponse) =>
      first.items.length === first.total ? { items: first.items, total: first.total } : undefined,
    ),
    staleTime: STORE_STALE_MS,
    // stock and prices are not worth keeping across visits
    meta: { persist: false },
  });
}

export function useStoreItems(view: StoreFilter) {
  return useQuery(storeItemsQuery(view));
}

/** An item page (GET /api/shop/item/{id}): owners, rarity, colours, and the caller's wish and copies. */
export function itemPageQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.shopItem(id),
    queryFn: ({ signal }) => apiGet<ItemPageResponse>(`/api/shop/item/${id}`, signal),
    ...fromPage<ItemPageResponse>(`/api/shop/item/${id}`),
    staleTime: STORE_STALE_MS,
    meta: { persist: false },
  });
}

export function useItemPage(id: number) {
  return useQuery(itemPageQuery(id));
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
      void queryClient.invalidateQueries({ queryKey: queryKeys.shopItemsAll });
    },
  });
}

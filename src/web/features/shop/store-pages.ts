import { pageCount } from '../../../common/page-count.ts';
import type { ItemVariant, StoreItemsResponse } from '../../../common/shop-types.ts';

type PageFetcher = (page: number) => Promise<StoreItemsResponse>;

/**
 * Every page of a filter (spec 2 §7: "all pages are fetched"): the first says how many there are, the
 * rest come in parallel, in the server's order. An item that moved between pages while they were
 * fetched (a new item pushes the rest along) is kept once.
 */
export async function fetchAllPages(
  fetchPage: PageFetcher,
): Promise<{ items: ItemVariant[]; total: number }> {
  const first = await fetchPage(1);
  const pages = pageCount(first.total, first.per_page);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => fetchPage(i + 2)));
  const byId = new Map<number, ItemVariant>();
  for (const item of [first, ...rest].flatMap((page) => page.items))
    if (!byId.has(item.id)) byId.set(item.id, item);
  return { items: [...byId.values()], total: byId.size };
}

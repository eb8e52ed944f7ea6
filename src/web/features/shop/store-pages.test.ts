import { describe, expect, it } from 'vitest';
import type { ItemVariant, StoreItemsResponse } from '../../../common/shop-types.ts';
import { fetchAllPages } from './store-pages.ts';

const item = (id: number) => ({ id }) as ItemVariant;

/** A server holding items 1…total, `perPage` a page, recording the pages asked for. */
function server(total: number, perPage: number) {
  const asked: number[] = [];
  const fetchPage = async (page: number): Promise<StoreItemsResponse> => {
    asked.push(page);
    const ids = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * perPage, page * perPage);
    return { success: true, items: ids.map(item), total, page, per_page: perPage };
  };
  return { asked, fetchPage };
}

describe('fetchAllPages', () => {
  it('fetches every page and keeps the server’s order', async () => {
    const { asked, fetchPage } = server(250, 100);
    const all = await fetchAllPages(fetchPage);
    expect(asked.sort()).toEqual([1, 2, 3]);
    expect(all.total).toBe(250);
    expect(all.items.map((i) => i.id)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
  });

  it('asks once for a shop that fits one page, or is empty', async () => {
    for (const total of [0, 7, 100]) {
      const { asked, fetchPage } = server(total, 100);
      expect((await fetchAllPages(fetchPage)).total).toBe(total);
      expect(asked).toEqual([1]);
    }
  });

  it('keeps an item once when it moved to the next page between fetches', async () => {
    const pages: Record<number, number[]> = { 1: [1, 2], 2: [2, 3] };
    const all = await fetchAllPages(async (page) => ({
      success: true,
      items: pages[page]!.map(item),
      total: 4,
      page,
      per_page: 2,
    }));
    expect(all.items.map((i) => i.id)).toEqual([1, 2, 3]);
  });
});

import { MSG } from '../../../common/messages.ts';
import { SHOP_FILTERS, SHOP_SORTS, type ShopFilter, type ShopSort } from '../../../common/shop-types.ts';

/** What the shop shows, all of it in the URL: `/shop?q=…&category=…&sort=…&page=N`. */
export interface ShopParams {
  q: string;
  category: ShopFilter;
  sort: ShopSort;
  page: number;
}

export const DEFAULT_SORT: ShopSort = 'date';
/** Longer searches than this are cut: no item name comes close. */
export const SHOP_SEARCH_MAX = 100;

export const FILTER_LABELS: Record<ShopFilter, string> = {
  all: 'All items',
  hair: 'Hair',
  top: 'Tops',
  bottom: 'Bottoms',
  dress: 'Dresses',
  shoes: 'Shoes',
  accessory: 'Accessories',
  body_mod: 'Body mods',
  background: 'Backgrounds',
};

/** Spec 2 §5: name, price (coins plus 100 times gems), date newest first. */
export const SORT_LABELS: Record<ShopSort, string> = {
  name: 'Name (A–Z)',
  price: 'Price (low to high)',
  date: 'Newest first',
};

const CATEGORY_WORDS: Record<Exclude<ShopFilter, 'all'>, string> = {
  hair: 'hair',
  top: 'top',
  bottom: 'bottom',
  dress: 'dress',
  shoes: 'shoes',
  accessory: 'accessory',
  body_mod: 'body mod',
  background: 'background',
};

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

export function readShopParams(params: URLSearchParams): ShopParams {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: (params.get('q') ?? '').trim().slice(0, SHOP_SEARCH_MAX),
    category: oneOf(SHOP_FILTERS, params.get('category'), 'all'),
    sort: oneOf(SHOP_SORTS, params.get('sort'), DEFAULT_SORT),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The URL query for a view of the shop; defaults are left out so plain /shop stays plain. */
export function toShopParams({ q, category, sort, page }: ShopParams): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category !== 'all') params.set('category', category);
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Spec 2 §2 empty states, word for word: a search first, then a category, then none at all. */
export function emptyMessage({ q, category }: Pick<ShopParams, 'q' | 'category'>): string {
  if (q) return MSG.shopNoMatches;
  if (category !== 'all') return `No items in ${CATEGORY_WORDS[category]} category`;
  return MSG.shopNoItems;
}

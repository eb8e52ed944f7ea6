import { pageCount } from '../../../common/page-count.ts';
import { SEARCH_LAST_PAGE, type SearchParams } from '../../../common/search-params.ts';

/** The URL parameters of a search, leaving out the defaults (no query, All, page 1). */
export function toSearchParams({ q, type, page }: SearchParams): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (type !== 'all') params.set('type', type);
  if (type !== 'all' && page > 1) params.set('page', String(page));
  return params;
}

/** The link of a search from the results page, e.g. `?q=tile&type=posts&page=2`. */
export function searchHref(search: SearchParams): string {
  return `?${toSearchParams(search)}`;
}

/** A count as the tabs show it: '1000+' when the server stopped counting. */
export function formatCount(count: number, capped: boolean): string {
  return capped ? `${count}+` : String(count);
}

/** How many pages a list of `count` matches fills, no more than the server will serve. */
export function searchPageCount(count: number, perPage: number): number {
  if (perPage <= 0) return 1;
  return Math.min(pageCount(count, perPage), SEARCH_LAST_PAGE);
}

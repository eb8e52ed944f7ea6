import {
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  SEARCH_PAGE_SIZE,
  SEARCH_RESULT_LIMIT,
} from '../../../common/limits.ts';
import { MSG } from '../../../common/messages.ts';
import { pageCount } from '../../../common/page-count.ts';
import { SEARCH_TYPES, type SearchType } from '../../../common/search-types.ts';

/** The last page the server serves: results stop at SEARCH_RESULT_LIMIT of each kind. */
export const SEARCH_LAST_PAGE = Math.ceil(SEARCH_RESULT_LIMIT / SEARCH_PAGE_SIZE);

/** What the URL asks for: `/search?q=…&type=threads&page=2`. */
export interface SearchParams {
  /** Trimmed; may be empty or too short, which the screen says before asking the server. */
  q: string;
  type: SearchType;
  /** Always 1 on the All tab, which shows the first page of each kind. */
  page: number;
}

export function readSearchParams(params: URLSearchParams): SearchParams {
  const rawType = params.get('type');
  const type = SEARCH_TYPES.find((t) => t === rawType) ?? 'all';
  const rawPage = Number(params.get('page'));
  const page =
    type === 'all' || !Number.isInteger(rawPage) ? 1 : Math.min(Math.max(rawPage, 1), SEARCH_LAST_PAGE);
  return { q: (params.get('q') ?? '').trim(), type, page };
}

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

/**
 * Why a query cannot be sent, checked before any call (spec 1 §5: the trimmed query has at least 3
 * characters). Counted in code points like the server, so an emoji is one character.
 */
export function queryProblem(q: string): string | null {
  const length = [...q.trim()].length;
  if (length < SEARCH_MIN_LENGTH) return MSG.searchTooShort;
  if (q.trim().length > SEARCH_MAX_LENGTH) return MSG.searchTooLong;
  return null;
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

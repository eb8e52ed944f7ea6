import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, SEARCH_PAGE_SIZE, SEARCH_RESULT_LIMIT } from './limits.ts';
import { MSG } from './messages.ts';
import { SEARCH_TYPES, type SearchType } from './search-types.ts';

/** A URL's query as both URLSearchParams and a server's parsed URL give it. */
interface QueryParams {
  get(name: string): string | null;
}

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

export function readSearchParams(params: QueryParams): SearchParams {
  const rawType = params.get('type');
  const type = SEARCH_TYPES.find((t) => t === rawType) ?? 'all';
  const rawPage = Number(params.get('page'));
  const page =
    type === 'all' || !Number.isInteger(rawPage) ? 1 : Math.min(Math.max(rawPage, 1), SEARCH_LAST_PAGE);
  return { q: (params.get('q') ?? '').trim(), type, page };
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

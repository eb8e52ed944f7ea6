import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_CACHE_MS } from '../../../common/limits.ts';
import type { SearchResponse, SearchType } from '../../../common/search-types.ts';
import { apiRequest } from '../../api/client.ts';
import { fromPage } from '../../api/preload.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** One page of matches for a trimmed query (GET /api/search). */
export function fetchSearch(
  q: string,
  type: SearchType,
  page: number,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  return apiRequest<SearchResponse>(searchPath(q, type, page), { signal });
}

const searchPath = (q: string, type: SearchType, page: number) =>
  `/api/search?${new URLSearchParams({ q, type, page: String(page) })}`;

export function searchQuery(q: string, type: SearchType, page: number) {
  return queryOptions({
    queryKey: queryKeys.search(q, type, page),
    queryFn: ({ signal }) => fetchSearch(q, type, page, signal),
    ...fromPage<SearchResponse>(searchPath(q, type, page)),
    // spec 1 §9 local cache expiry: search 2 min (query-client.ts drops stored copies as old)
    staleTime: SEARCH_CACHE_MS,
    gcTime: SEARCH_CACHE_MS,
  });
}

/**
 * The matches for a query the screen has already checked (`enabled` false for one too short to
 * send). While the next query, tab or page loads, the previous answer stays on screen.
 */
export function useSearch(q: string, type: SearchType, page: number, enabled: boolean) {
  return useQuery({ ...searchQuery(q, type, page), enabled, placeholderData: keepPreviousData });
}

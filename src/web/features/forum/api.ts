import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, CategoryPage, ThreadPage, ThreadSort } from '../../../common/forum-types.ts';
import { ApiError, apiGet } from '../../api/client.ts';
import { fromPage, pageAnswers, pageTime } from '../../api/preload.ts';
import { queryClient } from '../../api/query-client.ts';
import { queryKeys } from '../../api/query-keys.ts';

// spec 1 §9 store freshness: a copy fetched in this session is not fetched again for this long
export const CATEGORIES_STALE_MS = 60_000;
export const CATEGORY_STALE_MS = 60_000;
export const THREAD_STALE_MS = 30_000;
// spec 1 §9 local cache expiry: an unused copy (and so its stored copy) is dropped after this long
export const CATEGORIES_CACHE_MS = 5 * 60_000;
export const CATEGORY_CACHE_MS = 2 * 60_000;
export const THREAD_CACHE_MS = 60_000;

/**
 * Spec 1 §4: a copy restored from local storage is shown at once and always refreshed in the
 * background, however young it is: another tab or user may have changed the thread since. What the
 * page was served with is as fresh as the page (pageTime), so it is not read again on mount.
 */
function refreshRestored(query: { state: { dataUpdatedAt: number } }): boolean | 'always' {
  return query.state.dataUpdatedAt < pageTime ? 'always' : true;
}

/** True when the server answered 404: the screen says "not found" rather than "failed to load". */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

// --- categories

export function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiGet<Category[]>('/api/categories', signal);
}

export const categoriesQuery = queryOptions({
  queryKey: queryKeys.categories,
  queryFn: ({ signal }) => fetchCategories(signal),
  ...fromPage<Category[]>('/api/categories'),
  staleTime: CATEGORIES_STALE_MS,
  gcTime: CATEGORIES_CACHE_MS,
  refetchOnMount: refreshRestored,
});

export function useCategories() {
  return useQuery(categoriesQuery);
}

// --- one category's threads

export function fetchCategoryPage(
  slugOrId: string,
  sort: ThreadSort,
  page: number,
  signal?: AbortSignal,
): Promise<CategoryPage> {
  return apiGet<CategoryPage>(categoryPagePath(slugOrId, sort, page), signal);
}

const categoryPagePath = (slugOrId: string, sort: ThreadSort, page: number) =>
  `/api/category/${encodeURIComponent(slugOrId)}?${new URLSearchParams({ sort, page: String(page) })}`;

export function categoryPageQuery(slugOrId: string, sort: ThreadSort = 'recent', page = 1) {
  return queryOptions({
    queryKey: [...queryKeys.category(slugOrId, sort), page] as const,
    queryFn: ({ signal }) => fetchCategoryPage(slugOrId, sort, page, signal),
    ...fromPage<CategoryPage>(categoryPagePath(slugOrId, sort, page)),
    staleTime: CATEGORY_STALE_MS,
    gcTime: CATEGORY_CACHE_MS,
    refetchOnMount: refreshRestored,
  });
}

/** While another sort or page of the same category loads, the previous list stays on screen. */
export function useCategoryPage(slugOrId: string, sort: ThreadSort = 'recent', page = 1) {
  return useQuery({
    ...categoryPageQuery(slugOrId, sort, page),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === slugOrId ? previous : undefined,
  });
}

// --- threads

export const threadPageKey = (id: number, page: number) => [...queryKeys.thread(id), page] as const;
const threadSlugKey = (categorySlug: string, threadSlug: string) =>
  ['thread-slug', categorySlug, threadSlug] as const;

const threadPagePath = (id: number, page: number) => `/api/thread/${id}?page=${page}`;

export function fetchThreadPage(id: number, page: number, signal?: AbortSignal): Promise<ThreadPage> {
  return apiGet<ThreadPage>(threadPagePath(id, page), signal);
}

export function threadPageQuery(id: number, page = 1) {
  return queryOptions({
    queryKey: threadPageKey(id, page),
    queryFn: ({ signal }) => fetchThreadPage(id, page, signal),
    ...fromPage<ThreadPage>(threadPagePath(id, page)),
    staleTime: THREAD_STALE_MS,
    gcTime: THREAD_CACHE_MS,
    refetchOnMount: refreshRestored,
  });
}

const threadSlugPath = (categorySlug: string, threadSlug: string) =>
  `/api/slugs/thread/${encodeURIComponent(categorySlug)}/${encodeURIComponent(threadSlug)}`;

/**
 * The slug call redirects to /api/thread/{id} and fetch follows it, so the answer is the thread's
 * first page: it fills that cache entry, and only the id is kept under the slug.
 */
export async function resolveThreadSlug(
  categorySlug: string,
  threadSlug: string,
  signal?: AbortSignal,
): Promise<number> {
  const page = await apiGet<ThreadPage>(threadSlugPath(categorySlug, threadSlug), signal);
  queryClient.setQueryData(threadPageKey(page.id, 1), page);
  return page.id;
}

export function threadSlugQuery(categorySlug: string, threadSlug: string) {
  return queryOptions({
    queryKey: threadSlugKey(categorySlug, threadSlug),
    queryFn: ({ signal }) => resolveThreadSlug(categorySlug, threadSlug, signal),
    // the page's answer to the look-up is the thread's first page; its query takes it by id
    initialData: () =>
      (pageAnswers.peek(threadSlugPath(categorySlug, threadSlug)) as ThreadPage | undefined)?.id,
    // a slug keeps naming the same thread; a move gives the thread a new URL (seeded by the move)
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Remembers where a thread now lives, so navigating to its new URL needs no look-up. */
export function rememberThreadSlug(categorySlug: string, threadSlug: string, id: number): void {
  queryClient.setQueryData(threadSlugKey(categorySlug, threadSlug), id);
}

/**
 * A thread by its URL: `/thread/{categorySlug}/{threadSlug}`, or the id form `/thread/{id}/{slug}`
 * of search results (DECISIONS.md 'Routes and slugs').
 */
export function useThread(categorySlug: string, threadSlug: string, page: number, enabled = true) {
  const numericId = /^\d+$/.test(categorySlug) ? Number(categorySlug) : null;
  const slug = useQuery({ ...threadSlugQuery(categorySlug, threadSlug), enabled: numericId === null });
  const id = numericId ?? slug.data;
  const thread = useQuery({
    ...threadPageQuery(id ?? 0, page),
    enabled: id !== undefined && enabled,
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
  return { id, slug, thread, error: slug.error ?? thread.error };
}

// --- subscription

export async function fetchSubscription(id: number, signal?: AbortSignal): Promise<boolean> {
  try {
    const answer = await apiGet<{ subscribed: boolean }>(`/api/thread/${id}/subscription`, signal);
    return answer.subscribed;
  } catch (error) {
    if (signal?.aborted) throw error;
    // spec 1 §4: a failed status check means not subscribed
    return false;
  }
}

export const subscriptionKey = (id: number) => [...queryKeys.thread(id), 'subscription'] as const;

export function subscriptionQuery(id: number) {
  return queryOptions({
    queryKey: subscriptionKey(id),
    queryFn: ({ signal }) => fetchSubscription(id, signal),
    staleTime: THREAD_STALE_MS,
    gcTime: THREAD_CACHE_MS,
    refetchOnMount: refreshRestored,
  });
}

export function useSubscription(id: number, enabled: boolean) {
  return useQuery({ ...subscriptionQuery(id), enabled });
}

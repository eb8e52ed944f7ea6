import { type QueryKey, useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { ThreadPage } from '../../../common/forum-types.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { rememberThreadSlug, threadPageKey } from './api.ts';

// issue 17 §5: unread marks in lists, the jump to the first unread post, "Mark all as read".

/** The lists that carry a member's unread marks. */
const MARKED_LISTS: QueryKey[] = [['category'], queryKeys.recentActivity, queryKeys.searches];

interface Marked {
  id: number;
  unread_count?: number;
  new?: boolean;
}

/** Sets one thread's marks in every cached list (category pages, recent activity, searches). */
function setListMarks(threadId: number, marks: { unread_count: number; new: boolean }): void {
  const apply = <T extends Marked>(threads: T[]) =>
    threads.map((thread) =>
      thread.id === threadId && 'unread_count' in thread ? { ...thread, ...marks } : thread,
    );
  queryClient.setQueriesData<unknown>({ queryKey: ['category'] }, (data: unknown) =>
    data && typeof data === 'object' && 'threads' in data
      ? { ...data, threads: apply((data as { threads: Marked[] }).threads) }
      : data,
  );
  queryClient.setQueriesData<unknown>({ queryKey: queryKeys.searches }, (data: unknown) =>
    data && typeof data === 'object' && 'threads' in data
      ? { ...data, threads: apply((data as { threads: Marked[] }).threads) }
      : data,
  );
  queryClient.setQueryData<Marked[]>(queryKeys.recentActivity, (data) => (data ? apply(data) : data));
}

/**
 * After a member reads a page of a thread, the lists showing it are out of date: its last page read
 * clears its mark at once; any page marks the lists stale, so each asks the server when next shown.
 */
export function useListsReadAfter(
  thread: ThreadPage | undefined,
  signedIn: boolean,
  fetchedAt: number,
): void {
  useEffect(() => {
    if (!thread || !signedIn || fetchedAt === 0) return;
    if (thread.meta.page >= thread.meta.total_pages) setListMarks(thread.id, { unread_count: 0, new: false });
    for (const queryKey of MARKED_LISTS)
      void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }, [thread, signedIn, fetchedAt]);
}

/**
 * `?unread=1` on a thread's id URL (the lists' links): asks the server for the page holding the
 * member's first unread post, keeps it as that page's copy, and moves to the canonical URL of the
 * post (`?page=N#post-ID`), where the thread page scrolls to it. The thread's own read waits for this
 * (useThread's `enabled`): reading page 1 first would mark it read before the jump is found.
 */
export function useUnreadJump(threadId: number | undefined, active: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active || threadId === undefined) return;
    const controller = new AbortController();
    apiGet<ThreadPage>(`/api/thread/${threadId}?unread=1`, controller.signal)
      .then((page) => {
        queryClient.setQueryData(threadPageKey(page.id, page.meta.page), page);
        rememberThreadSlug(page.category.slug, page.slug, page.id);
        const target = page.first_unread_post_id;
        navigate(
          {
            pathname: `/thread/${page.category.slug}/${page.slug}`,
            search: page.meta.page > 1 ? `?page=${page.meta.page}` : '',
            hash: target ? `post-${target}` : '',
          },
          { replace: true },
        );
      })
      .catch(() => {
        // not found or offline: the plain thread URL shows what went wrong the usual way
        if (!controller.signal.aborted) navigate({ search: '' }, { replace: true });
      });
    return () => controller.abort();
  }, [threadId, active, navigate]);
}

/** "Mark all as read" for one category: its lists then show no unread posts. */
export function useMarkCategoryRead(categoryId: number) {
  return useMutation({
    mutationFn: () => apiPost<{ success: true }>(`/api/category/${categoryId}/read`),
    onSuccess: () => {
      for (const queryKey of MARKED_LISTS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

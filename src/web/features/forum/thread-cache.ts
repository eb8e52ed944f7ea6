import type { Post, ThreadPage } from '../../../common/forum-types.ts';
import { pageCount } from '../../../common/page-count.ts';
import { queryClient } from '../../api/query-client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** Every cached page of one thread (not its subscription entry, which shares the key prefix). */
const pagesOf = (id: number) => ({
  queryKey: queryKeys.thread(id),
  predicate: (query: { queryKey: readonly unknown[] }) => typeof query.queryKey[2] === 'number',
});

export function updateThreadPages(id: number, update: (page: ThreadPage) => ThreadPage): void {
  queryClient.setQueriesData<ThreadPage>(pagesOf(id), (page) => (page ? update(page) : page));
}

export function updatePost(threadId: number, postId: number, update: (post: Post) => Post): void {
  updateThreadPages(threadId, (page) => ({
    ...page,
    posts: page.posts.map((post) => (post.id === postId ? update(post) : post)),
  }));
}

/** Adds a new reply to the last cached page when it has room; otherwise that page is refetched. */
export function appendReply(threadId: number, post: Post): void {
  // The author's own reply arrives twice (the mutation's answer and the live post.new), in either order.
  const known = queryClient
    .getQueriesData<ThreadPage>(pagesOf(threadId))
    .some(([, page]) => page?.posts.some((p) => p.id === post.id));
  if (known) return;
  let placed = false;
  updateThreadPages(threadId, (page) => {
    const meta = { ...page.meta, total: page.meta.total + 1 };
    meta.total_pages = pageCount(meta.total, meta.per_page);
    const isLast = page.meta.page === page.meta.total_pages;
    const fits = isLast && page.posts.length < page.meta.per_page;
    if (fits) placed = true;
    return {
      ...page,
      replies: page.replies + 1,
      lastactive: { ...page.lastactive, author: post.author, created: post.created },
      posts: fits ? [...page.posts, post] : page.posts,
      meta,
      pagination: meta,
    };
  });
  if (!placed) void queryClient.invalidateQueries(pagesOf(threadId));
}

export function removePost(threadId: number, postId: number): void {
  updateThreadPages(threadId, (page) => {
    const meta = { ...page.meta, total: Math.max(0, page.meta.total - 1) };
    return {
      ...page,
      replies: Math.max(0, page.replies - 1),
      posts: page.posts.filter((post) => post.id !== postId),
      meta,
      pagination: meta,
    };
  });
}

export function forgetThread(id: number): void {
  queryClient.removeQueries({ queryKey: queryKeys.thread(id) });
}

/**
 * A change to a thread also changes the lists that show it (counts, last activity, badges). They are
 * marked stale rather than refetched now: each refreshes when next shown.
 */
export function markListsStale(): void {
  for (const queryKey of [queryKeys.categories, ['category'], queryKeys.recentActivity]) {
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }
}

import { useNavigate } from 'react-router';
import { withCounts } from '../../../common/reactions.ts';
import { useLiveEvent, useThreadRoom } from '../../api/live/hooks.ts';
import { queryClient } from '../../api/query-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import {
  appendReply,
  forgetThread,
  markListsStale,
  removePost,
  updatePost,
  updateThreadPages,
} from './thread-cache.ts';

/**
 * Keeps an open thread current: joins its live room, and applies post.new/edit/delete and
 * thread.update to the same TanStack Query cache the HTTP answers fill (STYLE.md).
 */
export function useThreadLive(id: number | null | undefined, categoryUrl: string): void {
  const navigate = useNavigate();
  useThreadRoom(id ?? null);

  useLiveEvent('post.new', ({ threadId, post }) => {
    if (threadId !== id) return;
    appendReply(threadId, post);
    markListsStale();
  });

  useLiveEvent('post.edit', ({ threadId, postId, changes }) => {
    if (threadId === id) updatePost(threadId, postId, (post) => ({ ...post, ...changes }));
  });

  // issue 17 §3: counts only; this client keeps which reactions are its own.
  useLiveEvent('post.reactions', ({ threadId, postId, reactions }) => {
    if (threadId === id)
      updatePost(threadId, postId, (post) => ({
        ...post,
        reactions: withCounts(reactions, post.reactions ?? []),
      }));
  });

  useLiveEvent('post.delete', ({ threadId, postId, threadDeleted }) => {
    if (threadId !== id) return;
    if (threadDeleted) {
      forgetThread(threadId);
      navigate(categoryUrl, { replace: true });
    } else {
      removePost(threadId, postId);
    }
    markListsStale();
  });

  useLiveEvent('thread.update', ({ threadId, changes }) => {
    if (threadId !== id) return;
    const flags = {
      pinned: changes.pinned,
      locked: changes.locked,
      closed: changes.closed,
      archive: changes.archive,
    };
    const defined = Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined));
    updateThreadPages(threadId, (page) => ({ ...page, ...defined }));
    // A move changes the canonical URL: refetching lets the page's canonical-URL effect follow it.
    if (changes.from_category_id !== undefined)
      void queryClient.invalidateQueries({ queryKey: queryKeys.thread(threadId) });
    markListsStale();
  });
}

import { useNavigate } from 'react-router';
import { withCounts } from '../../../common/reactions.ts';
import { useLiveEvent, useThreadRoom } from '../../api/live/hooks.ts';
import { queryClient } from '../../api/query-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useCurrentUser } from '../../api/session.ts';
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
  const user = useCurrentUser();
  useThreadRoom(id ?? null);

  useLiveEvent('post.new', ({ threadId, post }) => {
    if (threadId !== id) return;
    appendReply(threadId, post);
    markListsStale();
  });

  useLiveEvent('post.edit', ({ threadId, postId, changes }) => {
    if (threadId === id) updatePost(threadId, postId, (post) => ({ ...post, ...changes }));
  });

  // issue 17 §3: counts for everyone; `mine` stays this client's own, moved only by its member's change.
  useLiveEvent('post.reactions', ({ threadId, postId, reactions, change }) => {
    if (threadId !== id) return;
    updatePost(threadId, postId, (post) => {
      const mine = (post.reactions ?? []).filter((r) => r.mine && r.reaction !== change.reaction);
      const ownChange = change.userId === user?.id;
      const wasMine = !!post.reactions?.find((r) => r.reaction === change.reaction)?.mine;
      if (ownChange ? change.added : wasMine) mine.push({ reaction: change.reaction, count: 1, mine: true });
      return { ...post, reactions: withCounts(reactions, mine) };
    });
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

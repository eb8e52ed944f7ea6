import { useMutation } from '@tanstack/react-query';
import type { Post } from '../../../common/forum-types.ts';
import { apiPost } from '../../api/client.ts';
import { currentPrefs } from '../../api/notification-prefs.ts';
import { appendReply, forgetThread, markListsStale, removePost, updatePost } from './thread-cache.ts';
import { followThread } from './thread-mutations.ts';

interface ReplyAnswer {
  success: true;
  id: number;
  post: Post;
}

export function postReply(threadId: number, text: string): Promise<ReplyAnswer> {
  // keepSession: an ended session asks to sign in on the page, keeping the text (issue 17 §6)
  return apiPost<ReplyAnswer>(`/api/thread/${threadId}/reply`, { text }, { keepSession: true });
}

export function useReply(threadId: number) {
  return useMutation({
    mutationFn: (text: string) => postReply(threadId, text),
    onSuccess: ({ post }) => {
      appendReply(threadId, post);
      markListsStale();
      if (currentPrefs().autoSubscribeOnReply) followThread(threadId);
    },
  });
}

export function editPost(postId: number, text: string): Promise<{ success: true; post: Post }> {
  return apiPost(`/api/post/${postId}/edit`, { text }, { keepSession: true });
}

export function useEditPost(threadId: number) {
  return useMutation({
    mutationFn: ({ postId, text }: { postId: number; text: string }) => editPost(postId, text),
    // The edit's answer has no reactions of the reader's: keep the ones shown (issue 17 §3).
    onSuccess: ({ post }) => updatePost(threadId, post.id, (old) => ({ ...post, reactions: old.reactions })),
  });
}

export function deletePost(postId: number): Promise<{ success: true; thread_deleted: boolean }> {
  return apiPost(`/api/post/${postId}/delete`);
}

export function useDeletePost(threadId: number) {
  return useMutation({
    mutationFn: (postId: number) => deletePost(postId),
    onSuccess: ({ thread_deleted }, postId) => {
      // deleting the opening post deletes the thread; the screen then leaves for the category
      if (thread_deleted) forgetThread(threadId);
      else removePost(threadId, postId);
      markListsStale();
    },
  });
}

export function setPostArchived(
  postId: number,
  archive: boolean,
): Promise<{ success: true; archive: boolean }> {
  return apiPost(`/api/post/${postId}/${archive ? 'archive' : 'unarchive'}`);
}

export function useSetPostArchived(threadId: number) {
  return useMutation({
    mutationFn: ({ postId, archive }: { postId: number; archive: boolean }) =>
      setPostArchived(postId, archive),
    onSuccess: ({ archive }, { postId }) => updatePost(threadId, postId, (post) => ({ ...post, archive })),
  });
}

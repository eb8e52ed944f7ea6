import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client.ts';

export interface Revision {
  text: string;
  edited_at: string;
  editor: { id: number; username: string } | null;
  by_moderator: boolean;
}

export interface PostRevisions {
  success: true;
  post_id: number;
  /** The post's current text. */
  text: string;
  created: string;
  edited: string | null;
  edited_by_moderator: boolean;
  /** Oldest first: each is the text before an edit, with that edit's time and editor. */
  revisions: Revision[];
}

export function fetchRevisions(postId: number, signal?: AbortSignal): Promise<PostRevisions> {
  return apiGet<PostRevisions>(`/api/post/${postId}/revisions`, signal);
}

/** A post's edit history (issue 17 §7), fetched when it is opened. `edited` keys it, so a new edit refetches. */
export function useRevisions(postId: number, edited: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['post-revisions', postId, edited],
    queryFn: ({ signal }) => fetchRevisions(postId, signal),
    enabled,
    staleTime: 30_000,
  });
}

import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Post } from '../../../common/forum-types.ts';
import { type Reaction, type ReactionCount, toggleReaction } from '../../../common/reactions.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { updatePost } from './thread-cache.ts';

// Reactions to posts (issue 17 §3): react and unreact with an optimistic change that is rolled
// back when the server refuses, and "who reacted" for a chip's tooltip.

interface ReactionsAnswer {
  success: true;
  reactions: ReactionCount[];
}

export interface Reactors {
  reaction: Reaction;
  count: number;
  users: Array<{ id: number; username: string }>;
}

/** A post's reactions, also from a stored page kept before posts carried them. */
export const reactionsOf = (post: Post): ReactionCount[] => post.reactions ?? [];

export function whoReactedQuery(postId: number) {
  return queryOptions({
    queryKey: ['post', postId, 'reactions'] as const,
    queryFn: ({ signal }) =>
      apiGet<{ success: true; reactions: Reactors[] }>(`/api/post/${postId}/reactions`, signal).then(
        (answer) => answer.reactions,
      ),
    staleTime: 10_000,
  });
}

export function useReact(post: Post) {
  return useMutation({
    mutationFn: ({ reaction, adding }: { reaction: Reaction; adding: boolean }) =>
      apiPost<ReactionsAnswer>(`/api/post/${post.id}/${adding ? 'react' : 'unreact'}`, { reaction }),
    onMutate: ({ reaction, adding }) => {
      const before = reactionsOf(post);
      updatePost(post.thread_id, post.id, (p) => ({
        ...p,
        reactions: toggleReaction(reactionsOf(p), reaction, adding),
      }));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context) updatePost(post.thread_id, post.id, (p) => ({ ...p, reactions: context.before }));
    },
    onSuccess: ({ reactions }) => {
      updatePost(post.thread_id, post.id, (p) => ({ ...p, reactions }));
      void queryClient.invalidateQueries({ queryKey: ['post', post.id, 'reactions'] });
    },
  });
}

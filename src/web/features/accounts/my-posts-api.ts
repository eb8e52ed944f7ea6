import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPost } from '../../../common/forum-types.ts';
import { apiGet } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** The server's page size for a user's posts. */
export const POSTS_PER_PAGE = 50;

export interface UserPostsPage {
  success: true;
  posts: UserPost[];
  total: number;
  threads_started: number;
}

export function fetchUserPosts(userId: number, page: number, signal?: AbortSignal): Promise<UserPostsPage> {
  return apiGet<UserPostsPage>(`/api/user/${userId}/posts?page=${page}`, signal);
}

export const userPostsQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: [...queryKeys.userPosts(userId), page] as const,
    queryFn: ({ signal }) => fetchUserPosts(userId, page, signal),
  });

/** One page of a user's posts; the previous page stays on screen while the next loads. */
export function useUserPosts(userId: number | undefined, page: number) {
  return useQuery({
    ...userPostsQuery(userId ?? 0, page),
    enabled: userId !== undefined,
    // never another account's posts, should the session change while the screen is open
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === userId ? previous : undefined,
  });
}

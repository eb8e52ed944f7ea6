import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../../common/forum-types.ts';
import { apiGet } from '../../api/client.ts';
import { fromPage } from '../../api/preload.ts';
import { queryKeys } from '../../api/query-keys.ts';

// spec 1 §9: user data is kept for 5 minutes
const USER_STALE_MS = 5 * 60 * 1000;

interface PublicUserAnswer extends PublicUser {
  success: true;
}

export function fetchPublicUser(username: string, signal?: AbortSignal): Promise<PublicUserAnswer> {
  return apiGet<PublicUserAnswer>(`/api/user/by-username/${encodeURIComponent(username)}`, signal);
}

export const publicUserQuery = (username: string) =>
  queryOptions({
    queryKey: queryKeys.userByName(username),
    queryFn: ({ signal }) => fetchPublicUser(username, signal),
    ...fromPage<PublicUserAnswer>(`/api/user/by-username/${encodeURIComponent(username)}`),
    staleTime: USER_STALE_MS,
  });

export function usePublicUser(username: string) {
  return useQuery({ ...publicUserQuery(username), enabled: username !== '' });
}

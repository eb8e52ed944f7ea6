import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AchievementsResponse } from '../../../common/achievements.ts';
import { apiGet } from '../../api/client.ts';
import { fromPage } from '../../api/preload.ts';

/** GET /api/user/{id}/achievements (issue 18 §1). */
export const achievementsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['user', userId, 'achievements'] as const,
    queryFn: ({ signal }) => apiGet<AchievementsResponse>(`/api/user/${userId}/achievements`, signal),
    ...fromPage<AchievementsResponse>(`/api/user/${userId}/achievements`),
    staleTime: 60_000,
  });

export function useAchievements(userId: number) {
  return useQuery(achievementsQuery(userId));
}

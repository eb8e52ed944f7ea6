import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryPage, RecentThread, ThreadSummary } from '../../../common/forum-types.ts';
import type { Leaderboard } from '../../../common/games-types.ts';
import type { StoreItemsResponse } from '../../../common/shop-types.ts';
import { apiGet } from '../../api/client.ts';
import { fromPage } from '../../api/preload.ts';
import { queryKeys } from '../../api/query-keys.ts';

export const ANNOUNCEMENTS_SLUG = 'announcements';

/** Same key, answer and freshness as the forum's Recent Activity screen (spec 1 §9: 30 s). */
export const recentActivityQuery = queryOptions({
  queryKey: queryKeys.recentActivity,
  queryFn: ({ signal }) => apiGet<RecentThread[]>('/api/recent_activity', signal),
  staleTime: 30_000,
});

export function useRecentActivity() {
  return useQuery(recentActivityQuery);
}

export function fetchAnnouncements(signal?: AbortSignal): Promise<CategoryPage> {
  return apiGet<CategoryPage>(`/api/category/${ANNOUNCEMENTS_SLUG}?sort=newest&page=1`, signal);
}

export const announcementsQuery = queryOptions({
  // the forum's key for page 1 of this sort, so both screens share one cached answer
  queryKey: [...queryKeys.category(ANNOUNCEMENTS_SLUG, 'newest'), 1] as const,
  queryFn: ({ signal }) => fetchAnnouncements(signal),
  ...fromPage<CategoryPage>(`/api/category/${ANNOUNCEMENTS_SLUG}?sort=newest&page=1`),
  // spec 1 §9: a single category is kept for 2 minutes
  staleTime: 2 * 60 * 1000,
});

/** The Announcements threads, newest first (the server puts pinned threads ahead of the sort). */
export function useAnnouncements() {
  return useQuery({ ...announcementsQuery, select: (page) => newestFirst(page.threads) });
}

export function newestFirst<T extends Pick<ThreadSummary, 'created'>>(threads: T[]): T[] {
  return [...threads].sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
}

/** Trending: the recently active threads with the most views. */
export function mostViewed(threads: RecentThread[]): RecentThread[] {
  return [...threads].sort((a, b) => b.view_count - a.view_count || b.replies - a.replies);
}

/** Tile Tumble's best finished scores of the week, for the home Toplist (issue 8). */
export function useTopScores() {
  return useQuery({
    queryKey: ['games', 'tiletumble', 'leaderboard', 'home'] as const,
    queryFn: ({ signal }) => apiGet<Leaderboard>('/api/games/tiletumble/leaderboard', signal),
    ...fromPage<Leaderboard>('/api/games/tiletumble/leaderboard'),
    staleTime: 60_000,
  });
}

/** The shop's newest items, for the home Shop panel. */
export function useNewestItems() {
  return useQuery({
    queryKey: ['store-items', 'home-newest'] as const,
    queryFn: ({ signal }) => apiGet<StoreItemsResponse>('/api/store/items?sort=date&per_page=3', signal),
    ...fromPage<StoreItemsResponse>('/api/store/items?sort=date&per_page=3'),
    staleTime: 60_000,
  });
}

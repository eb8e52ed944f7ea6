/** Forum payloads (spec 1 §3, §7), shared by server and web. Times are ISO-8601 strings. */

import type { Static } from '@sinclair/typebox';
import type {
  CategoryPageSchema,
  CategoryRefSchema,
  CategorySchema,
  ImageSizeSchema,
  LastActiveSchema,
  ListedThreadSchema,
  PageMetaSchema,
  PostSchema,
  PublicUserFields,
  RecentThreadSchema,
  ReportSchema,
  SiteStatisticsSchema,
  ThreadPageSchema,
  UserPostSchema,
} from './schemas/forum.ts';

export const THREAD_SORTS = [
  'recent',
  'newest',
  'oldest',
  'most_replies',
  'least_replies',
  'most_views',
] as const;
export type ThreadSort = (typeof THREAD_SORTS)[number];

/** `?sort=` of a category's URL: an unknown sort is the default. */
export function parseSort(value: string | null): ThreadSort {
  return THREAD_SORTS.find((sort) => sort === value) ?? 'recent';
}

/** `?page=` of a forum URL: anything but a positive integer is the first page. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const REPORT_CATEGORIES = ['SPAM', 'ABUSE', 'RULE_VIOLATION', 'OTHER'] as const;

/** The tabs of the moderators' report queues, by `?status=` (GET /api/moderation/reports). */
export const REPORT_FILTERS = ['open', 'resolved', 'dismissed', 'all'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

/** `?status=` of the report queues' page: anything else is the open reports. */
export function parseReportFilter(value: string | null): ReportFilter {
  return REPORT_FILTERS.find((filter) => filter === value) ?? 'open';
}
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export const THREADS_PER_PAGE = 50;
export const POSTS_PER_PAGE = 100;
export const RECENT_ACTIVITY_LIMIT = 50;

export type LastActive = Static<typeof LastActiveSchema>;
export type Category = Static<typeof CategorySchema>;
/** A thread as lists show it; `unread_count` and `new` only in lists, for members (issue 17 §5). */
export type ThreadSummary = Static<typeof ListedThreadSchema>;
export type PageMeta = Static<typeof PageMetaSchema>;
export type CategoryPage = Static<typeof CategoryPageSchema>;
export type Post = Static<typeof PostSchema>;
/** An image's `src` as the post's text writes it, with its size in pixels. */
export type ImageSize = Static<typeof ImageSizeSchema>;
export type CategoryRef = Static<typeof CategoryRefSchema>;
export type ThreadPage = Static<typeof ThreadPageSchema>;
export type RecentThread = Static<typeof RecentThreadSchema>;
export type UserPost = Static<typeof UserPostSchema>;
export type PublicUser = Static<typeof PublicUserFields>;
export type Report = Static<typeof ReportSchema>;
/** GET /api/statistics: the site's figures. */
export type SiteStatistics = Static<typeof SiteStatisticsSchema>;

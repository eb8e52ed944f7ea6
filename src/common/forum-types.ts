/** Forum payloads (spec 1 §3, §7), shared by server and web. Times are ISO-8601 strings. */

import type { Reaction, ReactionCount } from './reactions.ts';

export const THREAD_SORTS = [
  'recent',
  'newest',
  'oldest',
  'most_replies',
  'least_replies',
  'most_views',
] as const;
export type ThreadSort = (typeof THREAD_SORTS)[number];

export const REPORT_CATEGORIES = ['SPAM', 'ABUSE', 'RULE_VIOLATION', 'OTHER'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export const THREADS_PER_PAGE = 50;
export const POSTS_PER_PAGE = 100;
export const RECENT_ACTIVITY_LIMIT = 50;

export interface LastActive {
  thread_id?: number;
  thread_slug?: string;
  title?: string;
  author: string;
  created: string;
}

export interface Category {
  id: number;
  title: string;
  slug: string;
  description: string;
  order: number;
  no_threads: number;
  no_posts: number;
  total_views: number;
  lastactive: LastActive | null;
}

export interface ThreadSummary {
  id: number;
  title: string;
  slug: string;
  category_id: number;
  author: string;
  author_id: number;
  created: string;
  trigger_warning: string | null;
  view_count: number;
  pinned: boolean;
  locked: boolean;
  closed: boolean;
  archive: boolean;
  replies: number;
  lastactive: LastActive;
  /** issue 17 §5, lists only, members only: posts by others they have not been shown yet. */
  unread_count?: number;
  /** issue 17 §5, lists only, members only: a thread they have never opened. */
  new?: boolean;
}

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
}

export interface CategoryPage extends Omit<Category, 'lastactive'> {
  sort: ThreadSort;
  threads: ThreadSummary[];
  meta: PageMeta;
}

export interface Post {
  id: number;
  thread_id: number;
  author: string;
  author_id: number;
  content: string;
  created: string;
  edited: string | null;
  archive: boolean;
  /** Whether the last edit was a moderator's (issue 17 §7). */
  edited_by_moderator: boolean;
  /** Reactions with a count above 0, in the set's order (issue 17 §3). */
  reactions: ReactionCount[];
  /** The size of each site image the post shows, so its box is kept while it loads (issue 20 §1). */
  images?: ImageSize[];
}

/** An image's `src` as the post's text writes it, with its size in pixels. */
export interface ImageSize {
  src: string;
  width: number;
  height: number;
}

export interface CategoryRef {
  id: number;
  title: string;
  slug: string;
}

export interface ThreadPage extends ThreadSummary {
  thread_id: number;
  category: CategoryRef;
  posts: Post[];
  meta: PageMeta;
  pagination: PageMeta;
  /** issue 17 §5: with `unread=1`, the member's first unread post (on this page). */
  first_unread_post_id?: number;
}

export interface RecentThread extends ThreadSummary {
  category_name: string;
  category_slug: string;
}

export interface UserPost {
  id: number;
  thread_id: number;
  thread_title: string;
  thread_slug: string;
  category_id: number;
  category_name: string;
  category_slug: string;
  created: string;
  edited: string | null;
  content: string;
}

export interface PublicUser {
  id: number;
  username: string;
  created: string;
  post_count: number;
  thread_count: number;
  /** Suspended now (issue 16 §4): the profile shows it. */
  suspended: boolean;
  avatar: string;
  /** Reactions the member's posts received (issue 17 §3): the total and each reaction's share. */
  reactions_received: { total: number; by_reaction: Array<{ reaction: Reaction; count: number }> };
}

export interface Report {
  id: number;
  type: 'post' | 'thread';
  target_id: number;
  thread_id: number;
  thread_title: string;
  thread_slug: string;
  category_id: number;
  category_name: string;
  category_slug: string;
  category: ReportCategory;
  reason: string;
  status: 'open' | 'resolved' | 'dismissed';
  reporter: string;
  created: string;
  excerpt: string;
}

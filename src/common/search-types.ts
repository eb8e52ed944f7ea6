/** GET /api/search (spec 2 §3 search result entities, issue 5). */
export const SEARCH_TYPES = ['all', 'threads', 'posts'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** [start, end) offsets of a matched word, in UTF-16 code units of the text it belongs to. */
export type HighlightRange = [number, number];

export interface SearchThread {
  id: number;
  title: string;
  slug: string;
  /** Where the query's words occur in `title`. */
  title_highlights: HighlightRange[];
  trigger_warning: string | null;
  category_id: number;
  category_name: string;
  category_slug: string;
  author: string;
  created: string;
  post_count: number;
  /** issue 17 §5, members only: posts by others they have not been shown yet. */
  unread_count?: number;
  /** issue 17 §5, members only: a thread they have never opened. */
  new?: boolean;
}

export interface SearchPost {
  id: number;
  thread_id: number;
  thread_title: string;
  thread_slug: string;
  /** The page of its thread the post is on for the caller (the thread page's `?page=`). */
  thread_page: number;
  /** Plain text around the first match; never HTML. */
  excerpt: string;
  highlights: HighlightRange[];
  category_id: number;
  category_name: string;
  category_slug: string;
  author: string;
  created: string;
}

export interface SearchResponse {
  success: true;
  query: string;
  type: SearchType;
  page: number;
  per_page: number;
  threads: SearchThread[];
  posts: SearchPost[];
  thread_count: number;
  post_count: number;
  /** True when there are more matches than the counts say (they stop at SEARCH_RESULT_LIMIT). */
  capped: { threads: boolean; posts: boolean };
}

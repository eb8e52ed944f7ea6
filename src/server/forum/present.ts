import type { Category, LastActive, Post, ThreadSummary } from '../../common/forum-types.ts';
import { authorName } from '../../common/members.ts';

// One mapper per payload (STYLE.md): HTTP answers and live events share these shapes.

export interface ThreadRow {
  id: number;
  category_id: number;
  title: string;
  slug: string;
  author_id: number;
  author: string;
  trigger_warning: string | null;
  created_at: string;
  lastactive_at: string;
  lastactive_author: string;
  view_count: number;
  replies: number;
  pinned: number;
  locked: number;
  closed: number;
  archived: number;
}

export function presentThread(row: ThreadRow): ThreadSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    category_id: row.category_id,
    author: authorName(row.author),
    author_id: row.author_id,
    created: row.created_at,
    trigger_warning: row.trigger_warning,
    view_count: row.view_count,
    pinned: row.pinned === 1,
    locked: row.locked === 1,
    closed: row.closed === 1,
    archive: row.archived === 1,
    replies: row.replies,
    lastactive: { author: authorName(row.lastactive_author), created: row.lastactive_at },
  };
}

export interface PostRow {
  id: number;
  thread_id: number;
  author_id: number;
  author: string;
  content: string;
  created_at: string;
  edited_at: string | null;
  archived: number;
  edited_by_moderator: number;
}

/** A post as the API shows it; `reactions` are added per reader (read-service.ts), none when new. */
export function presentPost(row: PostRow, reactions: Post['reactions'] = []): Post {
  return {
    id: row.id,
    thread_id: row.thread_id,
    author: authorName(row.author),
    author_id: row.author_id,
    content: row.content,
    created: row.created_at,
    edited: row.edited_at,
    archive: row.archived === 1,
    edited_by_moderator: row.edited_by_moderator === 1,
    reactions,
  };
}

export interface CategoryRowWithCounts {
  id: number;
  title: string;
  slug: string;
  description: string;
  sort_order: number;
  no_threads: number;
  no_posts: number;
  total_views: number;
}

export function presentCategory(row: CategoryRowWithCounts, lastactive: LastActive | null): Category {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    order: row.sort_order,
    no_threads: row.no_threads,
    no_posts: row.no_posts,
    total_views: row.total_views,
    lastactive,
  };
}

import { formatCount } from '../../common/format-count.ts';
// issue 17 §5: what a thread list shows of a member's unread posts.

/** A member's marks on a listed thread (issue 17 §5); visitors' lists carry neither. */
export interface UnreadMarks {
  unread_count?: number | undefined;
  new?: boolean | undefined;
}

/** The words of the badge, or null when there is nothing unread (or the caller is a visitor). */
export function unreadLabel(marks: UnreadMarks): string | null {
  if (marks.new) return 'New';
  const count = marks.unread_count ?? 0;
  return count > 0 ? `${formatCount(count)} new` : null;
}

/**
 * Where a thread link should lead: a thread with unread posts opens at the first of them, even on a
 * later page (`?unread=1`, answered by the thread page). The id form avoids the slug look-up, which
 * would read page 1 first and so move the member's read position before the jump is known.
 */
export function threadHref(thread: { id: number; slug: string } & UnreadMarks, categorySlug: string): string {
  if (!thread.new && (thread.unread_count ?? 0) > 0) return `/thread/${thread.id}/${thread.slug}?unread=1`;
  return `/thread/${categorySlug}/${thread.slug}`;
}

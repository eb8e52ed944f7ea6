import type { ThreadSort } from '../../../common/forum-types.ts';

/** The category page's client-side filters (spec 1 §2); dates are the `YYYY-MM-DD` of a date input. */
export interface ThreadFilters {
  from: string;
  to: string;
  author: string;
}

export const NO_FILTERS: ThreadFilters = { from: '', to: '', author: '' };

export function hasFilters(filters: ThreadFilters): boolean {
  return filters.from !== '' || filters.to !== '' || filters.author.trim() !== '';
}

/** Local midnight of a date input's value, or null when empty or invalid. */
function startOfDay(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = new Date(`${value}T00:00:00`).getTime();
  return Number.isNaN(time) ? null : time;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps threads started between `from` and `to` (the whole of that last day included) whose
 * author contains the given text, ignoring case.
 */
export function filterThreads<T extends { created: string; author: string }>(
  threads: readonly T[],
  filters: ThreadFilters,
): T[] {
  const from = startOfDay(filters.from);
  const toStart = startOfDay(filters.to);
  // the next local midnight, so a day with a DST change still ends at its own midnight
  const toEnd = toStart === null ? null : startOfDay(nextDay(filters.to));
  const author = filters.author.trim().toLowerCase();
  return threads.filter((thread) => {
    const created = new Date(thread.created).getTime();
    if (from !== null && created < from) return false;
    if (toEnd !== null && created >= toEnd) return false;
    return author === '' || thread.author.toLowerCase().includes(author);
  });
}

function nextDay(value: string): string {
  const date = new Date(`${value}T12:00:00`);
  date.setTime(date.getTime() + DAY_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const SORT_LABELS: Record<ThreadSort, string> = {
  recent: 'Recent activity',
  newest: 'Newest',
  oldest: 'Oldest',
  most_replies: 'Most replies',
  least_replies: 'Least replies',
  most_views: 'Most views',
};

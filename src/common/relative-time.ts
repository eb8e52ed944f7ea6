const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const YEAR = 365 * DAY;
const MONTH = YEAR / 12;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/**
 * Relative time for forum screens (spec 1 §9): just now; minutes under 60; hours under 24;
 * days under 7; weeks under 4; months under 12; then years.
 */
export function formatRelativeTime(date: Date | string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(date).getTime();
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return plural(Math.floor(elapsed / DAY), 'day');
  const weeks = Math.floor(elapsed / WEEK);
  if (weeks < 4) return plural(weeks, 'week');
  const months = Math.floor(elapsed / MONTH);
  if (months < 12) return plural(Math.max(1, months), 'month');
  return plural(Math.max(1, Math.floor(elapsed / YEAR)), 'year');
}

/**
 * The shorter relative date of My Posts (spec 2 §9): just now, m ago, h ago, yesterday,
 * d ago under 7 days, w ago under 30 days, else a local date.
 */
export function formatShortRelativeDate(
  date: Date | string,
  now: Date = new Date(),
  locale?: string,
): string {
  const then = new Date(date);
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days}d ago`;
  if (days < 30) return `${Math.floor(days / 7)}w ago`;
  return then.toLocaleDateString(locale);
}

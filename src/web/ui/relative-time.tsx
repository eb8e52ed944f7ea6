import { type PointerEvent, useSyncExternalStore } from 'react';
import { formatRelativeTime } from '../../common/relative-time.ts';

// One shared minute tick for every timestamp on the page, instead of a timer per element.
const listeners = new Set<() => void>();
let now = Date.now();
let timer: number | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    timer = window.setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 60_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

let fullDate: Intl.DateTimeFormat | undefined;

/**
 * The full date, put in the title when the pointer first reaches the time. The formatter is made
 * then, not when the app starts: making it loads the locale's calendar data, the largest single
 * cost of the app's start-up script on a phone (issue 20 §1), and a page of posts formatted a
 * hundred dates no one hovered.
 */
function showFullDate(event: PointerEvent<HTMLTimeElement>) {
  const time = event.currentTarget;
  fullDate ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });
  time.title = fullDate.format(new Date(time.dateTime));
}

/** "5 minutes ago", with the full date on hover (spec 1 §9 relative times). */
export function RelativeTime({ date }: { date: string | Date }) {
  const current = useSyncExternalStore(subscribe, () => now);
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) return null;
  return (
    <time dateTime={value.toISOString()} onPointerEnter={showFullDate}>
      {formatRelativeTime(value, new Date(current))}
    </time>
  );
}

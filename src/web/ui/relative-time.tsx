import { useSyncExternalStore } from 'react';
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

const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

/** "5 minutes ago", with the full date on hover (spec 1 §9 relative times). */
export function RelativeTime({ date }: { date: string | Date }) {
  const current = useSyncExternalStore(subscribe, () => now);
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) return null;
  return (
    <time dateTime={value.toISOString()} title={fullDate.format(value)}>
      {formatRelativeTime(value, new Date(current))}
    </time>
  );
}

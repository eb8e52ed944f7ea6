import { useEffect, useLayoutEffect, useRef } from 'react';

const storageKey = (threadId: number) => `cito.thread-scroll.${threadId}`;

interface SavedScroll {
  page: number;
  y: number;
}

function readSaved(threadId: number): SavedScroll | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey(threadId)) ?? 'null') as SavedScroll | null;
    return saved && typeof saved.y === 'number' && typeof saved.page === 'number' ? saved : null;
  } catch {
    return null;
  }
}

/** Whether arriving on this page of the thread goes back to where the reader left it. */
export function hasSavedPosition(threadId: number, page: number): boolean {
  const saved = readSaved(threadId);
  return saved !== null && saved.page === page && saved.y > 0;
}

function save(threadId: number, value: SavedScroll): void {
  try {
    sessionStorage.setItem(storageKey(threadId), JSON.stringify(value));
  } catch {
    // storage full or blocked: the position is a nicety, not worth an error
  }
}

/**
 * Spec 1 §2: the scroll position is saved per thread (per tab, in sessionStorage) and restored on
 * return. A #post-{id} in the URL wins over the saved position.
 */
export function useThreadScroll(
  threadId: number | undefined,
  page: number,
  ready: boolean,
  hash: string,
): void {
  const restoredFor = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || threadId === undefined) return;
    const visit = `${threadId}:${page}:${hash}`;
    if (restoredFor.current === visit) return;
    restoredFor.current = visit;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView({ block: 'start' });
      return;
    }
    const saved = readSaved(threadId);
    if (saved && saved.page === page && saved.y > 0) window.scrollTo(0, saved.y);
  }, [ready, threadId, page, hash]);

  // A layout effect, so the listener is gone before the next screen's scroll-to-top could be saved.
  useLayoutEffect(() => {
    if (threadId === undefined || !ready) return;
    let frame = 0;
    const onScroll = () => {
      // nothing is saved before the restore: the scroll-to-top of arriving would overwrite the position
      if (frame || restoredFor.current?.startsWith(`${threadId}:${page}:`) !== true) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        save(threadId, { page, y: Math.round(window.scrollY) });
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, [threadId, page, ready]);
}

import { useEffect, useRef } from 'react';
import { quoteMarkdown } from '../../../common/mentions.ts';

// Issue 17 §4: a post card hands a quote to the thread's reply form. The two are far apart in the
// tree and only one reply form is open at a time, so a tiny event channel is enough.

type QuoteListener = (markdown: string) => void;
const listeners = new Set<QuoteListener>();

/** The link a quote's attribution carries: this thread page (and its page number) and the post. */
export function postLink(postId: number, location: Pick<Location, 'pathname' | 'search'> = window.location) {
  const page = new URLSearchParams(location.search).get('page');
  const onPage = page && /^\d+$/.test(page) && page !== '1' ? `?page=${page}` : '';
  return `${location.pathname}${onPage}#post-${postId}`;
}

/** Sends a quote of `text` from the post to the reply form; false when no reply form is open. */
export function quotePost(post: { id: number; author: string }, text: string): boolean {
  if (listeners.size === 0 || !text.trim()) return false;
  const markdown = quoteMarkdown({ author: post.author, url: postLink(post.id), text });
  for (const listener of listeners) listener(markdown);
  return true;
}

/** The reply form's end of the channel: `onQuote` receives each quote as markdown. */
export function useQuoteInbox(onQuote: QuoteListener): void {
  const latest = useRef(onQuote);
  latest.current = onQuote;
  useEffect(() => {
    const listener: QuoteListener = (markdown) => latest.current(markdown);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}

import { plainText } from '../../common/text.ts';
import type { ParsedQuery } from './query.ts';

export { plainText };

/** [start, end) offsets into a string (UTF-16 code units, as JavaScript indexes strings). */
export type Range = [number, number];

/** Characters of a post's excerpt: enough for two lines of context around the first match. */
export const EXCERPT_LENGTH = 200;
/** How much text before the first match the excerpt keeps. */
const LEAD = 60;

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** Where the query's words occur in `text`: whole words, or words a prefix term begins. */
export function highlightRanges(text: string, query: ParsedQuery): Range[] {
  const ranges: Range[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].normalize('NFC').toLowerCase();
    if (query.highlight.some((h) => (h.prefix ? word.startsWith(h.word) : word === h.word))) {
      ranges.push([match.index, match.index + match[0].length]);
    }
  }
  return ranges;
}

/**
 * A short plain-text passage of `markdown` around its first match, with the matched words' ranges
 * inside that passage, so the client can mark them without ever handling HTML.
 */
export function makeExcerpt(
  markdown: string,
  query: ParsedQuery,
  length = EXCERPT_LENGTH,
): { excerpt: string; highlights: Range[] } {
  const text = plainText(markdown);
  if (text.length <= length) return { excerpt: text, highlights: highlightRanges(text, query) };

  const first = highlightRanges(text, query)[0];
  let start = first ? Math.max(0, first[0] - LEAD) : 0;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space !== -1 && first && space < first[0] ? space + 1 : start;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + length / 2) end = space;
  }
  const excerpt = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return { excerpt, highlights: highlightRanges(excerpt, query) };
}

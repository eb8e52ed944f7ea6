/** Spec 2 §5, §9: post excerpts are cut at 300 characters. */
export const EXCERPT_LENGTH = 300;

const ELLIPSIS = '…';

/** 'Read more' appears only when the post is longer than the excerpt (spec 2 §5). */
export function needsReadMore(text: string, max = EXCERPT_LENGTH): boolean {
  return text.length > max;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * The plain-text excerpt of a post: at most `max` characters, cut at the last word boundary
 * with an ellipsis. A text without spaces is cut hard. Markdown is kept as written.
 */
export function postExcerpt(text: string, max = EXCERPT_LENGTH): string {
  if (!needsReadMore(text, max)) return text;
  let cut = text.slice(0, max);
  // when the next character is whitespace the cut already ends a word
  if (!/\s/.test(text.charAt(max))) {
    const lastSpace = cut.search(/\s\S*$/);
    if (lastSpace > 0) cut = cut.slice(0, lastSpace);
  }
  // never leave half of an emoji or other astral character behind
  if (isHighSurrogate(cut.charCodeAt(cut.length - 1))) cut = cut.slice(0, -1);
  // 'end.…' reads as a typo: the ellipsis replaces a trailing comma, stop or dash
  return `${cut.replace(/[\s.,;:\-–—]+$/, '')}${ELLIPSIS}`;
}

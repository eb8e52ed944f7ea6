import type { HighlightRange } from '../../../common/search-types.ts';

/** A run of text, marked when it is (part of) a matched word. */
export interface TextSegment {
  text: string;
  marked: boolean;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** An offset that would split a surrogate pair moves to the pair's start, so no half emoji shows. */
function boundary(text: string, offset: number): number {
  return offset > 0 &&
    offset < text.length &&
    isLowSurrogate(text.charCodeAt(offset)) &&
    isHighSurrogate(text.charCodeAt(offset - 1))
    ? offset - 1
    : offset;
}

/**
 * The ranges as the text can use them: whole offsets inside the text, non-empty, sorted, and
 * overlapping or touching ranges merged. The server sends them sorted and disjoint, but the screen
 * must not break (or duplicate text) if it ever does not.
 */
export function normalizeRanges(text: string, ranges: readonly HighlightRange[]): HighlightRange[] {
  const clean: HighlightRange[] = [];
  for (const range of ranges) {
    if (!Array.isArray(range) || range.length < 2) continue;
    const [rawStart, rawEnd] = range;
    if (!Number.isFinite(rawStart) || !Number.isFinite(rawEnd)) continue;
    const start = boundary(text, Math.max(0, Math.min(text.length, Math.floor(rawStart))));
    const end = boundary(text, Math.max(0, Math.min(text.length, Math.ceil(rawEnd))));
    if (end > start) clean.push([start, end]);
  }
  clean.sort((a, b) => a[0] - b[0] || a[1] - b[1]);

  const merged: HighlightRange[] = [];
  for (const range of clean) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/**
 * Cuts `text` into plain and marked runs at the [start, end) ranges (UTF-16 offsets), in order.
 * The runs joined give back `text` exactly; the screen renders them as text nodes and <mark>s,
 * so nothing in a title or excerpt is ever read as HTML.
 */
export function highlightSegments(text: string, ranges: readonly HighlightRange[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const [start, end] of normalizeRanges(text, ranges)) {
    if (start > at) segments.push({ text: text.slice(at, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), marked: false });
  return segments;
}

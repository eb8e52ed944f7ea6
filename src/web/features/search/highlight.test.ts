import { describe, expect, it } from 'vitest';
import type { HighlightRange } from '../../../common/search-types.ts';
import { highlightSegments, normalizeRanges } from './highlight.ts';

const joined = (text: string, ranges: HighlightRange[]) =>
  highlightSegments(text, ranges)
    .map((s) => s.text)
    .join('');

/** The marked runs only, for short assertions. */
const marked = (text: string, ranges: HighlightRange[]) =>
  highlightSegments(text, ranges)
    .filter((s) => s.marked)
    .map((s) => s.text);

describe('highlightSegments', () => {
  it('marks the ranges and keeps the text between them plain', () => {
    expect(
      highlightSegments('Pixel art tips: clean outlines', [
        [0, 5],
        [16, 21],
      ]),
    ).toEqual([
      { text: 'Pixel', marked: true },
      { text: ' art tips: ', marked: false },
      { text: 'clean', marked: true },
      { text: ' outlines', marked: false },
    ]);
  });

  it('returns the whole text unmarked when there are no ranges', () => {
    expect(highlightSegments('no match here', [])).toEqual([{ text: 'no match here', marked: false }]);
  });

  it('returns nothing for empty text', () => {
    expect(highlightSegments('', [[0, 3]])).toEqual([]);
  });

  it('marks a range that covers the whole text', () => {
    expect(highlightSegments('tumble', [[0, 6]])).toEqual([{ text: 'tumble', marked: true }]);
  });

  it('sorts unsorted ranges', () => {
    expect(
      marked('one two three', [
        [8, 13],
        [0, 3],
      ]),
    ).toEqual(['one', 'three']);
  });

  it('merges overlapping and touching ranges instead of repeating text', () => {
    const text = 'abcdefghij';
    expect(
      marked(text, [
        [0, 4],
        [2, 6],
        [6, 8],
      ]),
    ).toEqual(['abcdefgh']);
    expect(
      marked(text, [
        [1, 5],
        [2, 3],
      ]),
    ).toEqual(['bcde']);
    expect(
      joined(text, [
        [0, 4],
        [2, 6],
        [5, 9],
      ]),
    ).toBe(text);
  });

  it('clamps ranges that run past either end of the text', () => {
    expect(
      marked('hello world', [
        [-5, 5],
        [6, 99],
      ]),
    ).toEqual(['hello', 'world']);
    expect(
      joined('hello world', [
        [-5, 5],
        [6, 99],
      ]),
    ).toBe('hello world');
  });

  it('drops empty, inverted, wholly outside and non-numeric ranges', () => {
    const text = 'hello world';
    const ranges = [
      [3, 3],
      [8, 2],
      [20, 30],
      [-9, -1],
      [Number.NaN, 4],
      [0, Number.POSITIVE_INFINITY],
    ] as HighlightRange[];
    expect(highlightSegments(text, ranges)).toEqual([{ text, marked: false }]);
  });

  it('ignores malformed entries rather than throwing', () => {
    const ranges = [[1], null, 'x', [0, 5]] as unknown as HighlightRange[];
    expect(marked('hello world', ranges)).toEqual(['hello']);
  });

  it('rounds fractional offsets outwards', () => {
    expect(marked('hello world', [[0.5, 4.2]])).toEqual(['hello']);
  });

  it('uses UTF-16 offsets and never splits a surrogate pair', () => {
    const text = '🎮 game 🎮';
    // 🎮 is two UTF-16 code units, so "game" starts at 3
    expect(marked(text, [[3, 7]])).toEqual(['game']);
    // an end in the middle of the emoji moves back to before it, a start moves to its beginning
    expect(marked(text, [[3, 9]])).toEqual(['game ']);
    expect(marked(text, [[9, 10]])).toEqual(['🎮']);
    expect(joined(text, [[1, 9]])).toBe(text);
  });

  it('always gives back the original text when joined', () => {
    const text = 'The quick brown fox jumps over the lazy dog';
    const ranges: HighlightRange[] = [
      [40, 43],
      [4, 9],
      [10, 15],
      [7, 12],
      [-1, 2],
      [41, 100],
    ];
    expect(joined(text, ranges)).toBe(text);
  });
});

describe('normalizeRanges', () => {
  it('does not change the ranges it was given', () => {
    const ranges: HighlightRange[] = [
      [4, 8],
      [0, 5],
    ];
    normalizeRanges('abcdefghij', ranges);
    expect(ranges).toEqual([
      [4, 8],
      [0, 5],
    ]);
  });
});

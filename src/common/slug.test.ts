import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify (spec 1 §3)', () => {
  it('lowercases', () => expect(slugify('Hello World')).toBe('hello-world'));
  it('trims surrounding whitespace', () => expect(slugify('  Padded  ')).toBe('padded'));
  it("turns '&' into '-and-'", () => expect(slugify('Shops & Trades')).toBe('shops-and-trades'));
  it("turns '&' between letters into '-and-'", () => expect(slugify('R&D')).toBe('r-and-d'));
  it('turns any whitespace run into one hyphen', () => expect(slugify('a \t\n b')).toBe('a-b'));
  it('removes non-word characters but keeps hyphens and underscores', () =>
    expect(slugify("What's new? (v2.0) -- snake_case!")).toBe('whats-new-v20-snake_case'));
  it('collapses repeated hyphens', () => expect(slugify('a---b - - c')).toBe('a-b-c'));
  it('trims leading and trailing hyphens', () => expect(slugify('-- edge --')).toBe('edge'));
  it('gives an empty slug for a title of symbols only', () => expect(slugify('!!! ???')).toBe(''));
  it('drops non-ASCII letters as non-word characters', () =>
    expect(slugify('Café Ünïcode')).toBe('caf-ncode'));
  it('keeps digits', () => expect(slugify('Top 10 Hats 2026')).toBe('top-10-hats-2026'));
});

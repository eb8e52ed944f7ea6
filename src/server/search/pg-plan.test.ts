import { describe, expect, it } from 'vitest';
import { estimateShare, planFor } from './pg-plan.ts';
import { parseQuery } from './query.ts';

const lexemes: Array<[string, number]> = [
  ['pixel', 0.12],
  ['pixels', 0.03],
  ['avatar', 0.1],
];

describe('estimateShare', () => {
  it('adds up the lexemes a prefix begins, and counts unlisted words as rare', () => {
    expect(estimateShare(parseQuery('pix'), lexemes)).toBeCloseTo(0.15);
    expect(estimateShare(parseQuery('"pixel"'), lexemes)).toBeCloseTo(0.12);
    expect(estimateShare(parseQuery('kalomi'), lexemes)).toBe(0);
  });

  it('multiplies the terms, and makes phrases rarer than their words', () => {
    expect(estimateShare(parseQuery('"pixel" "avatar"'), lexemes)).toBeCloseTo(0.012);
    expect(estimateShare(parseQuery('"pixel avatar"'), lexemes)).toBeCloseTo(0.0012);
  });
});

describe('planFor', () => {
  it('uses the pair index for rare phrases in posts, the word index otherwise, and walks when common', () => {
    const scan = (table: 'posts' | 'threads', q: string) => planFor(table, parseQuery(q), lexemes).scan;
    expect(scan('posts', '"pixel avatar"')).toBe('pair-index');
    expect(scan('threads', '"pixel avatar"')).toBe('gin-index');
    expect(scan('posts', '"café crème"')).toBe('gin-index');
    expect(scan('posts', 'kalomi')).toBe('gin-index');
    expect(scan('posts', 'pix')).toBe('walk-newest');
  });

  it('looks up threads one by one only when few matches are expected', () => {
    expect(planFor('posts', parseQuery('kalomi'), lexemes).few).toBe(true);
    expect(planFor('posts', parseQuery('"pixel avatar"'), lexemes).few).toBe(true);
    expect(planFor('posts', parseQuery('"pixels"'), [['pixels', 0.03]]).few).toBe(false);
    expect(planFor('posts', parseQuery('pix'), lexemes).few).toBe(false);
  });
});

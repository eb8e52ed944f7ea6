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

describe('choosePlan', () => {
  it('uses the pair index for rare phrases in posts, the word index otherwise, and walks when common', () => {
    expect(planFor('posts', parseQuery('"pixel avatar"'), lexemes)).toBe('pair-index');
    expect(planFor('threads', parseQuery('"pixel avatar"'), lexemes)).toBe('gin-index');
    expect(planFor('posts', parseQuery('"café crème"'), lexemes)).toBe('gin-index');
    expect(planFor('posts', parseQuery('kalomi'), lexemes)).toBe('gin-index');
    expect(planFor('posts', parseQuery('pix'), lexemes)).toBe('walk-newest');
  });
});

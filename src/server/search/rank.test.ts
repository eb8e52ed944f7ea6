import { describe, expect, it } from 'vitest';
import { parseQuery } from './query.ts';
import { rankCandidates } from './rank.ts';

const rank = (q: string, texts: string[]) =>
  rankCandidates(
    texts.map((text, i) => ({ id: i + 1, text })),
    parseQuery(q),
  );

describe('rankCandidates', () => {
  it('puts more occurrences in less text first', () => {
    expect(rank('lamp', ['a lamp among many other words in a long post', 'lamp lamp lamp'])).toEqual([2, 1]);
  });

  it('breaks ties newest first', () => {
    expect(rank('lamp', ['one lamp', 'one lamp', 'one lamp'])).toEqual([3, 2, 1]);
  });

  it('weighs a rare word above a common one', () => {
    const texts = ['oil lamp', 'oil can', 'oil drum', 'oil well', 'brass lamp'];
    const [first] = rank('oil lamp', texts);
    expect(first).toBe(1);
    expect(rank('oil lamp', texts).indexOf(5)).toBeLessThan(rank('oil lamp', texts).indexOf(2));
  });

  it('counts prefixes as beginnings of words, case-insensitively, and phrases in order', () => {
    expect(rank('LAM', ['enlamped', 'Lamps', 'lam'])).toEqual([3, 2, 1]);
    expect(rank('"red hat"', ['hat red', 'red, hat!', 'red hatter'])).toEqual([2, 3, 1]);
  });
});

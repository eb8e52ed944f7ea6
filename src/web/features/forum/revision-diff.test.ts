import { describe, expect, it } from 'vitest';
import { wordChanges } from './revision-diff.ts';

describe('wordChanges', () => {
  it('marks the words removed and added between two texts', () => {
    const changes = wordChanges('the quick brown fox', 'the slow brown fox');
    expect(changes.filter((c) => c.kind === 'removed').map((c) => c.value.trim())).toEqual(['quick']);
    expect(changes.filter((c) => c.kind === 'added').map((c) => c.value.trim())).toEqual(['slow']);
    expect(changes.map((c) => c.value).join('')).toContain('brown fox');
  });

  it('answers one unchanged piece for identical texts', () => {
    expect(wordChanges('same text', 'same text')).toEqual([{ value: 'same text', kind: 'same' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { isReaction, reactionSummary, toggleReaction, withCounts } from './reactions.ts';

describe('reactions', () => {
  it('knows the set', () => {
    expect(isReaction('coin')).toBe(true);
    expect(isReaction('thumbsup')).toBe(false);
    expect(isReaction(undefined)).toBe(false);
  });

  it('names a chip for screen readers', () => {
    expect(reactionSummary('like', 1)).toBe('Like, 1 member');
    expect(reactionSummary('coin', 3)).toBe('Worth a coin, 3 members');
  });

  it('orders counts as the set does, drops empty ones and keeps mine from before', () => {
    expect(
      withCounts(
        [
          { reaction: 'coin', count: 2 },
          { reaction: 'like', count: 1 },
          { reaction: 'sad', count: 0 },
        ],
        [{ reaction: 'coin', count: 1, mine: true }],
      ),
    ).toEqual([
      { reaction: 'like', count: 1, mine: false },
      { reaction: 'coin', count: 2, mine: true },
    ]);
  });

  it('toggles the reader’s own reaction optimistically', () => {
    const added = toggleReaction([{ reaction: 'love', count: 2, mine: false }], 'love', true);
    expect(added).toEqual([{ reaction: 'love', count: 3, mine: true }]);
    expect(toggleReaction(added, 'love', false)).toEqual([{ reaction: 'love', count: 2, mine: false }]);
    // Adding one already given changes nothing; so does taking back one never given.
    expect(toggleReaction(added, 'love', true)).toEqual(added);
    expect(toggleReaction([], 'sad', false)).toEqual([]);
    expect(toggleReaction([], 'wow', true)).toEqual([{ reaction: 'wow', count: 1, mine: true }]);
  });
});

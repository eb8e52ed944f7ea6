import { describe, expect, it } from 'vitest';
import { milestoneText, scorePopupText } from './game-text.ts';

describe('milestoneText', () => {
  it('rounds the score down to the milestone and names the reward', () => {
    expect(milestoneText(10_440, 50)).toEqual({
      title: 'Milestone Reached!',
      points: '10,000 points',
      reward: '+50 CitoCoin',
    });
    expect(milestoneText(29_999, 100).points).toBe('20,000 points');
    expect(milestoneText(30_000, 50).points).toBe('30,000 points');
  });
});

describe('scorePopupText', () => {
  it('shows the points of the move', () => {
    expect(scorePopupText(40)).toBe('+40');
    expect(scorePopupText(11_000)).toBe('+11,000');
  });
});

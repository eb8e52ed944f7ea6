import { describe, expect, it } from 'vitest';
import { coinPopupText, milestonesBetween, milestoneText, scorePopupText } from './game-text.ts';

describe('milestoneText', () => {
  it('rounds the score down to the milestone and names the 50-coin bonus', () => {
    expect(milestoneText(10_440, 1, 52)).toEqual({
      title: 'Milestone Reached!',
      points: '10,000 points',
      reward: '+50 CitoCoin bonus',
    });
    expect(milestoneText(29_999, 1, 60).points).toBe('20,000 points');
    expect(milestoneText(30_000, 1, 51).points).toBe('30,000 points');
  });

  it('shows two bonuses for two milestones, and what the daily cap left', () => {
    expect(milestoneText(20_030, 2, 151).reward).toBe('+100 CitoCoin bonus');
    expect(milestoneText(10_030, 1, 10).reward).toBe('+10 CitoCoin bonus');
    expect(milestoneText(10_030, 1, 0).reward).toBe('Daily coin limit reached');
  });
});

describe('milestonesBetween', () => {
  it('counts the full 10,000s passed by a move', () => {
    expect(milestonesBetween(9_990, 10_030)).toBe(1);
    expect(milestonesBetween(9_990, 20_030)).toBe(2);
    expect(milestonesBetween(10_030, 10_500)).toBe(0);
  });
});

describe('popups', () => {
  it('shows the points and the coins of the move', () => {
    expect(scorePopupText(40)).toBe('+40');
    expect(scorePopupText(11_000)).toBe('+11,000');
    expect(coinPopupText(1)).toBe('+1 coin');
    expect(coinPopupText(51)).toBe('+51 coins');
  });
});

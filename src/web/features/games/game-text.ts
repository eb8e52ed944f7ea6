import { MILESTONE_COINS, MILESTONE_POINTS } from '../../../common/tile-tumble/index.ts';

export interface MilestoneText {
  title: string;
  points: string;
  reward: string;
}

/**
 * Spec 2 §2, DECISIONS.md: the banner after a move that passed a full 10,000 points, with the
 * 50-coin bonus of each milestone passed (or less, when today's cap took the rest).
 */
export function milestoneText(score: number, milestones: number, coinsPaid: number): MilestoneText {
  const reached = Math.floor(score / MILESTONE_POINTS) * MILESTONE_POINTS;
  const bonus = Math.min(milestones * MILESTONE_COINS, coinsPaid);
  return {
    title: 'Milestone Reached!',
    points: `${reached.toLocaleString('en-US')} points`,
    reward: bonus > 0 ? `+${bonus.toLocaleString('en-US')} CitoCoin bonus` : 'Daily coin limit reached',
  };
}

/** Milestones passed between two scores. */
export function milestonesBetween(before: number, after: number): number {
  return Math.floor(after / MILESTONE_POINTS) - Math.floor(before / MILESTONE_POINTS);
}

/** The popup over the removed tiles. */
export function scorePopupText(scoreEarned: number): string {
  return `+${scoreEarned.toLocaleString('en-US')}`;
}

/** The coins line under the score popup, when the move paid any. */
export function coinPopupText(coins: number): string {
  return `+${coins.toLocaleString('en-US')} ${coins === 1 ? 'coin' : 'coins'}`;
}

import { MILESTONE_POINTS } from '../../../common/tile-tumble/index.ts';

export interface MilestoneText {
  title: string;
  points: string;
  reward: string;
}

/** Spec 2 §2: the banner after a move that paid coins; the score is rounded down to the milestone. */
export function milestoneText(score: number, coins: number): MilestoneText {
  const reached = Math.floor(score / MILESTONE_POINTS) * MILESTONE_POINTS;
  return {
    title: 'Milestone Reached!',
    points: `${reached.toLocaleString('en-US')} points`,
    reward: `+${coins.toLocaleString('en-US')} CitoCoin`,
  };
}

/** The popup over the removed tiles. */
export function scorePopupText(scoreEarned: number): string {
  return `+${scoreEarned.toLocaleString('en-US')}`;
}

import { MILESTONE_POINTS } from '../../common/tile-tumble/constants.ts';
import type { Db } from '../db/index.ts';
import { recordActivity } from './activity.ts';

/**
 * Tile Tumble's activity (issue 19 §2), inside the move's transaction: each 10,000 points a move
 * passes, and a finished game that beats the member's own previous best (a first game has no
 * best to beat). Answers the ids for publishActivity after the commit.
 */
export async function recordGameActivity(
  trx: Db,
  move: {
    game: string;
    userId: number;
    sessionId: number;
    score: number;
    milestonesReached: number;
    gameOver: boolean;
  },
): Promise<(number | null)[]> {
  const ids: (number | null)[] = [];
  const { userId, score } = move;
  for (let n = move.milestonesReached - 1; n >= 0; n--) {
    const reached = (Math.floor(score / MILESTONE_POINTS) - n) * MILESTONE_POINTS;
    ids.push(await recordActivity(trx, { kind: 'game_milestone', userId, score: reached }));
  }
  if (move.gameOver) {
    const { best } = await trx
      .selectFrom('game_sessions')
      .select((eb) => eb.fn.max('score').as('best'))
      .where('user_id', '=', userId)
      .where('game', '=', move.game)
      .where('status', 'in', ['over', 'ended'])
      .where('id', '!=', move.sessionId)
      .executeTakeFirstOrThrow();
    if (best !== null && score > Number(best))
      ids.push(await recordActivity(trx, { kind: 'game_best', userId, score }));
  }
  return ids;
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/index.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import type { LiveHub } from '../live/hub.ts';
import { type Clock, claimDailyReward, dailyRewardStatus } from './service.ts';

const Int = Type.Integer();
const NextClaim = {
  next_coins: Type.Integer({ description: 'What the next claim pays if the streak holds.' }),
  next_claim_at: Type.String({ format: 'date-time', description: 'When the next claim opens (UTC).' }),
};

const StatusSchema = Type.Object({
  success: Type.Literal(true),
  claimed_today: Type.Boolean(),
  streak: Type.Integer({ description: 'Consecutive days claimed; 0 once a day is missed.' }),
  ...NextClaim,
});

const ClaimSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  coins: Type.Integer({ description: 'The coins this claim granted.' }),
  streak: Int,
  balance: Type.Object({ coins: Int, gems: Int }),
  ...NextClaim,
});

/** issue 18 §1: the daily reward, once per calendar day (UTC), more for each day of a 7-day streak. */
export const rewardRoutes: FastifyPluginAsyncTypebox<{ db: Db; live: LiveHub; clock: Clock }> = async (
  app,
  { db, live, clock },
) => {
  app.get(
    '/api/daily_reward',
    {
      schema: {
        tags: ['shop'],
        description: "The caller's daily reward: claimed today or not, the streak, and the next claim.",
        response: { 200: StatusSchema, ...failures(401) },
      },
    },
    async (request) => dailyRewardStatus(db, requireUser(request).id, clock()),
  );

  app.post(
    '/api/daily_reward',
    {
      schema: {
        tags: ['shop'],
        description:
          'Claims the daily reward: 20 coins on the first day, 5 more each consecutive day, 50 from the 7th. ' +
          'A second claim on the same UTC day answers 409 and says when the next one is.',
        response: { 200: ClaimSchema, ...failures(401, 403, 409) },
      },
    },
    async (request) => claimDailyReward(db, live, requireUser(request).id, clock()),
  );
};

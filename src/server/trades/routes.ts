import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { USERNAME_MAX } from '../../common/limits.ts';
import { MSG } from '../../common/messages.ts';
import { IdParams } from '../../common/schemas/forum.ts';
import {
  GiftBody,
  GiftSentSchema,
  GiftsSchema,
  PartnerResponse,
  TradeBody,
  TradeResponse,
  TradeSchema,
} from '../../common/schemas/trades.ts';
import { requireMayWrite } from '../accounts/standing.ts';
import type { Db } from '../db/index.ts';
import { notFound } from '../http/errors.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import type { LiveHub } from '../live/hub.ts';
import { listGifts, sendGift } from './gifts.ts';
import { listTradesOf, loadParties, tradeableInventory } from './queries.ts';
import { answerTrade, createTrade, expireTrades, showTrade, type TradeAnswer } from './service.ts';

const tags = ['trades'];

/** issue 18 §3: gifts and trades between members. */
export const tradeRoutes: FastifyPluginAsyncTypebox<{ db: Db; live: LiveHub }> = async (
  app,
  { db, live },
) => {
  app.post(
    '/api/gifts',
    {
      schema: {
        tags,
        description:
          'Sends a gift: bought from the shop by the giver, or with `from_inventory: true` one of their own tradeable items.',
        body: GiftBody,
        response: {
          200: GiftSentSchema,
          ...failures(400, 401, 403, 404, 409, 410),
        },
      },
    },
    async (request) => {
      // The gift's message reaches another member: a silenced member sends none (issue 16 §4).
      const user = await requireMayWrite(db, request);
      return sendGift(db, live, user.id, request.body);
    },
  );

  app.get(
    '/api/gifts',
    {
      schema: {
        tags,
        description: "The member's latest gifts, received and sent.",
        response: {
          200: GiftsSchema,
          ...failures(401),
        },
      },
    },
    async (request) => listGifts(db, requireUser(request).id),
  );

  app.post(
    '/api/trades',
    {
      schema: {
        tags,
        description: "Offers a trade; the offerer's side is held until it is answered, cancelled or expires.",
        body: TradeBody,
        response: { 200: TradeResponse, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireMayWrite(db, request);
      const trade = await createTrade(db, live, user.id, request.body);
      return { success: true as const, message: `Offer sent to ${trade.to.username}.`, trade };
    },
  );

  app.get(
    '/api/trades',
    {
      schema: {
        tags,
        description: "The member's open trades, both directions, then the latest closed ones.",
        response: {
          200: Type.Object({ success: Type.Literal(true), trades: Type.Array(TradeSchema) }),
          ...failures(401),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await expireTrades(db, user.id);
      return { success: true as const, trades: await listTradesOf(db, user.id) };
    },
  );

  app.get(
    '/api/trades/:id',
    {
      schema: {
        tags,
        description: 'One trade of the signed-in member, as offerer or recipient. 404 for anyone else.',
        params: IdParams,
        response: { 200: TradeResponse, ...failures(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      trade: await showTrade(db, requireUser(request).id, request.params.id),
    }),
  );

  app.get(
    '/api/trades/member/:username',
    {
      schema: {
        tags,
        description: 'A member to trade with: their avatar and the items they could trade.',
        params: Type.Object({ username: Type.String({ minLength: 1, maxLength: USERNAME_MAX }) }),
        response: { 200: PartnerResponse, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      requireUser(request);
      const user = await db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['username']), '=', request.params.username.toLowerCase()))
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!user) throw notFound(MSG.userNotFound);
      const [parties, items] = await Promise.all([
        loadParties(db, [user.id]),
        tradeableInventory(db, user.id),
      ]);
      return { success: true as const, member: parties.get(user.id)!, items };
    },
  );

  const answers: Array<[TradeAnswer, string, string]> = [
    [
      'accept',
      'Trade done!',
      'The recipient accepts an open offer: both sides change hands in one transaction. 403 for anyone but the recipient; 409 when the offer is no longer open or the recipient lacks what is asked of them.',
    ],
    [
      'decline',
      'Offer declined.',
      "The recipient declines an open offer; the offerer's side is released. 403 for anyone but the recipient; 409 when the offer is no longer open.",
    ],
    [
      'cancel',
      'Offer cancelled.',
      'The offerer withdraws an open offer; their side is released. 403 for anyone but the offerer; 409 when the offer is no longer open.',
    ],
  ];
  for (const [answer, message, description] of answers)
    app.post(
      `/api/trades/:id/${answer}`,
      {
        schema: {
          tags,
          description: `${description} 404 for a trade that is not the member's.`,
          params: IdParams,
          response: { 200: TradeResponse, ...failures(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const trade = await answerTrade(db, live, user.id, request.params.id, answer);
        return { success: true as const, message, trade };
      },
    );
};

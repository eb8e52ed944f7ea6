import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MSG } from '../../common/messages.ts';
import {
  EndAnswerSchema,
  GamesResponseSchema,
  LeaderboardResponseSchema,
  MoveAnswerSchema,
  MoveFailureSchema,
  StartAnswerSchema,
} from '../../common/schemas/games.ts';
import { cachedFor } from '../cached.ts';
import type { Db } from '../db/index.ts';
import type { RateLimitRule } from '../http/rate-limit.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import type { LiveHub } from '../live/hub.ts';
import { checkCell, endGame, GAME, leaderboard, playMove, startGame } from './tile-tumble.ts';

const SessionId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** The games list of spec 1 §7 (GET /api/games/). */
const GAMES = [
  {
    slug: 'tile-tumble',
    name: 'Tile Tumble',
    description:
      'Clear groups of matching tiles and chain big combos: every 200 points pays a CitoCoin, every 10,000 a 50-coin bonus.',
    category: 'Puzzle',
  },
];

export const gameRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  /** Announces the first_milestone achievement and friends' activity. */
  live?: LiveHub;
  moveLimit: RateLimitRule;
  allowSeed: boolean;
  /** How long the players count and the leaderboard are reused, in ms. */
  cacheMs?: number;
}> = async (app, { db, live, moveLimit, allowSeed, cacheMs = 5_000 }) => {
  const tags = ['games'];
  // Both read every finished game: computed once per window for all callers (issue 15 §4).
  const players = cachedFor(cacheMs, async () => {
    const { n } = await db
      .selectFrom('game_sessions')
      .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
      .where('game', '=', GAME)
      .executeTakeFirstOrThrow();
    return Number(n);
  });
  const bestScores = cachedFor(cacheMs, () => leaderboard(db));

  app.get(
    '/api/games/',
    {
      schema: {
        description: "The site's games, with how many members have played each. Anyone may call it.",
        tags,
        response: { 200: GamesResponseSchema },
      },
    },
    async () => {
      const n = await players();
      return { success: true as const, games: GAMES.map((game) => ({ ...game, players: n })) };
    },
  );

  app.post(
    '/api/games/tiletumble/start',
    {
      schema: {
        description:
          'Starts a Tile Tumble game for the signed-in member, or resumes their unfinished one (`resumed: true`), answering its board.',
        tags,
        // `seed` is honoured only in tests (NODE_ENV=test), so end-to-end tests can play a known board.
        body: Type.Optional(
          Type.Object({ seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_646 })) }),
        ),
        response: {
          200: StartAnswerSchema,
          ...failures(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return startGame(db, user.id, allowSeed ? request.body?.seed : undefined);
    },
  );

  app.post(
    '/api/games/tiletumble/move',
    {
      schema: {
        description:
          "Plays a move: clears the group at `row`, `col` in the member's active game, scores it and pays coins as the score grows. 400 for a move that clears nothing (with `error` and the combo it keeps); 404 for a game that is not theirs; 409 when the game is over; 429 past 120 moves in 10 seconds.",
        tags,
        body: Type.Object(
          {
            session_id: SessionId,
            row: Type.Integer({ minimum: -100, maximum: 100 }),
            col: Type.Integer({ minimum: -100, maximum: 100 }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: MoveAnswerSchema,
          400: MoveFailureSchema,
          ...failures(401, 403, 404, 409, 429),
        },
      },
      config: {
        rateLimit: {
          ...moveLimit,
          errorResponseBuilder: () => ({ statusCode: 429, success: false, message: MSG.tooManyMoves }),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { session_id, row, col } = request.body;
      return playMove(db, live, user.id, session_id, checkCell(row, col));
    },
  );

  app.post(
    '/api/games/tiletumble/end',
    {
      schema: {
        description:
          "Ends the signed-in member's game and answers the coins it earned. 404 for a game that is not theirs.",
        tags,
        body: Type.Object({ session_id: SessionId }, { additionalProperties: false }),
        response: {
          200: EndAnswerSchema,
          ...failures(400, 401, 403, 404),
        },
      },
    },
    async (request) => endGame(db, live, requireUser(request).id, request.body.session_id),
  );

  app.get(
    '/api/games/tiletumble/leaderboard',
    {
      schema: {
        description:
          "Tile Tumble's best scores: the top 10 of the day (UTC), of the last 7 days and of all time. Anyone may call it.",
        tags,
        response: { 200: LeaderboardResponseSchema },
      },
    },
    async () => bestScores(),
  );
};

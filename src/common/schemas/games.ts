/** Schemas of the games' payloads (spec 1 §7, spec 2 §3); games-types.ts derives its types from them. */
import { Type } from '@sinclair/typebox';
import { TILE_COLORS } from '../tile-tumble/index.ts';
import { Int, IntegerPair, Nullable, StringEnum } from './shared.ts';

/** A tile's colour, `rainbow` or `bomb`; null is an empty cell. */
const TileSchema = Nullable(StringEnum([...TILE_COLORS, 'rainbow', 'bomb'] as const));
const CellSchema = IntegerPair({ description: '[row, col]' });

/** What the client sees of a session (spec 2 §3 Game session). */
export const SessionDataSchema = Type.Object({
  board: Type.Array(Type.Array(TileSchema), { description: 'board[row][col], row 0 at the top' }),
  score: Int,
  moves: Int,
  currentCombo: Int,
});

/** A tile that ends a move somewhere new (the engine's Fall); `from` null means it fell in from the supply. */
export const FallSchema = Type.Object({ from: Nullable(CellSchema), to: CellSchema, tile: TileSchema });

export const GameSummarySchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  category: Type.String(),
  players: Type.Integer({ description: 'Members who have ever played it.' }),
});

export const GamesResponseSchema = Type.Object({
  success: Type.Literal(true),
  games: Type.Array(GameSummarySchema),
});

export const LeaderboardEntrySchema = Type.Object({
  username: Type.String(),
  score: Int,
  ended_at: Nullable(Type.String()),
});

/** Each player's best score: today (UTC), the last 7 days and of all time. */
export const LeaderboardResponseSchema = Type.Object({
  success: Type.Literal(true),
  day: Type.Array(LeaderboardEntrySchema, { description: 'Since the start of the UTC day.' }),
  week: Type.Array(LeaderboardEntrySchema, { description: 'The last 7 days.' }),
  all_time: Type.Array(LeaderboardEntrySchema),
});

/** POST /api/games/tiletumble/start */
export const StartAnswerSchema = Type.Object({
  success: Type.Literal(true),
  session_id: Int,
  session_data: SessionDataSchema,
  coins_earned: Type.Integer({
    description: 'Coins this session has paid so far (a resumed game goes on counting from here).',
  }),
  resumed: Type.Boolean(),
});

/** POST /api/games/tiletumble/move */
export const MoveAnswerSchema = Type.Object({
  success: Type.Literal(true),
  score_earned: Int,
  coins_earned: Int,
  session_data: SessionDataSchema,
  game_over: Type.Boolean(),
  currency_earned: Int,
  currentCombo: Int,
  removed: Type.Array(CellSchema),
  falls: Type.Array(FallSchema),
  perfect_clear: Type.Boolean(),
});

/** An invalid move: the message, `error` (spec 2 §3) and the combo, which the move keeps. */
export const MoveFailureSchema = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  error: Type.Optional(Type.String()),
  currentCombo: Type.Optional(Type.Integer()),
});

/** POST /api/games/tiletumble/end */
export const EndAnswerSchema = Type.Object({ success: Type.Literal(true), currency_earned: Int });

// The Tile Tumble call answers (spec 2 §3), shared by the server that sends them and the page that plays.
import type { Static } from '@sinclair/typebox';
import type {
  GameSummarySchema,
  LeaderboardEntrySchema,
  LeaderboardResponseSchema,
  MoveAnswerSchema,
  SessionDataSchema,
  StartAnswerSchema,
} from './schemas/games.ts';

/** What the client sees of a session (spec 2 §3 Game session). */
export type SessionData = Static<typeof SessionDataSchema>;
export type GameSummary = Static<typeof GameSummarySchema>;
export type LeaderboardEntry = Static<typeof LeaderboardEntrySchema>;
/** Each player's best score: today (UTC), the last 7 days and of all time. */
export type Leaderboard = Static<typeof LeaderboardResponseSchema>;
/** POST /api/games/tiletumble/start */
export type StartAnswer = Static<typeof StartAnswerSchema>;
/** POST /api/games/tiletumble/move */
export type MoveAnswer = Static<typeof MoveAnswerSchema>;

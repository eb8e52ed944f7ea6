import type { Board, Cell, Fall } from './tile-tumble/index.ts';

// The Tile Tumble call answers (spec 2 §3), shared by the server that sends them and the page that plays.

/** What the client sees of a session (spec 2 §3 Game session). */
export interface SessionData {
  board: Board;
  score: number;
  moves: number;
  currentCombo: number;
}

/** POST /api/games/tiletumble/move */
export interface MoveAnswer {
  success: true;
  score_earned: number;
  coins_earned: number;
  session_data: SessionData;
  game_over: boolean;
  currency_earned: number;
  currentCombo: number;
  removed: Cell[];
  falls: Fall[];
  perfect_clear: boolean;
}

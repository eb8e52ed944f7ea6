// Tile Tumble rules, shared by the server (the truth) and the browser (hover preview, animation).
// Pure and deterministic: no Node or DOM APIs, randomness only from a seeded generator.
export { boardFromText, boardToText } from './board-text.ts';
export * from './constants.ts';
export { newGame, type PlayedGame, playRandomGame, replay } from './game.ts';
export {
  applyMove,
  coinsForScore,
  type Fall,
  type MoveOutcome,
  type MoveResult,
  scoreFor,
  settleBoard,
} from './move.ts';
export { createGameRng, createRng, drawTile, type GameSeed, isSeedText } from './rng.ts';
export {
  chosenCells,
  dominantNeighbourColor,
  findMove,
  hasMoves,
  isColor,
  isInside,
  isRemovable,
  selectGroup,
} from './select.ts';

import type { Board, Cell, Tile } from '../../../common/tile-tumble/index.ts';
import type { Fall } from './api.ts';

// spec 2 §9: removal 500 ms, falling about 300 ms at 0.08 progress a frame, 5 particles a tile
// living 30 frames, the milestone banner 3 s and the score popup 1 s.
export const REMOVE_MS = 500;
export const FALL_MS = 300;
export const FALL_STEP = 0.08;
export const PARTICLES_PER_TILE = 5;
export const PARTICLE_LIFE_FRAMES = 30;
export const MILESTONE_MS = 3000;
export const POPUP_MS = 1000;
/** Frames are counted at 60 a second, so the timing holds on 120 Hz screens and dropped frames. */
export const FRAME_MS = 1000 / 60;

export type Phase =
  | { name: 'remove'; progress: number }
  | { name: 'fall'; progress: number }
  | { name: 'done' };

/** Where a move's animation is, `elapsed` ms after it began. */
export function phaseAt(elapsed: number): Phase {
  if (elapsed < REMOVE_MS) return { name: 'remove', progress: Math.max(0, elapsed) / REMOVE_MS };
  const frames = (elapsed - REMOVE_MS) / FRAME_MS;
  const progress = Math.min(1, frames * FALL_STEP);
  // the last step lands the tiles; the phase lasts until FALL_MS so the landing is seen
  if (progress < 1 || elapsed < REMOVE_MS + FALL_MS) return { name: 'fall', progress };
  return { name: 'done' };
}

/** Ease-in, as things fall. */
export function fallEase(progress: number): number {
  return progress * progress;
}

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  tile: Tile;
}

/** 5 sparks per removed tile, spread by a fixed pattern (no randomness: the same move looks the same). */
export function makeParticles(board: Board, removed: Cell[], tileSize: number): Particle[] {
  const particles: Particle[] = [];
  removed.forEach(([row, col], i) => {
    for (let k = 0; k < PARTICLES_PER_TILE; k++) {
      const angle = ((k + (i % 3) * 0.37) / PARTICLES_PER_TILE) * Math.PI * 2;
      const speed = 1.6 + ((i + k) % 4) * 0.6;
      particles.push({
        x: (col + 0.5) * tileSize,
        y: (row + 0.5) * tileSize,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed - 1.5,
        size: 4 + ((i + k) % 3) * 2,
        tile: board[row]?.[col] ?? null,
      });
    }
  });
  return particles;
}

/** A particle `frame` frames after it was made, or null once its 30 frames are over. */
export function particleAt(p: Particle, frame: number): { x: number; y: number; alpha: number } | null {
  if (frame < 0 || frame >= PARTICLE_LIFE_FRAMES) return null;
  const gravity = 0.15;
  return {
    x: p.x + p.vx * frame,
    y: p.y + p.vy * frame + (gravity * frame * frame) / 2,
    alpha: 1 - frame / PARTICLE_LIFE_FRAMES,
  };
}

/**
 * Where a falling tile starts, in rows and columns: its old cell, or for a new tile a place above
 * the board, stacked so the new tiles of one column arrive in order.
 */
export function fallStart(fall: Fall, newInColumn: number): [number, number] {
  if (fall.from) return [fall.from[0], fall.from[1]];
  return [fall.to[0] - newInColumn, fall.to[1]];
}

/** The number of new tiles per destination column, for fallStart. */
export function newTilesPerColumn(falls: Fall[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const fall of falls) {
    if (!fall.from) counts.set(fall.to[1], (counts.get(fall.to[1]) ?? 0) + 1);
  }
  return counts;
}

/** A tile's position during the fall, in rows and columns. */
export function fallPosition(start: [number, number], to: Cell, progress: number): [number, number] {
  const t = fallEase(Math.min(1, Math.max(0, progress)));
  return [start[0] + (to[0] - start[0]) * t, start[1] + (to[1] - start[1]) * t];
}

/** Cells of the new board that stay still during the fall: every tile that is not moving there. */
export function restingTiles(next: Board, falls: Fall[]): { cell: Cell; tile: Tile }[] {
  const moving = new Set(falls.map((f) => `${f.to[0]},${f.to[1]}`));
  const resting: { cell: Cell; tile: Tile }[] = [];
  next.forEach((tiles, row) => {
    tiles.forEach((tile, col) => {
      if (tile !== null && !moving.has(`${row},${col}`)) resting.push({ cell: [row, col], tile });
    });
  });
  return resting;
}

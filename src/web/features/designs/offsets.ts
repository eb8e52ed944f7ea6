// Edit & Position's moves: whole pixels, within the sprite's own size (the server's bound).

export interface Offset {
  x: number;
  y: number;
}

export type Direction = 'up' | 'down' | 'left' | 'right';

const STEPS: Record<Direction, Offset> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

export function nudge(offset: Offset, direction: Direction, step = 1): Offset {
  return { x: offset.x + STEPS[direction].x * step, y: offset.y + STEPS[direction].y * step };
}

/** Keeps an offset whole and within ±width / ±height, as update-offsets requires. */
export function clampOffset(offset: Offset, limits: { width: number; height: number }): Offset {
  const clamp = (n: number, max: number) => Math.max(-max, Math.min(max, Math.round(n)));
  return { x: clamp(offset.x, limits.width), y: clamp(offset.y, limits.height) };
}

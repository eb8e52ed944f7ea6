import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  type Board,
  type Cell,
  selectGroup,
  TILE_SIZE,
  type Tile,
} from '../../../common/tile-tumble/index.ts';
import {
  FRAME_MS,
  fallPosition,
  fallStart,
  makeParticles,
  newTilesPerColumn,
  type Particle,
  particleAt,
  phaseAt,
  restingTiles,
} from './animation.ts';
import type { Fall } from './api.ts';
import { BOARD_PX, backingSize, cellAtPoint, moveCursor } from './board-geometry.ts';
import { particleColour, tileSprite } from './tile-art.ts';

/** A move being shown: the board before it, what the server removed and moved, the board after. */
export interface MoveAnimation {
  before: Board;
  after: Board;
  removed: Cell[];
  falls: Fall[];
}

interface BoardCanvasProps {
  board: Board;
  animation: MoveAnimation | null;
  /** Input is ignored while a move is animating or being sent. */
  locked: boolean;
  onPlay: (cell: Cell) => void;
  onAnimationEnd: () => void;
}

/** Draws a pre-drawn tile on whole device pixels, so scaled boards stay sharp. */
function blit(
  ctx: CanvasRenderingContext2D,
  tile: Exclude<Tile, null>,
  scale: number,
  x: number,
  y: number,
): void {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(tileSprite(tile, scale), Math.round(x * scale), Math.round(y * scale));
  ctx.restore();
}

const same = (a: Cell | null, b: Cell | null) => a === b || (!!a && !!b && a[0] === b[0] && a[1] === b[1]);

// a hidden tab pauses animation frames; the board must still settle
const SAFETY_MS = 1500;

/** The Tile Tumble board: a 10 × 10 canvas, drawn only while animating or when the hover changes. */
export function BoardCanvas({ board, animation, locked, onPlay, onAnimationEnd }: BoardCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [hover, setHover] = useState<Cell | null>(null);
  const [cursor, setCursor] = useState<Cell>([9, 0]);
  const [keyboard, setKeyboard] = useState(false);
  const [scale, setScale] = useState(1);
  const endRef = useRef(onAnimationEnd);
  endRef.current = onAnimationEnd;

  // Size the backing store to the shown size × devicePixelRatio, so tiles stay crisp when scaled.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const resize = () => {
      const css = canvas.getBoundingClientRect().width || BOARD_PX;
      const px = backingSize(css, window.devicePixelRatio || 1);
      if (canvas.width !== px) {
        canvas.width = px;
        canvas.height = px;
      }
      setScale(px / BOARD_PX);
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  const focus = keyboard ? cursor : hover;
  const group = !animation && !locked && focus ? selectGroup(board, focus) : [];

  const drawStill = useCallback(
    (ctx: CanvasRenderingContext2D) => {
      board.forEach((tiles, row) => {
        tiles.forEach((tile, col) => {
          if (tile) blit(ctx, tile, scale, col * TILE_SIZE, row * TILE_SIZE);
        });
      });
      if (group.length >= 2 && focus) {
        ctx.fillStyle = 'rgba(255, 255, 255, 0.38)';
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = 3;
        for (const [row, col] of group) {
          ctx.fillRect(col * TILE_SIZE + 2, row * TILE_SIZE + 2, TILE_SIZE - 4, TILE_SIZE - 4);
          ctx.strokeRect(col * TILE_SIZE + 3.5, row * TILE_SIZE + 3.5, TILE_SIZE - 7, TILE_SIZE - 7);
        }
        // spec 2 §2: the group size in the hovered tile's centre
        const cx = (focus[1] + 0.5) * TILE_SIZE;
        const cy = (focus[0] + 0.5) * TILE_SIZE;
        ctx.fillStyle = 'rgba(20, 12, 28, 0.85)';
        ctx.fillRect(cx - 16, cy - 13, 32, 26);
        ctx.fillStyle = '#ffffff';
        ctx.font = '22px "Cito Digits", "Pixelify Sans", ui-monospace, monospace';
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(String(group.length), cx, cy + 1);
      }
      if (keyboard) {
        ctx.strokeStyle = '#ffc23d';
        ctx.lineWidth = 4;
        ctx.setLineDash([8, 5]);
        ctx.strokeRect(cursor[1] * TILE_SIZE + 2, cursor[0] * TILE_SIZE + 2, TILE_SIZE - 4, TILE_SIZE - 4);
        ctx.setLineDash([]);
      }
    },
    [board, group, focus, keyboard, cursor, scale],
  );

  const context = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return null;
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    ctx.imageSmoothingEnabled = false;
    ctx.clearRect(0, 0, BOARD_PX, BOARD_PX);
    return ctx;
  }, [scale]);

  // Still board: one draw per change of board, hover, cursor or size, no loop.
  useEffect(() => {
    if (animation) return;
    const frame = requestAnimationFrame(() => {
      const ctx = context();
      if (ctx) drawStill(ctx);
    });
    return () => cancelAnimationFrame(frame);
  }, [animation, context, drawStill]);

  // A move: removal with sparks, then the fall, frame by frame until done.
  useEffect(() => {
    if (!animation) return;
    const { before, after, removed, falls } = animation;
    // sparks fly only for those who have not asked for reduced motion
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const particles: Particle[] = still ? [] : makeParticles(before, removed, TILE_SIZE);
    const gone = new Set(removed.map(([r, c]) => `${r},${c}`));
    const resting = restingTiles(after, falls);
    const newCount = newTilesPerColumn(falls);
    const starts = falls.map((f) => fallStart(f, newCount.get(f.to[1]) ?? 0));
    const started = performance.now();
    let frame = 0;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      cancelAnimationFrame(frame);
      endRef.current();
    };
    const tick = (now: number) => {
      const elapsed = now - started;
      const phase = phaseAt(elapsed);
      if (phase.name === 'done') return finish();
      const ctx = context();
      if (ctx) {
        if (phase.name === 'remove') {
          before.forEach((tiles, row) => {
            tiles.forEach((tile, col) => {
              if (!tile) return;
              if (!gone.has(`${row},${col}`)) {
                blit(ctx, tile, scale, col * TILE_SIZE, row * TILE_SIZE);
                return;
              }
              // removed tiles flash white and shrink away
              const size = TILE_SIZE * (1 - phase.progress);
              const off = (TILE_SIZE - size) / 2;
              ctx.globalAlpha = 1 - phase.progress * 0.6;
              ctx.drawImage(
                tileSprite(tile, scale),
                col * TILE_SIZE + off,
                row * TILE_SIZE + off,
                size,
                size,
              );
              ctx.globalAlpha = 1;
            });
          });
        } else {
          for (const { cell, tile } of resting) {
            if (tile) blit(ctx, tile, scale, cell[1] * TILE_SIZE, cell[0] * TILE_SIZE);
          }
          falls.forEach((fall, i) => {
            if (!fall.tile) return;
            const [r, c] = fallPosition(starts[i]!, fall.to, phase.progress);
            blit(ctx, fall.tile, scale, c * TILE_SIZE, r * TILE_SIZE);
          });
        }
        const sparkFrame = Math.floor(elapsed / FRAME_MS);
        for (const p of particles) {
          const at = particleAt(p, sparkFrame);
          if (!at) continue;
          // a dark rim keeps each spark visible over tiles of its own colour
          const x = Math.round(at.x - p.size / 2);
          const y = Math.round(at.y - p.size / 2);
          ctx.globalAlpha = Math.min(1, at.alpha * 1.5);
          ctx.fillStyle = '#2b1d2f';
          ctx.fillRect(x - 1, y - 1, p.size + 2, p.size + 2);
          ctx.fillStyle = particleColour(p.tile);
          ctx.fillRect(x, y, p.size, p.size);
        }
        ctx.globalAlpha = 1;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    const safety = window.setTimeout(finish, SAFETY_MS);
    return () => {
      finished = true;
      cancelAnimationFrame(frame);
      window.clearTimeout(safety);
    };
  }, [animation, context, scale]);

  const cellOf = (event: PointerEvent<HTMLCanvasElement>): Cell | null => {
    const box = event.currentTarget.getBoundingClientRect();
    return cellAtPoint(event.clientX - box.left, event.clientY - box.top, box.width, box.height);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const cell = cellOf(event);
    setKeyboard(false);
    if (!same(cell, hover)) setHover(cell);
  };

  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    const cell = cellOf(event);
    setKeyboard(false);
    if (cell) {
      setCursor(cell);
      if (!locked && !animation) onPlay(cell);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (event.key.startsWith('Arrow')) {
      event.preventDefault();
      setKeyboard(true);
      setCursor((c) => (keyboard ? moveCursor(c, event.key) : c));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setKeyboard(true);
      if (!locked && !animation) onPlay(cursor);
    }
  };

  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: the board is a game widget; "application" lets screen-reader users' arrow keys reach it
    <canvas
      ref={canvasRef}
      className="tt-board__canvas"
      width={BOARD_PX}
      height={BOARD_PX}
      tabIndex={0}
      role="application"
      aria-label={`Tile Tumble board. Arrow keys move the cursor (row ${cursor[0] + 1}, column ${cursor[1] + 1}); Enter or Space plays.`}
      aria-busy={locked || !!animation}
      onPointerMove={onPointerMove}
      onPointerLeave={() => setHover(null)}
      onPointerUp={onPointerUp}
      onKeyDown={onKeyDown}
      onBlur={() => setKeyboard(false)}
    />
  );
}

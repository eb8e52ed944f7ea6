import type { Mask, PixelCanvas } from './canvas.ts';
import type { Ramp } from './palette.ts';

export interface PaintOptions {
  /** Draw the dark outline ring around the shape (default true). */
  outline?: boolean;
  /** Light the left rim and shade the right and bottom rims (default true). */
  rims?: boolean;
}

/**
 * Fills a shape with its ramp's base, outlines it and shades its rims, lit from the top left.
 * Drawing parts back to front lets each later part's outline separate it from the one below.
 */
export function paintShape(canvas: PixelCanvas, shape: Mask, r: Ramp, options: PaintOptions = {}): void {
  const { outline = true, rims = true } = options;
  if (outline) canvas.fill(shape.ring(), r.line);
  canvas.fill(shape, r.base);
  if (!rims) return;
  const right = shape.edge(1, 0);
  const bottom = shape.edge(0, 1);
  canvas.fill(right.union(bottom), r.shade);
  canvas.fill(shape.edge(-1, 0).minus(right, bottom), r.light);
}

/** Swaps one ramp for another inside a mask: stripes, trims and two-tone patterns. */
export function recolor(canvas: PixelCanvas, area: Mask, from: Ramp, to: Ramp): void {
  const keys = ['shine', 'light', 'base', 'shade', 'deep', 'line'] as const;
  area.forEach((x, y) => {
    const c = canvas.get(x, y);
    const key = keys.find((k) => from[k] === c);
    if (key) canvas.set(x, y, to[key]);
  });
}

/** A rectangle of a sprite, in sprite pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box holding every visible pixel of RGBA data; null for a blank sprite. */
export function spriteBounds(rgba: ArrayLike<number>, width: number, height: number): Box | null {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((rgba[(y * width + x) * 4 + 3] ?? 0) === 0) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  return maxX < 0 ? null : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/** Demo art pixels are 5×5 sprite pixels: zooms in fifths keep each one a whole number of pixels. */
const ZOOM_STEP = 0.2;

/** The largest zoom, in fifths, at which the box fits the frame (at least one fifth, at most `max`). */
export function fitScale(box: Box, frameWidth: number, frameHeight: number, max: number): number {
  const fit = Math.min(frameWidth / Math.max(1, box.width), frameHeight / Math.max(1, box.height), max);
  const steps = Math.max(1, Math.floor(fit / ZOOM_STEP + 1e-9));
  return Math.round(steps * ZOOM_STEP * 100) / 100;
}

// The demo community's clothing art (spec 2 §3, §9): one PNG sprite sheet per design, variants
// stacked vertically at 210×340 each, all drawn against one body anchor (see body.ts REGIONS).
import sharp from 'sharp';
import { REGIONS } from './body.ts';
import { GRID_H, GRID_W, PixelCanvas, SCALE } from './canvas.ts';
import { DESIGNS } from './catalog.ts';
import type { ArtCategory, DemoVariant, DesignArt } from './design.ts';

export { SHOP_DESIGNS, STARTER_DESIGNS } from './catalog.ts';

export type { ArtCategory, DemoVariant } from './design.ts';

export interface DemoDesign {
  name: string;
  category: ArtCategory;
  variants: DemoVariant[];
  /** PNG, SPRITE_WIDTH wide, SPRITE_HEIGHT × variants.length tall; variant i at y = SPRITE_HEIGHT × i. */
  sheet: Buffer;
}

export const SPRITE_WIDTH = GRID_W * SCALE;
export const SPRITE_HEIGHT = GRID_H * SCALE;

/** Draws the designs' sprite sheets (every demo design by default). Deterministic: the same PNG bytes on every run. */
export async function generateDemoArt(designs: readonly DesignArt[] = DESIGNS): Promise<DemoDesign[]> {
  return Promise.all(designs.map(renderDesign));
}

async function renderDesign(art: DesignArt): Promise<DemoDesign> {
  const height = SPRITE_HEIGHT * art.variants.length;
  const pixels = Buffer.alloc(SPRITE_WIDTH * height * 4);
  art.variants.forEach(({ draw }, i) => {
    const canvas = new PixelCanvas();
    draw(canvas);
    canvas.writeRgba(pixels, SPRITE_HEIGHT * i);
  });
  const sheet = await sharp(pixels, { raw: { width: SPRITE_WIDTH, height, channels: 4 } })
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
  return { name: art.name, category: art.category, variants: art.variants.map((v) => v.variant), sheet };
}

export interface SpriteRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The shared body anchor in sprite pixels (outline included): every sprite is drawn so these line
 * up at offset (0, 0). Arms span both sides of the torso; headroom is the space above the head
 * that hats and buns may use.
 */
export const BODY_REGIONS = Object.fromEntries(
  Object.entries(REGIONS).map(([part, r]) => [
    part,
    { x: r.x0 * SCALE, y: r.y0 * SCALE, width: (r.x1 - r.x0 + 1) * SCALE, height: (r.y1 - r.y0 + 1) * SCALE },
  ]),
) as Record<keyof typeof REGIONS, SpriteRect>;

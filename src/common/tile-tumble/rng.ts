import { BOMB_CHANCE, RAINBOW_CHANCE, TILE_COLORS, type Tile } from './constants.ts';

/**
 * Seeded PRNG (mulberry32): returns floats in [0, 1). The seed is taken as a 32-bit unsigned
 * integer (`seed >>> 0`), so any number is accepted and equal seeds give equal streams.
 */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Draws one tile from a single random number u: u < 3 % rainbow, u < 5 % bomb (DECISIONS.md),
 * otherwise the remaining 95 % are split evenly over the six colours.
 */
export function drawTile(rng: () => number): Exclude<Tile, null> {
  const u = rng();
  if (u < RAINBOW_CHANCE) return 'rainbow';
  if (u < RAINBOW_CHANCE + BOMB_CHANCE) return 'bomb';
  const plain = (u - RAINBOW_CHANCE - BOMB_CHANCE) / (1 - RAINBOW_CHANCE - BOMB_CHANCE);
  return TILE_COLORS[Math.min(TILE_COLORS.length - 1, Math.floor(plain * TILE_COLORS.length))]!;
}

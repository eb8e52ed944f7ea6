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
 * A game's seed: 64 hexadecimal digits (256 random bits, every game since issue 15), or a 32-bit
 * number (games stored before, and the fixed seeds of tests). A number seed's 2^32 games could be
 * searched for the one matching an opening board, which would tell every tile still to fall.
 */
export type GameSeed = number | string;

const SEED_HEX = /^[0-9a-f]{64}$/;

/** True when `seed` is a well-formed text seed: 64 lower-case hexadecimal digits. */
export function isSeedText(seed: string): boolean {
  return SEED_HEX.test(seed);
}

const rotl = (x: number, n: number) => (x << n) | (x >>> (32 - n));

/**
 * The ChaCha20 block function (RFC 8439 §2.3): 16 words of keystream for a 256-bit key (8 words),
 * a block counter and a 96-bit nonce (3 words), all little-endian 32-bit words.
 */
export function chacha20Block(key: readonly number[], counter: number, nonce: readonly number[]): number[] {
  const state = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574, ...key, counter, ...nonce];
  const x = [...state];
  const quarter = (a: number, b: number, c: number, d: number) => {
    x[a] = (x[a]! + x[b]!) | 0;
    x[d] = rotl(x[d]! ^ x[a]!, 16);
    x[c] = (x[c]! + x[d]!) | 0;
    x[b] = rotl(x[b]! ^ x[c]!, 12);
    x[a] = (x[a]! + x[b]!) | 0;
    x[d] = rotl(x[d]! ^ x[a]!, 8);
    x[c] = (x[c]! + x[d]!) | 0;
    x[b] = rotl(x[b]! ^ x[c]!, 7);
  };
  for (let round = 0; round < 10; round++) {
    quarter(0, 4, 8, 12);
    quarter(1, 5, 9, 13);
    quarter(2, 6, 10, 14);
    quarter(3, 7, 11, 15);
    quarter(0, 5, 10, 15);
    quarter(1, 6, 11, 12);
    quarter(2, 7, 8, 13);
    quarter(3, 4, 9, 14);
  }
  return x.map((word, i) => (word + state[i]!) >>> 0);
}

/**
 * The random stream of a game: ChaCha20's keystream keyed by a text seed, whose words can't be
 * worked back to the key (so the opening board tells nothing of the tiles to come); mulberry32
 * for a number seed, as those games were played.
 */
export function createGameRng(seed: GameSeed): () => number {
  if (typeof seed === 'number') return createRng(seed);
  if (!isSeedText(seed)) throw new Error('A game seed is 64 hexadecimal digits');
  const key = Array.from({ length: 8 }, (_, i) => {
    const byte = (j: number) => Number.parseInt(seed.slice(i * 8 + j * 2, i * 8 + j * 2 + 2), 16);
    return (byte(0) | (byte(1) << 8) | (byte(2) << 16) | (byte(3) << 24)) >>> 0;
  });
  let counter = 0;
  let block: number[] = [];
  let next = 16;
  return () => {
    if (next === 16) {
      block = chacha20Block(key, counter++, [0, 0, 0]);
      next = 0;
    }
    return block[next++]! / 4_294_967_296;
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

import { TILE_SIZE, type Tile } from '../../../common/tile-tumble/index.ts';

type Shade = { base: string; light: string; dark: string };

// Each colour also has its own symbol, so the tiles can be told apart without colour vision.
const SHADES: Record<Exclude<Tile, null>, Shade> = {
  red: { base: '#e0453a', light: '#ff8a73', dark: '#8f1f1a' },
  blue: { base: '#3a7be0', light: '#86b6ff', dark: '#1b3f8f' },
  green: { base: '#3fae4a', light: '#8ee28a', dark: '#1d6526' },
  yellow: { base: '#f2c230', light: '#ffe98a', dark: '#9a7410' },
  purple: { base: '#9a4fd6', light: '#cf98ff', dark: '#552080' },
  orange: { base: '#f07f24', light: '#ffb66f', dark: '#964510' },
  rainbow: { base: '#ffffff', light: '#ffffff', dark: '#5b4b70' },
  bomb: { base: '#3a3347', light: '#6d6282', dark: '#17131f' },
};

// 8 × 8 symbols: '#' the symbol, '+' a highlight in it.
const SYMBOLS: Record<Exclude<Tile, null>, string[]> = {
  red: ['........', '.##..##.', '#+######', '#+######', '########', '.######.', '..####..', '...##...'], // heart
  blue: ['...##...', '...##...', '..#+##..', '..#+##..', '.#+####.', '.######.', '.######.', '..####..'], // drop
  green: ['...##...', '..####..', '.##..##.', '##....##', '##....##', '.##..##.', '..####..', '...##...'], // ring
  yellow: ['...##...', '...##...', '########', '.######.', '..####..', '.######.', '.##..##.', '##....##'], // star
  purple: ['##....##', '###..###', '.######.', '..####..', '..####..', '.######.', '###..###', '##....##'], // cross
  orange: ['...##...', '..####..', '.######.', '########', '########', '.######.', '..####..', '...##...'], // diamond
  rainbow: ['...##...', '..####..', '########', '.######.', '..####..', '.##..##.', '##....##', '........'], // star
  bomb: ['.....#+.', '....#...', '..####..', '.######.', '.#+#####', '.######.', '.######.', '..####..'], // bomb
};

const RAINBOW = ['#e0453a', '#f07f24', '#f2c230', '#3fae4a', '#3a7be0', '#9a4fd6'];

/** The pixel grid of one tile: 10 × 10 art pixels of 5 px each. */
const PX = TILE_SIZE / 10;

/** Scale in device pixels per board unit; edges are rounded to whole device pixels so art pixels
 * never blur or leave seams when the board is scaled by a fraction (small screens). */
let S = 1;
const snap = (v: number) => Math.round(v * S);
function rect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number): void {
  ctx.fillRect(snap(x), snap(y), snap(x + w) - snap(x), snap(y + h) - snap(y));
}
function clear(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number): void {
  ctx.clearRect(snap(x), snap(y), snap(x + w) - snap(x), snap(y + h) - snap(y));
}

function drawBody(ctx: CanvasRenderingContext2D, tile: Exclude<Tile, null>, x: number, y: number): void {
  const s = SHADES[tile];
  const inner = TILE_SIZE - 2;
  if (tile === 'rainbow') {
    RAINBOW.forEach((colour, i) => {
      ctx.fillStyle = colour;
      const band = Math.ceil(inner / RAINBOW.length);
      rect(ctx, x + 1, y + 1 + i * band, inner, Math.min(band, inner - i * band));
    });
  } else {
    ctx.fillStyle = s.base;
    rect(ctx, x + 1, y + 1, inner, inner);
  }
  // bevel: light top and left, dark bottom and right, cut corners for a pixel look
  ctx.fillStyle = tile === 'rainbow' ? 'rgba(255,255,255,0.55)' : s.light;
  rect(ctx, x + 1 + PX, y + 1, inner - 2 * PX, PX / 1.25);
  rect(ctx, x + 1, y + 1 + PX, PX / 1.25, inner - 2 * PX);
  ctx.fillStyle = tile === 'rainbow' ? 'rgba(0,0,0,0.3)' : s.dark;
  rect(ctx, x + 1 + PX, y + TILE_SIZE - 1 - PX / 1.25, inner - 2 * PX, PX / 1.25);
  rect(ctx, x + TILE_SIZE - 1 - PX / 1.25, y + 1 + PX, PX / 1.25, inner - 2 * PX);
  // cut corners
  clear(ctx, x + 1, y + 1, PX / 2, PX / 2);
  clear(ctx, x + TILE_SIZE - 1 - PX / 2, y + 1, PX / 2, PX / 2);
  clear(ctx, x + 1, y + TILE_SIZE - 1 - PX / 2, PX / 2, PX / 2);
  clear(ctx, x + TILE_SIZE - 1 - PX / 2, y + TILE_SIZE - 1 - PX / 2, PX / 2, PX / 2);
}

function drawSymbol(ctx: CanvasRenderingContext2D, tile: Exclude<Tile, null>, x: number, y: number): void {
  const rows = SYMBOLS[tile];
  const p = 4; // 8 × 4 = 32 px, centred in the 50 px tile
  const ox = x + (TILE_SIZE - 8 * p) / 2;
  const oy = y + (TILE_SIZE - 8 * p) / 2;
  const ink = tile === 'bomb' ? '#15111c' : SHADES[tile].dark;
  const fill = tile === 'bomb' ? '#0d0a12' : tile === 'rainbow' ? '#ffffff' : '#fff8ec';
  for (const [pass, colour] of [
    [1, ink],
    [0, fill],
  ] as const) {
    rows.forEach((line, r) => {
      for (let c = 0; c < line.length; c++) {
        const ch = line[c];
        if (ch === '.') continue;
        ctx.fillStyle = pass === 0 && ch === '+' ? (tile === 'bomb' ? '#ffd23d' : '#ffffff') : colour;
        if (pass === 0 && ch === '+' && tile !== 'bomb') ctx.globalAlpha = 0.6;
        rect(ctx, ox + c * p + pass, oy + r * p + pass, p, p);
        ctx.globalAlpha = 1;
      }
    });
  }
  if (tile === 'bomb') {
    // the lit fuse
    ctx.fillStyle = '#ff7a1a';
    rect(ctx, ox + 7 * p, oy - p / 2, p, p);
  }
}

/** Draws one tile with its top-left corner at (x, y) in board units, `scale` device pixels a unit. */
export function drawTile(ctx: CanvasRenderingContext2D, tile: Tile, x: number, y: number, scale = 1): void {
  if (tile === null) return;
  S = scale;
  drawBody(ctx, tile, x, y);
  drawSymbol(ctx, tile, x, y);
}

/** The colour of a tile's sparks. */
export function particleColour(tile: Tile): string {
  if (tile === null) return '#ffffff';
  if (tile === 'rainbow') return '#ffffff';
  return SHADES[tile].light;
}

const cache = new Map<string, HTMLCanvasElement>();

/**
 * A tile pre-drawn at `scale` device pixels per board unit: drawing an image is far cheaper than
 * the ~130 rectangles of a tile, and every frame draws 100 tiles.
 */
export function tileSprite(tile: Exclude<Tile, null>, scale: number): HTMLCanvasElement {
  const key = `${tile}@${scale}`;
  let canvas = cache.get(key);
  if (!canvas) {
    canvas = document.createElement('canvas');
    canvas.width = Math.ceil(TILE_SIZE * scale);
    canvas.height = Math.ceil(TILE_SIZE * scale);
    const ctx = canvas.getContext('2d')!;
    ctx.imageSmoothingEnabled = false;
    drawTile(ctx, tile, 0, 0, scale);
    if (cache.size > 64) cache.clear();
    cache.set(key, canvas);
  }
  return canvas;
}

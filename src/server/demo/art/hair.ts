// Hair sits at layer 10: above the skin, below every garment. So a fringe may lie over the forehead,
// and long hair is cut away wherever the body is, which makes it fall *behind* the shoulders and
// lets a top at layer 30 cover it naturally.
import { BODY } from './body.ts';
import { GRID_H, Mask, type PixelCanvas } from './canvas.ts';
import { type DesignArt, design, type Price } from './design.ts';
import { paintShape } from './paint.ts';
import { type Ramp, ramp } from './palette.ts';

/** The face a hairstyle leaves bare: head pixels in columns 13…28 below the given hairline. */
function faceBelow(hairline: readonly number[]): Mask {
  const face = new Mask();
  hairline.forEach((top, i) => {
    face.rect(13 + i, top, 13 + i, 27);
  });
  return face.intersect(BODY.head);
}

/** Everything of the body below the chin, with its outline: long hair hides behind it. */
const BODY_BELOW_HEAD = BODY.neck.union(BODY.torso, BODY.arms, BODY.hands).grow().minus(BODY.head.grow());

/** The outline under the chin, which long hair must not paint over. */
const CHIN = BODY.head
  .ring()
  .band(23, 27)
  .intersect(new Mask().rect(13, 0, 28, GRID_H - 1));

function strands(
  canvas: PixelCanvas,
  inside: Mask,
  color: number,
  points: ReadonlyArray<readonly [number, number]>,
) {
  const m = new Mask();
  for (const [x, y] of points) m.add(x, y);
  canvas.tint(m.intersect(inside), color);
}

/** A line of pixels from (x0, y0), stepping (dx, dy) n times: a strand of hair. */
function line(x0: number, y0: number, dx: number, dy: number, n: number): Array<[number, number]> {
  return Array.from({ length: n }, (_, i) => [x0 + dx * i, y0 + dy * i] as [number, number]);
}

/** The "angel ring": a light arc following the crown of the head, brightest at the upper left. */
function sheen(canvas: PixelCanvas, hair: Mask, r: Ramp, cy = 14, rx = 9, ry = 8.5): void {
  const band = new Mask();
  hair.forEach((x, y) => {
    const d = Math.hypot((x - 20.5) / rx, (y - cy) / ry);
    if (d > 0.86 && d < 1.02 && y < cy - 3) band.add(x, y);
  });
  canvas.tint(band, r.light);
  canvas.tint(band.intersect(new Mask().rect(0, 0, 16, GRID_H - 1)), r.shine);
}

/** Hair shaded from the top left, with its own outline. */
function paintHair(canvas: PixelCanvas, hair: Mask, r: Ramp): void {
  paintShape(canvas, hair, r, { rims: false });
  canvas.fill(hair.edge(1, 0).union(hair.edge(0, 1)), r.shade);
}

function drawPixie(canvas: PixelCanvas, r: Ramp): void {
  const cap = Mask.of((m) =>
    m
      .centred(4, [4, 7, 9, 10, 11, 11, 11, 11, 11, 11])
      .rect(10, 14, 12, 17)
      .rows(18, [[11, 12]])
      .mirrored(),
  );
  // A side-swept fringe: pointed locks, longer over the left brow, lifted on the right.
  const face = faceBelow([17, 16, 15, 14, 14, 13, 14, 13, 12, 12, 11, 12, 12, 11, 12, 13]);
  const hair = cap.minus(face);
  paintHair(canvas, hair, r);
  sheen(canvas, hair, r, 14, 9, 8.5);
  strands(canvas, hair, r.shade, [
    ...line(20, 8, -1, 1, 5),
    ...line(25, 8, -1, 1, 3),
    ...line(14, 10, -1, 1, 3),
    ...line(29, 10, 0, 1, 4),
    ...line(12, 13, 0, 1, 3),
  ]);
}

function drawLongWaves(canvas: PixelCanvas, r: Ramp): void {
  const wave = [12, 12, 13, 13, 13, 12];
  const lengths = Array.from({ length: 30 }, (_, i) => (wave[i % wave.length] ?? 12) + (i > 14 ? 1 : 0));
  const back = Mask.of((m) =>
    m
      .centred(3, [4, 7, 9, 10, 11, 11, 12])
      .centred(10, lengths)
      .rows(40, [
        [7, 10],
        [8, 9],
        [13, 14],
      ])
      .rect(12, 40, 15, 40)
      .mirrored(),
  );
  // Curtain bangs parted in the middle; locks frame the cheeks down past the chin.
  const face = faceBelow([15, 13, 12, 11, 11, 10, 10, 9, 9, 10, 10, 11, 11, 12, 13, 15]);
  const hair = back.minus(face, BODY_BELOW_HEAD, CHIN);
  paintHair(canvas, hair, r);
  sheen(canvas, hair, r, 13, 9.5, 9);
  // Waves: strands that swing left and right as they fall.
  const swing = (x: number, y0: number, n: number) =>
    Array.from({ length: n }, (_, i) => [x + (Math.floor((i + y0) / 3) % 2), y0 + i] as [number, number]);
  strands(canvas, hair, r.shade, [
    ...line(20, 4, 0, 1, 3),
    ...line(21, 7, 0, 1, 2),
    ...line(18, 8, -1, 1, 3),
    ...line(23, 8, 1, 1, 3),
    ...swing(11, 15, 10),
    ...swing(29, 15, 10),
    ...swing(9, 27, 12),
    ...swing(31, 26, 13),
    ...swing(12, 32, 8),
    ...swing(28, 33, 7),
  ]);
  strands(canvas, hair, r.light, [...swing(8, 22, 8), ...swing(10, 34, 5), ...swing(32, 30, 5)]);
}

function drawSpaceBuns(canvas: PixelCanvas, r: Ramp, tie: Ramp): void {
  const cap = Mask.of((m) =>
    m.centred(4, [5, 8, 10, 11, 11, 11, 11, 11, 11, 11]).rect(10, 14, 12, 20).mirrored(),
  );
  // Blunt bangs with a soft notch in the middle, and chin-length sides.
  const face = faceBelow([16, 15, 14, 14, 14, 14, 14, 13, 13, 14, 14, 14, 14, 14, 15, 16]);
  const hair = cap.minus(face);
  paintHair(canvas, hair, r);
  sheen(canvas, hair, r, 14, 9, 8.5);
  strands(canvas, hair, r.shade, [
    ...line(20, 4, 0, 1, 4),
    ...line(21, 8, 0, 1, 2),
    [15, 13],
    [18, 13],
    [23, 13],
    [26, 13],
    ...line(11, 15, 0, 1, 4),
    ...line(29, 15, 0, 1, 4),
  ]);
  const buns = Mask.of((m) => m.ellipse(12, 3, 4, 3.5).mirrored());
  paintHair(canvas, buns, r);
  strands(canvas, buns, r.light, [...line(9, 3, 1, -1, 3), ...line(28, 1, 1, 1, 2)]);
  strands(canvas, buns, r.shine, [
    [10, 2],
    [29, 2],
  ]);
  strands(canvas, buns, r.shade, [...line(13, 2, 1, 1, 3), ...line(28, 4, 1, -1, 2)]);
  // A ruffled scrunchie follows the lower curve of each bun.
  const base = buns.edge(0, 1).band(4, 7);
  const ties = base.union(base.shift(0, -1).intersect(buns));
  canvas.fill(ties, tie.base);
  canvas.fill(base, tie.shade);
  ties.minus(base).forEach((x, y) => {
    if (x % 2 === 0) canvas.set(x, y, tie.light);
  });
}

/** A short crop with a blunt fringe: the first of the starter styles. */
function drawShortCrop(canvas: PixelCanvas, r: Ramp): void {
  const cap = Mask.of((m) =>
    m.centred(4, [5, 8, 10, 11, 11, 11, 11, 11, 11, 11]).rect(10, 14, 12, 18).mirrored(),
  );
  const face = faceBelow([17, 15, 14, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 14, 15, 17]);
  const hair = cap.minus(face);
  paintHair(canvas, hair, r);
  sheen(canvas, hair, r, 14, 9, 8.5);
  strands(canvas, hair, r.shade, [
    ...line(17, 8, 0, 1, 4),
    ...line(24, 8, 0, 1, 4),
    ...line(11, 14, 0, 1, 4),
    ...line(30, 14, 0, 1, 4),
  ]);
}

/** A chin-length bob parted at the side: the second starter style. */
function drawBob(canvas: PixelCanvas, r: Ramp): void {
  const back = Mask.of((m) =>
    m
      .centred(3, [4, 7, 9, 10, 11, 11, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 11])
      .mirrored(),
  );
  const face = faceBelow([16, 14, 13, 12, 11, 11, 11, 12, 12, 12, 13, 13, 13, 14, 15, 16]);
  const hair = back.minus(face, BODY_BELOW_HEAD, CHIN);
  paintHair(canvas, hair, r);
  sheen(canvas, hair, r, 13, 9.5, 9);
  strands(canvas, hair, r.shade, [
    ...line(16, 4, 0, 1, 3),
    ...line(15, 7, -1, 1, 4),
    ...line(10, 14, 0, 1, 10),
    ...line(31, 14, 0, 1, 10),
  ]);
  strands(canvas, hair, r.light, [...line(9, 18, 0, 1, 5), ...line(32, 18, 0, 1, 5)]);
}

const HAIR_COLOURS = {
  chestnut: { name: 'Chestnut', hex: '#8a4b2f' },
  raven: { name: 'Raven', hex: '#34304a' },
  honey: { name: 'Honey', hex: '#e4ac55' },
  ginger: { name: 'Ginger', hex: '#d9693f' },
  lilac: { name: 'Lilac', hex: '#b79be3' },
  rose: { name: 'Rose', hex: '#f09ab8' },
  seafoam: { name: 'Seafoam', hex: '#79cdb9' },
  cocoa: { name: 'Cocoa', hex: '#5e3b2c' },
} as const;

const hairEntry = (c: { name: string; hex: string }, price?: Price) => ({
  name: c.name,
  hex: c.hex,
  palette: ramp(c.hex),
  ...(price ? { price } : {}),
});

export const HAIR: DesignArt[] = [
  design(
    'Pixie Cut',
    'hair',
    [
      hairEntry(HAIR_COLOURS.chestnut),
      hairEntry(HAIR_COLOURS.raven),
      hairEntry(HAIR_COLOURS.honey),
      hairEntry(HAIR_COLOURS.ginger),
      hairEntry(HAIR_COLOURS.lilac, { coins: 120, gems: 2 }),
    ],
    { coins: 120 },
    drawPixie,
  ),
  design(
    'Long Waves',
    'hair',
    [
      hairEntry(HAIR_COLOURS.chestnut),
      hairEntry(HAIR_COLOURS.raven),
      hairEntry(HAIR_COLOURS.honey),
      hairEntry(HAIR_COLOURS.rose, { coins: 100, gems: 2 }),
      hairEntry(HAIR_COLOURS.seafoam, { coins: 220, stock: 20 }),
    ],
    { coins: 180 },
    drawLongWaves,
  ),
  design(
    'Space Buns',
    'hair',
    [
      {
        name: 'Cocoa',
        hex: HAIR_COLOURS.cocoa.hex,
        palette: [ramp(HAIR_COLOURS.cocoa.hex), ramp('#f2c14e')] as const,
      },
      {
        name: 'Honey',
        hex: HAIR_COLOURS.honey.hex,
        palette: [ramp(HAIR_COLOURS.honey.hex), ramp('#e45f7e')] as const,
      },
      {
        name: 'Raven',
        hex: HAIR_COLOURS.raven.hex,
        palette: [ramp(HAIR_COLOURS.raven.hex), ramp('#7fd3e8')] as const,
      },
      {
        name: 'Cotton Candy',
        hex: '#f7a9d4',
        palette: [ramp('#f7a9d4'), ramp('#8fc7ff')] as const,
        price: { coins: 150, expiresInDays: 14 },
      },
    ],
    { coins: 150 },
    (canvas, [hair, tie]) => drawSpaceBuns(canvas, hair, tie),
  ),
];

/** Issue 18 §2: nobody starts bald. Starter styles in natural colours, owned by everyone, never sold. */
export const STARTER_HAIR: DesignArt[] = [
  design(
    'Short Crop',
    'hair',
    [HAIR_COLOURS.chestnut, HAIR_COLOURS.raven, HAIR_COLOURS.honey, HAIR_COLOURS.cocoa].map((c) =>
      hairEntry(c),
    ),
    'starter',
    drawShortCrop,
  ),
  design(
    'Classic Bob',
    'hair',
    [HAIR_COLOURS.cocoa, HAIR_COLOURS.raven, HAIR_COLOURS.honey, HAIR_COLOURS.ginger].map((c) =>
      hairEntry(c),
    ),
    'starter',
    drawBob,
  ),
];

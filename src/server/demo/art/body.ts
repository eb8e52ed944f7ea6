// The shared body every item is drawn against. All sprites use this one anchor, so layers line up
// when composited at offset (0, 0). Coordinates are logical grid pixels (×5 in the sprite).
import { Mask, mirrorX, type PixelCanvas } from './canvas.ts';
import { design } from './design.ts';
import { paintShape } from './paint.ts';
import { INK, mix, type Ramp, ramp, WHITE } from './palette.ts';

/** Body parts as masks. Left-hand parts are at small x; `mirrored()` makes pairs. */
export const BODY = {
  head: Mask.of((m) =>
    m
      .centred(7, [6, 8, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 8, 6])
      .rect(10, 16, 10, 19)
      .mirrored(),
  ),
  neck: Mask.of((m) => m.centred(27, [3, 3])),
  torso: Mask.of((m) => m.centred(29, [5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6])),
  arms: Mask.of((m) =>
    m
      .rows(30, [[12, 13]])
      .rect(11, 31, 13, 39)
      .mirrored(),
  ),
  hands: Mask.of((m) =>
    m
      .rows(40, [
        [10, 13],
        [10, 13],
        [11, 12],
      ])
      .mirrored(),
  ),
  legs: Mask.of((m) => m.rect(15, 46, 18, 59).mirrored()),
  feet: Mask.of((m) =>
    m
      .rows(60, [
        [14, 18],
        [13, 18],
        [13, 18],
      ])
      .mirrored(),
  ),
};

/** Inclusive grid rectangle. */
export interface GridRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Where each part of the body lies, outline included (grid pixels; the sprite's are ×5). Rows 0–5
 * above the head are headroom for buns, pom-poms and crowns; rows 64–67 stay empty.
 */
export const REGIONS = {
  headroom: { x0: 6, y0: 0, x1: 35, y1: 5 },
  head: { x0: 9, y0: 6, x1: 32, y1: 27 },
  neck: { x0: 17, y0: 27, x1: 24, y1: 28 },
  torso: { x0: 14, y0: 28, x1: 27, y1: 45 },
  arms: { x0: 9, y0: 29, x1: 32, y1: 43 },
  legs: { x0: 14, y0: 46, x1: 27, y1: 59 },
  feet: { x0: 12, y0: 60, x1: 29, y1: 63 },
} as const satisfies Record<string, GridRect>;

export interface SkinTone {
  name: string;
  hex: string;
}

export const SKIN_TONES: readonly SkinTone[] = [
  { name: 'Porcelain', hex: '#fbe3d6' },
  { name: 'Peach', hex: '#f4c8a5' },
  { name: 'Golden', hex: '#dfa676' },
  { name: 'Tan', hex: '#c0845a' },
  { name: 'Brown', hex: '#8e5838' },
  { name: 'Deep', hex: '#5e3726' },
];

const COTTON = ramp('#ece6f2');

export function skinRamp(hex: string): Ramp {
  return ramp(hex, 345);
}

export function drawBody(canvas: PixelCanvas, skinHex: string): void {
  const skin = skinRamp(skinHex);
  paintShape(canvas, BODY.legs, skin);
  paintShape(canvas, BODY.feet, skin);
  paintShape(canvas, BODY.torso, skin);
  paintShape(canvas, BODY.arms.union(BODY.hands), skin);
  // The neck joins the torso without a seam: outline its sides only.
  canvas.fill(BODY.neck.ring().band(0, 28), skin.line);
  canvas.fill(BODY.neck, skin.shade);
  paintShape(canvas, BODY.head, skin, { rims: false });
  canvas.fill(BODY.head.edge(1, 0), skin.shade);
  canvas.fill(BODY.head.edge(-1, 0), skin.light);
  drawFace(canvas, skin);
  drawUnderwear(canvas);
}

function drawFace(canvas: PixelCanvas, skin: Ramp): void {
  const eye = Mask.of((m) => m.rect(15, 16, 16, 18).mirrored());
  canvas.fill(eye, INK);
  canvas.dots(WHITE, [
    [16, 16],
    [mirrorX(15), 16],
  ]);
  canvas.dots(
    mix(skin.base, 0xff5d7a, 0.3),
    [
      [13, 20],
      [14, 20],
    ],
    true,
  );
  canvas.dots(mix(skin.line, 0xc0405a, 0.35), [
    [20, 21],
    [21, 21],
  ]);
}

function drawUnderwear(canvas: PixelCanvas): void {
  const vest = Mask.of((m) => m.rect(17, 30, 17, 31).rect(15, 32, 20, 40).mirrored());
  const briefs = Mask.of((m) => m.rect(15, 41, 20, 45).rect(15, 46, 18, 47).mirrored());
  paintShape(canvas, vest.intersect(BODY.torso), COTTON, { outline: false });
  canvas.fill(vest.ring().intersect(BODY.torso).band(31, 40), COTTON.shade);
  paintShape(canvas, briefs, COTTON, { outline: false });
  canvas.fill(briefs.edge(0, -1), COTTON.deep);
}

/** spec 2 §4: skin tones are the variants of the one design named 'Skin', owned by everyone. */
export const SKIN = design(
  'Skin',
  'skin',
  SKIN_TONES.map((t) => ({ name: t.name, hex: t.hex, palette: t.hex })),
  'starter',
  drawBody,
);

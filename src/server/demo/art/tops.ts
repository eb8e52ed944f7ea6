// Tops sit at layer 30: over the waistband of any bottom (layer 20) and over long hair (layer 10).
// Their outline lies exactly on the body's outline, so no skin line peeks out past the cloth.
import { BODY } from './body.ts';
import { Mask, type PixelCanvas } from './canvas.ts';
import { type DesignArt, design } from './design.ts';
import { paintShape, recolor } from './paint.ts';
import { type Ramp, ramp } from './palette.ts';

/** Short sleeves over the upper arm, one pixel looser than the arm. */
const TEE_SLEEVES = Mask.of((m) =>
  m
    .rows(30, [[11, 13]])
    .rect(10, 31, 13, 34)
    .mirrored(),
);

/** The tee's body down to the hip, with a crew-neck opening. */
const TEE_BODY = BODY.torso.band(29, 43).minus(Mask.of((m) => m.rect(19, 29, 22, 29).rect(20, 30, 21, 30)));

function drawTeeShape(canvas: PixelCanvas, r: Ramp): void {
  paintShape(canvas, TEE_SLEEVES, r);
  // Sleeve hems a shade darker, and a crease where the sleeve meets the shoulder.
  canvas.fill(TEE_SLEEVES.edge(0, 1), r.shade);
  paintShape(canvas, TEE_BODY, r);
  canvas.fill(TEE_BODY.edge(0, 1), r.shade);
  // Creases running in from under the arms.
  canvas.dots(r.shade, [
    [16, 31],
    [17, 32],
    [24, 32],
    [25, 31],
  ]);
  // Ribbed collar around the neck opening.
  const collar = Mask.of((m) => m.rect(18, 29, 23, 29).rect(19, 30, 22, 30).rect(20, 31, 21, 31)).intersect(
    TEE_BODY,
  );
  canvas.fill(collar, r.shade);
}

function drawBasicTee(canvas: PixelCanvas, r: Ramp): void {
  drawTeeShape(canvas, r);
}

function drawStripedTee(canvas: PixelCanvas, [main, stripe]: readonly [Ramp, Ramp]): void {
  drawTeeShape(canvas, main);
  const stripes = new Mask();
  for (let y = 32; y <= 43; y += 3) stripes.rect(0, y, 41, y + 1);
  recolor(canvas, stripes.intersect(TEE_BODY.union(TEE_SLEEVES)), main, stripe);
}

function drawHoodie(canvas: PixelCanvas, r: Ramp, string: Ramp): void {
  const sleeves = Mask.of((m) =>
    m
      .rows(30, [[11, 13]])
      .rect(10, 31, 13, 39)
      .mirrored(),
  );
  paintShape(canvas, sleeves, r);
  // Ribbed cuffs and elbow creases.
  canvas.fill(sleeves.band(38, 39), r.shade);
  canvas.dots(r.deep, [
    [11, 38],
    [13, 38],
    [28, 38],
    [30, 38],
  ]);
  canvas.dots(r.shade, [
    [12, 35],
    [11, 34],
    [29, 35],
    [30, 34],
  ]);
  const body = BODY.torso.band(29, 42).union(Mask.of((m) => m.centred(43, [7, 7])));
  paintShape(canvas, body, r);
  // Ribbed hem band.
  canvas.fill(body.band(43, 44), r.shade);
  canvas.dots(r.deep, [
    [15, 43],
    [17, 43],
    [19, 43],
    [22, 43],
    [24, 43],
    [26, 43],
  ]);
  canvas.fill(body.edge(0, 1), r.deep);
  // Kangaroo pocket with slanted openings.
  const pocket = Mask.of((m) => m.centred(37, [3, 4, 5, 5, 5]));
  canvas.fill(pocket.ring().intersect(body).band(36, 42), r.shade);
  canvas.dots(
    r.deep,
    [
      [16, 38],
      [16, 39],
      [17, 37],
    ],
    true,
  );
  // The hood lies rolled behind the neck and opens in a V down the chest.
  const hood = Mask.of((m) =>
    m
      .rows(27, [
        [13, 16],
        [13, 17],
        [14, 19],
        [15, 20],
        [17, 20],
      ])
      .mirrored(),
  )
    .minus(BODY.head.grow(), BODY.neck)
    .minus(Mask.of((m) => m.rect(20, 29, 21, 29)));
  paintShape(canvas, hood, r);
  canvas.fill(hood.edge(-1, 0).band(28, 31), r.shade);
  canvas.dots(r.deep, [
    [19, 30],
    [22, 30],
  ]);
  // Drawstrings with tips.
  canvas.dots(string.base, [
    [19, 32],
    [19, 33],
    [19, 34],
    [22, 32],
    [22, 33],
    [22, 34],
  ]);
  canvas.dots(string.shade, [
    [19, 35],
    [22, 35],
  ]);
}

const WHITE_COTTON = '#f4f1ea';

export const TOPS: DesignArt[] = [
  design(
    'Basic Tee',
    'top',
    [{ name: 'White', hex: WHITE_COTTON, palette: ramp(WHITE_COTTON) }],
    'starter',
    drawBasicTee,
  ),
  design(
    'Striped Tee',
    'top',
    [
      { name: 'Breton', hex: '#34407a', palette: [ramp(WHITE_COTTON), ramp('#34407a')] as const },
      { name: 'Cherry', hex: '#d9445a', palette: [ramp(WHITE_COTTON), ramp('#d9445a')] as const },
      { name: 'Sage', hex: '#7fa87c', palette: [ramp('#eef2e4'), ramp('#7fa87c')] as const },
      {
        name: 'Sunshine',
        hex: '#ffd36e',
        palette: [ramp('#ffd36e'), ramp('#f2884b')] as const,
        price: { coins: 90, expiresInDays: 30 },
      },
    ],
    { coins: 90 },
    drawStripedTee,
  ),
  design(
    'Cozy Hoodie',
    'top',
    [
      { name: 'Heather', hex: '#b8b5c6', palette: [ramp('#b8b5c6'), ramp(WHITE_COTTON)] as const },
      { name: 'Lavender', hex: '#c2a7ea', palette: [ramp('#c2a7ea'), ramp(WHITE_COTTON)] as const },
      { name: 'Forest', hex: '#4f7d5c', palette: [ramp('#4f7d5c'), ramp('#f2e6c9')] as const },
      { name: 'Peach', hex: '#f7b394', palette: [ramp('#f7b394'), ramp(WHITE_COTTON)] as const },
      {
        name: 'Midnight',
        hex: '#2f3557',
        palette: [ramp('#2f3557'), ramp('#9fd8ff')] as const,
        price: { coins: 150, gems: 3 },
      },
    ],
    { coins: 220 },
    (canvas, [main, string]) => drawHoodie(canvas, main, string),
  ),
];

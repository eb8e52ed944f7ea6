// A dress takes the top's layer (30) and replaces top and bottom (spec 2 §4), so it draws both the
// bodice and the skirt.
import { BODY } from './body.ts';
import { Mask, type PixelCanvas } from './canvas.ts';
import { type DesignArt, design } from './design.ts';
import { paintShape } from './paint.ts';
import { type Ramp, ramp } from './palette.ts';

interface DressPalette {
  main: Ramp;
  trim: Ramp;
  /** Polka dots (or stars) in this colour, if any. */
  dots?: number;
}

const COLLAR_WHITE = ramp('#fbf7f0');

function drawPuffSleeveDress(canvas: PixelCanvas, { main, trim, dots }: DressPalette): void {
  const skirt = Mask.of((m) => m.centred(41, [6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 11, 11]));
  paintShape(canvas, skirt, main, { rims: false });
  // Soft folds falling from the waist.
  for (const [x0, drift] of [
    [17, -2],
    [21, 0],
    [24, 2],
  ] as const) {
    for (let y = 43; y <= 52; y++) canvas.set(x0 + Math.round((drift * (y - 43)) / 9), y, main.shade);
  }
  canvas.fill(skirt.edge(1, 0), main.shade);
  canvas.fill(skirt.edge(-1, 0).band(43, 52), main.light);
  if (dots !== undefined) {
    canvas.dots(dots, [
      [16, 45],
      [20, 44],
      [24, 46],
      [13, 49],
      [18, 48],
      [22, 50],
      [27, 49],
      [15, 52],
      [26, 52],
    ]);
  }
  // Scalloped frill at the hem.
  const frill = skirt.band(52, 53);
  canvas.fill(frill, trim.base);
  canvas.fill(frill.edge(0, -1), trim.shade);
  for (let x = 10; x <= 31; x += 2) if (skirt.has(x, 53)) canvas.set(x, 53, trim.light);
  const bodice = BODY.torso.band(29, 41).minus(Mask.of((m) => m.rect(19, 29, 22, 29).rect(20, 30, 21, 30)));
  paintShape(canvas, bodice, main);
  canvas.dots(main.shade, [
    [16, 31],
    [25, 31],
    [25, 32],
  ]);
  if (dots !== undefined)
    canvas.dots(dots, [
      [18, 34],
      [23, 36],
      [17, 38],
    ]);
  // Puffed sleeves, gathered at the hem.
  const sleeves = Mask.of((m) =>
    m
      .rows(29, [
        [12, 14],
        [10, 14],
        [10, 14],
        [10, 13],
        [11, 13],
      ])
      .mirrored(),
  );
  paintShape(canvas, sleeves, main);
  canvas.fill(sleeves.edge(0, 1), main.deep);
  canvas.dots(main.shine, [
    [11, 30],
    [12, 30],
    [29, 30],
  ]);
  // Sash with a bow at the waist.
  const sash = BODY.torso.band(40, 41);
  canvas.fill(sash, trim.base);
  canvas.fill(sash.edge(0, 1), trim.shade);
  const bow = Mask.of((m) =>
    m
      .rows(39, [
        [18, 19],
        [18, 20],
        [18, 19],
      ])
      .mirrored(),
  );
  paintShape(canvas, bow, trim, { rims: false });
  canvas.dots(trim.shade, [
    [20, 40],
    [21, 40],
  ]);
  canvas.dots(trim.light, [[18, 39]], true);
  // Peter Pan collar.
  const collar = Mask.of((m) =>
    m
      .rows(29, [
        [17, 19],
        [17, 20],
        [18, 20],
      ])
      .mirrored(),
  ).minus(Mask.of((m) => m.rect(20, 29, 21, 29)));
  paintShape(canvas, collar, COLLAR_WHITE, { rims: false });
  canvas.fill(collar.edge(0, 1), COLLAR_WHITE.shade);
}

export const DRESSES: DesignArt[] = [
  design(
    'Puff Sleeve Dress',
    'dress',
    [
      {
        name: 'Strawberry',
        hex: '#e5505e',
        palette: { main: ramp('#e5505e'), trim: ramp('#fbf7f0'), dots: 0xfff3ee },
      },
      { name: 'Lavender', hex: '#b8a2e6', palette: { main: ramp('#b8a2e6'), trim: ramp('#fbf7f0') } },
      {
        name: 'Sky',
        hex: '#8cc8f0',
        palette: { main: ramp('#8cc8f0'), trim: ramp('#fff1a8'), dots: 0xffffff },
      },
      { name: 'Lemon', hex: '#f6da6c', palette: { main: ramp('#f6da6c'), trim: ramp('#7cc3a4') } },
      {
        name: 'Starlight',
        hex: '#2f3170',
        palette: { main: ramp('#2f3170'), trim: ramp('#f2c94c'), dots: 0xfbe38a },
        price: { coins: 100, gems: 4, stock: 12 },
      },
    ],
    { coins: 260 },
    drawPuffSleeveDress,
  ),
];

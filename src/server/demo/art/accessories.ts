// Accessories sit at layer 40, on top of everything: hats cover the crown of any hairstyle, glasses
// sit on the eyes (rows 16–18), scarves wrap the neck over any top.
import { BODY } from './body.ts';
import { Mask, type PixelCanvas } from './canvas.ts';
import { type DesignArt, design } from './design.ts';
import { paintShape, recolor } from './paint.ts';
import { type Ramp, ramp } from './palette.ts';

function drawBeanie(canvas: PixelCanvas, knit: Ramp, pom: Ramp): void {
  const dome = Mask.of((m) => m.centred(3, [5, 8, 10, 11, 11, 12, 12, 12, 12, 12]));
  paintShape(canvas, dome, knit, { rims: false });
  canvas.fill(dome.edge(1, 0), knit.shade);
  // Knit texture: rows of little chevrons.
  for (let y = 5; y <= 8; y += 3) {
    for (let x = 12 + (y % 2); x <= 29; x += 3)
      canvas.dots(knit.shade, [
        [x, y],
        [x + 1, y + 1],
      ]);
  }
  canvas.dots(knit.light, [
    [14, 4],
    [13, 5],
    [12, 6],
    [15, 4],
  ]);
  // Folded, ribbed cuff.
  const cuff = dome.band(9, 12);
  canvas.fill(cuff, knit.light);
  for (let x = 10; x <= 31; x += 2) canvas.fill(new Mask().rect(x, 10, x, 11).intersect(cuff), knit.base);
  canvas.fill(cuff.band(9, 9), knit.deep);
  canvas.fill(cuff.band(12, 12), knit.shade);
  canvas.fill(cuff.edge(1, 0), knit.shade);
  const pompom = Mask.of((m) => m.ellipse(20.5, 1.5, 2.5, 1.5));
  paintShape(canvas, pompom, pom);
  canvas.dots(pom.shine, [[19, 1]]);
}

/** The crown's top row: its outline (one row above) is drawn whole, with headroom to the canvas edge. */
const CROWN_TOP = 3;
/** Left half of the crown, x = 15…20 (mirrored): '#' metal, 'o' pearl, '.' empty. */
const CROWN_ROWS = ['o....o', '#..o.#', '#..#.#', '##.###', '######', '######', '######', '######'];

function drawCrown(canvas: PixelCanvas, metal: Ramp, gem: Ramp, side: Ramp): void {
  const crown = new Mask();
  const pearls = new Mask();
  CROWN_ROWS.forEach((row, i) => {
    [...row].forEach((ch, j) => {
      if (ch !== '.') crown.add(15 + j, CROWN_TOP + i);
      if (ch === 'o') pearls.add(15 + j, CROWN_TOP + i);
    });
  });
  crown.mirrored();
  pearls.mirrored();
  paintShape(canvas, crown, metal);
  // A lit rim along the top of the band and a shadowed lower edge.
  canvas.fill(crown.band(CROWN_TOP + 4, CROWN_TOP + 4), metal.light);
  canvas.fill(crown.band(CROWN_TOP + 7, CROWN_TOP + 7), metal.shade);
  canvas.dots(metal.shine, [
    [15, CROWN_TOP + 4],
    [16, CROWN_TOP + 4],
    [15, CROWN_TOP + 2],
  ]);
  canvas.fill(pearls, 0xfdf8ff);
  canvas.dots(0xd9cfe8, [
    [20, CROWN_TOP],
    [26, CROWN_TOP],
    [23, CROWN_TOP + 1],
  ]);
  // Jewels set in the band: a big centre stone, two smaller ones.
  canvas.dots(gem.base, [
    [20, CROWN_TOP + 5],
    [21, CROWN_TOP + 5],
    [20, CROWN_TOP + 6],
    [21, CROWN_TOP + 6],
  ]);
  canvas.dots(gem.shade, [[21, CROWN_TOP + 6]]);
  canvas.dots(gem.shine, [[20, CROWN_TOP + 5]]);
  canvas.dots(side.base, [[17, CROWN_TOP + 6]], true);
  canvas.dots(side.shine, [[17, CROWN_TOP + 5]], true);
}

function drawShades(canvas: PixelCanvas, frame: Ramp, lens: Ramp): void {
  const lenses = Mask.of((m) =>
    m
      .rows(15, [
        [14, 17],
        [13, 18],
        [13, 18],
        [14, 17],
      ])
      .mirrored(),
  );
  paintShape(canvas, lenses, frame, { rims: false });
  // Tinted glass with a diagonal glint.
  const glass = lenses.minus(lenses.edge(0, -1), lenses.edge(-1, 0), lenses.edge(1, 0), lenses.edge(0, 1));
  canvas.fill(glass, lens.base);
  canvas.fill(glass.edge(0, 1), lens.shade);
  canvas.dots(lens.shine, [
    [15, 16],
    [14, 17],
    [25, 16],
    [24, 17],
  ]);
  // Bridge and the arms back to the ears.
  canvas.dots(frame.base, [
    [19, 16],
    [20, 16],
    [21, 16],
    [22, 16],
    [11, 16],
    [12, 16],
    [29, 16],
    [30, 16],
  ]);
  canvas.dots(frame.line, [
    [19, 15],
    [20, 15],
    [21, 15],
    [22, 15],
  ]);
  canvas.dots(frame.light, [
    [13, 16],
    [14, 15],
    [23, 15],
  ]);
}

function drawScarf(canvas: PixelCanvas, wool: Ramp, stripe: Ramp): void {
  const tail = Mask.of((m) => m.rect(22, 31, 25, 41));
  const wrap = Mask.of((m) => m.centred(28, [7, 7, 7, 6]).rect(13, 29, 14, 30).mirrored());
  paintShape(canvas, tail, wool);
  canvas.fill(tail.edge(-1, 0), wool.light);
  recolor(canvas, new Mask().rect(0, 33, 41, 34).rect(0, 37, 41, 38).intersect(tail), wool, stripe);
  // Fringe at the end of the tail.
  canvas.dots(wool.base, [
    [22, 42],
    [24, 42],
  ]);
  canvas.dots(wool.line, [
    [22, 43],
    [24, 43],
    [23, 42],
    [25, 42],
  ]);
  paintShape(canvas, wrap.minus(BODY.head.grow()), wool);
  // The fold where the wrap crosses over and the tail drops from it.
  canvas.dots(wool.shade, [
    [17, 29],
    [18, 30],
    [24, 29],
    [23, 30],
  ]);
  canvas.dots(wool.deep, [
    [21, 31],
    [22, 31],
    [23, 31],
  ]);
  canvas.dots(wool.shine, [
    [15, 28],
    [16, 28],
  ]);
}

function drawFlowerClip(canvas: PixelCanvas, petal: Ramp, heart: Ramp): void {
  const leaf = Mask.of((m) =>
    m.rows(11, [
      [15, 16],
      [16, 17],
    ]),
  );
  paintShape(canvas, leaf, ramp('#6fb36a'), { rims: false });
  const flower = Mask.of((m) =>
    m.rows(7, [
      [12, 14],
      [11, 15],
      [11, 15],
      [11, 15],
      [12, 14],
    ]),
  );
  paintShape(canvas, flower, petal, { rims: false });
  // Petal seams between five petals and a round heart.
  canvas.dots(petal.shade, [
    [11, 9],
    [15, 9],
    [13, 7],
    [12, 11],
    [14, 11],
    [15, 10],
  ]);
  canvas.dots(petal.shine, [
    [12, 8],
    [11, 8],
  ]);
  canvas.dots(heart.base, [
    [13, 9],
    [12, 9],
    [14, 9],
    [13, 8],
    [13, 10],
  ]);
  canvas.dots(heart.shade, [
    [14, 10],
    [14, 9],
  ]);
  canvas.dots(heart.shine, [[13, 8]]);
}

const GOLD = ramp('#f2c230');

export const ACCESSORIES: DesignArt[] = [
  design(
    'Pom Beanie',
    'accessory',
    [
      { name: 'Tomato', hex: '#e2553f', palette: [ramp('#e2553f'), ramp('#fbf4ea')] as const },
      { name: 'Mustard', hex: '#e6b43c', palette: [ramp('#e6b43c'), ramp('#fbf4ea')] as const },
      { name: 'Teal', hex: '#3f9c9a', palette: [ramp('#3f9c9a'), ramp('#f6d6e0')] as const },
      { name: 'Lilac', hex: '#b99be0', palette: [ramp('#b99be0'), ramp('#fbf4ea')] as const },
    ],
    { coins: 80 },
    (canvas, [knit, pom]) => drawBeanie(canvas, knit, pom),
  ),
  design(
    'Royal Crown',
    'accessory',
    [
      {
        name: 'Gold',
        hex: '#f2c230',
        palette: [GOLD, ramp('#e23a4e'), ramp('#3d8fe0')] as const,
        // The legendary item: gems only go so far, and only five exist.
        price: { coins: 400, gems: 5, stock: 5 },
      },
      {
        name: 'Silver',
        hex: '#c9cfdc',
        palette: [ramp('#c9cfdc'), ramp('#5aa0f0'), ramp('#a77fe0')] as const,
        price: { gems: 3, stock: 15 },
      },
      {
        name: 'Rose Gold',
        hex: '#e9a48f',
        palette: [ramp('#e9a48f'), ramp('#49c1a8'), ramp('#fbf4ea')] as const,
        price: { coins: 150, gems: 4, stock: 10 },
      },
    ],
    { gems: 3 },
    (canvas, [metal, gem, side]) => drawCrown(canvas, metal, gem, side),
  ),
  design(
    'Retro Shades',
    'accessory',
    [
      { name: 'Midnight', hex: '#2a2833', palette: [ramp('#2a2833'), ramp('#3b3f5c')] as const },
      { name: 'Cherry', hex: '#d8344c', palette: [ramp('#d8344c'), ramp('#5b2140')] as const },
      { name: 'Tortoise', hex: '#8a5a34', palette: [ramp('#8a5a34'), ramp('#c9873a')] as const },
      {
        name: 'Bubblegum',
        hex: '#f59ac4',
        palette: [ramp('#f59ac4'), ramp('#8c7ad8')] as const,
        price: { coins: 110, expiresInDays: 30 },
      },
    ],
    { coins: 110 },
    (canvas, [frame, lens]) => drawShades(canvas, frame, lens),
  ),
  design(
    'Cozy Scarf',
    'accessory',
    [
      { name: 'Cranberry', hex: '#b8324b', palette: [ramp('#b8324b'), ramp('#f4e9d8')] as const },
      { name: 'Oatmeal', hex: '#e2d3b5', palette: [ramp('#e2d3b5'), ramp('#9a6b4b')] as const },
      { name: 'Evergreen', hex: '#3f6e54', palette: [ramp('#3f6e54'), ramp('#f4e9d8')] as const },
      {
        name: 'Frost',
        hex: '#7fa6e6',
        palette: [ramp('#7fa6e6'), ramp('#ffffff')] as const,
        price: { coins: 60, gems: 2 },
      },
    ],
    { coins: 100 },
    (canvas, [wool, stripe]) => drawScarf(canvas, wool, stripe),
  ),
  design(
    'Flower Clip',
    'accessory',
    [
      { name: 'Daisy', hex: '#fbf7ef', palette: [ramp('#fbf7ef'), ramp('#f5c542')] as const },
      { name: 'Sakura', hex: '#f7b7cf', palette: [ramp('#f7b7cf'), ramp('#fff1a8')] as const },
      { name: 'Violet', hex: '#9b7be0', palette: [ramp('#9b7be0'), ramp('#f5c542')] as const },
      { name: 'Sunflower', hex: '#f5c542', palette: [ramp('#f5c542'), ramp('#7a4a32')] as const },
    ],
    { coins: 50 },
    (canvas, [petal, heart]) => drawFlowerClip(canvas, petal, heart),
  ),
];

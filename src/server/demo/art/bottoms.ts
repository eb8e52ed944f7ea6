// Bottoms sit at layer 20: their waistband (rows 41–42) hides under any top's hem (row 43), and
// trouser hems fall over shoes (layer 10).
import { Mask, type PixelCanvas } from './canvas.ts';
import { type DesignArt, design } from './design.ts';
import { paintShape, recolor } from './paint.ts';
import { type Ramp, ramp } from './palette.ts';

/** Waistband, seat and two legs reaching down to row `hem`, a pixel looser than the body's legs. */
function trousers(hem: number): Mask {
  return Mask.of((m) => m.centred(41, [6, 6, 7, 7, 7]).rect(14, 46, 19, hem).mirrored());
}

function drawWaist(canvas: PixelCanvas, shape: Mask, r: Ramp, stitch: number): void {
  canvas.fill(shape.band(41, 42), r.shade);
  canvas.dots(r.deep, [
    [16, 42],
    [25, 42],
  ]);
  // Fly seam, button and pocket curves.
  canvas.dots(stitch, [
    [21, 43],
    [21, 44],
    [21, 45],
  ]);
  canvas.dots(r.shine, [[20, 41]]);
  canvas.dots(
    r.deep,
    [
      [16, 43],
      [17, 44],
    ],
    true,
  );
}

function drawShorts(canvas: PixelCanvas, r: Ramp): void {
  const shape = trousers(50);
  paintShape(canvas, shape, r);
  drawWaist(canvas, shape, r, r.shade);
  // Rolled cuffs, and shadow down the inseams.
  canvas.fill(shape.band(48, 48), r.shade);
  canvas.fill(shape.band(49, 49), r.light);
  canvas.fill(new Mask().rect(19, 46, 19, 47).rect(22, 46, 22, 47), r.shade);
}

function drawJeans(canvas: PixelCanvas, r: Ramp, stitch: number): void {
  const shape = trousers(59);
  paintShape(canvas, shape, r);
  drawWaist(canvas, shape, r, stitch);
  // Inseams in shadow, faded thighs and knees, rolled cuffs at the ankle.
  canvas.fill(new Mask().rect(19, 46, 19, 56).rect(22, 46, 22, 56), r.shade);
  canvas.fill(new Mask().rect(16, 46, 16, 49).rect(16, 52, 16, 53).mirrored(), r.light);
  canvas.dots(r.shine, [[16, 47]], true);
  const cuffs = shape.band(57, 59);
  canvas.fill(cuffs, r.light);
  canvas.fill(cuffs.edge(0, -1), r.shade);
  canvas.fill(cuffs.edge(0, 1), r.shade);
}

function drawSkirt(canvas: PixelCanvas, r: Ramp, trim: Ramp): void {
  const shape = Mask.of((m) => m.centred(41, [6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 10]));
  paintShape(canvas, shape, r, { rims: false });
  canvas.fill(shape.band(41, 42), r.shade);
  // Pleats fan out from the waist: a shadow line and a lit fold beside each.
  for (const [x0, drift] of [
    [17, -2],
    [20, -1],
    [23, 0],
    [26, 1],
  ] as const) {
    for (let y = 43; y <= 51; y++) {
      const x = x0 + Math.round((drift * (y - 43)) / 8);
      canvas.set(x, y, r.shade);
      if (shape.has(x - 1, y)) canvas.set(x - 1, y, r.light);
    }
  }
  canvas.fill(shape.edge(1, 0).band(43, 51), r.shade);
  // A contrasting hem stripe, and the waistband button.
  recolor(canvas, shape.band(49, 49), r, trim);
  canvas.fill(shape.edge(0, 1), r.deep);
  canvas.dots(r.shine, [[22, 41]]);
}

export const BOTTOMS: DesignArt[] = [
  design(
    'Basic Shorts',
    'bottom',
    [{ name: 'Denim', hex: '#5b7fc7', palette: ramp('#5b7fc7') }],
    'starter',
    drawShorts,
  ),
  design(
    'Cuffed Jeans',
    'bottom',
    [
      { name: 'Indigo', hex: '#3d5a9e', palette: [ramp('#3d5a9e'), 0xe9a54a] as const },
      { name: 'Light Wash', hex: '#8fb1e0', palette: [ramp('#8fb1e0'), 0xe9a54a] as const },
      { name: 'Charcoal', hex: '#4a4a58', palette: [ramp('#4a4a58'), 0xb9b9c9] as const },
      {
        name: 'Bubblegum',
        hex: '#f3a6c8',
        palette: [ramp('#f3a6c8'), 0xffffff] as const,
        price: { coins: 200, stock: 25 },
      },
    ],
    { coins: 160 },
    (canvas, [main, stitch]) => drawJeans(canvas, main, stitch),
  ),
  design(
    'Pleated Skirt',
    'bottom',
    [
      { name: 'Navy', hex: '#33407a', palette: [ramp('#33407a'), ramp('#f4f1ea')] as const },
      { name: 'Rose', hex: '#e889a8', palette: [ramp('#e889a8'), ramp('#fff2f5')] as const },
      { name: 'Butter', hex: '#f5d77e', palette: [ramp('#f5d77e'), ramp('#8a6bbf')] as const },
      { name: 'Mint', hex: '#8fd6bd', palette: [ramp('#8fd6bd'), ramp('#f4f1ea')] as const },
    ],
    { coins: 130 },
    (canvas, [main, trim]) => drawSkirt(canvas, main, trim),
  ),
];

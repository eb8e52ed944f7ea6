// Shoes sit at layer 10, under bottoms (20): a trouser hem falls over a shoe's top edge, never the
// other way round. Each shoe is a pixel larger than the bare foot, so the foot's outline is covered.
import { Mask, type PixelCanvas } from './canvas.ts';
import { type DesignArt, design } from './design.ts';
import { paintShape } from './paint.ts';
import { type Ramp, ramp } from './palette.ts';

/** A shoe from row `top` down to the sole on row 62, both feet. */
function shoeShape(top: number): Mask {
  return Mask.of((m) =>
    m
      .rect(14, top, 19, 59)
      .rows(60, [
        [13, 19],
        [12, 19],
        [12, 19],
      ])
      .mirrored(),
  );
}

function drawSole(canvas: PixelCanvas, shape: Mask, sole: Ramp): void {
  const soles = shape.band(62, 62);
  canvas.fill(soles, sole.base);
  canvas.fill(soles.edge(1, 0), sole.shade);
}

function drawSneakers(canvas: PixelCanvas, upper: Ramp, accent: Ramp): void {
  const shape = shoeShape(58);
  paintShape(canvas, shape, upper);
  // Ankle opening, rubber toe caps, a coloured stripe above the sole, laces.
  canvas.fill(shape.band(58, 58), upper.shade);
  canvas.dots(
    upper.deep,
    [
      [15, 58],
      [16, 58],
      [17, 58],
      [18, 58],
    ],
    true,
  );
  canvas.dots(
    upper.shine,
    [
      [13, 60],
      [12, 61],
      [13, 61],
    ],
    true,
  );
  canvas.fill(shape.band(61, 61).minus(new Mask().rect(12, 61, 13, 61).mirrored()), accent.base);
  drawSole(canvas, shape, ramp('#ece6dc'));
  canvas.dots(
    upper.shade,
    [
      [15, 59],
      [18, 59],
      [16, 60],
      [17, 60],
    ],
    true,
  );
  canvas.dots(
    upper.light,
    [
      [16, 59],
      [17, 59],
    ],
    true,
  );
}

function drawBoots(canvas: PixelCanvas, leather: Ramp, lace: Ramp): void {
  const shape = shoeShape(51);
  paintShape(canvas, shape, leather);
  // Fold-over cuff at the top.
  const cuff = shape.band(51, 52);
  canvas.fill(cuff, leather.light);
  canvas.fill(cuff.edge(0, 1), leather.shade);
  canvas.fill(cuff.edge(1, 0), leather.base);
  // Criss-cross laces up the shin.
  for (let y = 53; y <= 59; y++) {
    const across = y % 2 === 1;
    canvas.dots(
      across ? lace.base : leather.shade,
      [
        [16, y],
        [17, y],
      ],
      true,
    );
  }
  canvas.dots(
    lace.shade,
    [
      [17, 53],
      [17, 55],
      [17, 57],
      [17, 59],
    ],
    true,
  );
  // Glossy toes and a dark sole with a heel.
  canvas.dots(
    leather.shine,
    [
      [13, 60],
      [12, 61],
    ],
    true,
  );
  canvas.dots(
    leather.light,
    [
      [14, 60],
      [13, 61],
    ],
    true,
  );
  drawSole(canvas, shape, ramp('#3a2a2a'));
  canvas.dots(
    leather.deep,
    [
      [18, 61],
      [19, 61],
    ],
    true,
  );
}

export const SHOES: DesignArt[] = [
  design(
    'Canvas Sneakers',
    'shoes',
    [{ name: 'White', hex: '#f4f1ea', palette: [ramp('#f4f1ea'), ramp('#e4606d')] as const }],
    'starter',
    (canvas, [upper, accent]) => drawSneakers(canvas, upper, accent),
  ),
  design(
    'Lace-up Boots',
    'shoes',
    [
      { name: 'Cocoa', hex: '#7a4a32', palette: [ramp('#7a4a32'), ramp('#f0d9a8')] as const },
      { name: 'Onyx', hex: '#34313f', palette: [ramp('#34313f'), ramp('#e9e4f2')] as const },
      { name: 'Cream', hex: '#eadcbf', palette: [ramp('#eadcbf'), ramp('#8a5a3c')] as const },
      {
        name: 'Cherry',
        hex: '#b8334a',
        palette: [ramp('#b8334a'), ramp('#fbe3e6')] as const,
        price: { coins: 280, stock: 12 },
      },
    ],
    { coins: 200 },
    (canvas, [leather, lace]) => drawBoots(canvas, leather, lace),
  ),
];

// Renders demo avatars for a visual check of the generated clothing art (src/server/demo/art):
// composites outfits in the default layer order of spec 2 §9 and writes contact sheets to /tmp.
//   node --import tsx scripts/preview-avatars.ts
import sharp from 'sharp';
import {
  type DemoDesign,
  generateDemoArt,
  SPRITE_HEIGHT,
  SPRITE_WIDTH,
} from '../src/server/demo/art/index.ts';

const LAYER: Record<DemoDesign['category'], number> = {
  skin: -100,
  hair: 10,
  shoes: 10,
  bottom: 20,
  top: 30,
  dress: 30,
  accessory: 40,
};
const BACKGROUND = '#f3eefa';
const OUT = '/tmp';

/** An outfit is a list of [design name, variant index]. */
type Outfit = Array<[string, number]>;

const OUTFITS: Outfit[] = [
  [
    ['Skin', 1],
    ['Basic Tee', 0],
    ['Basic Shorts', 0],
    ['Canvas Sneakers', 0],
  ],
  [
    ['Skin', 0],
    ['Pixie Cut', 0],
    ['Striped Tee', 0],
    ['Cuffed Jeans', 0],
    ['Canvas Sneakers', 0],
    ['Retro Shades', 0],
  ],
  [
    ['Skin', 2],
    ['Long Waves', 2],
    ['Puff Sleeve Dress', 0],
    ['Lace-up Boots', 2],
    ['Flower Clip', 0],
  ],
  [
    ['Skin', 3],
    ['Space Buns', 0],
    ['Cozy Hoodie', 1],
    ['Pleated Skirt', 0],
    ['Lace-up Boots', 1],
  ],
  [
    ['Skin', 4],
    ['Long Waves', 3],
    ['Cozy Hoodie', 4],
    ['Cuffed Jeans', 2],
    ['Lace-up Boots', 0],
    ['Royal Crown', 0],
  ],
  [
    ['Skin', 5],
    ['Pixie Cut', 4],
    ['Striped Tee', 3],
    ['Basic Shorts', 0],
    ['Canvas Sneakers', 0],
    ['Pom Beanie', 2],
  ],
  [
    ['Skin', 1],
    ['Long Waves', 1],
    ['Basic Tee', 0],
    ['Pleated Skirt', 1],
    ['Lace-up Boots', 3],
    ['Cozy Scarf', 0],
  ],
  [
    ['Skin', 3],
    ['Space Buns', 3],
    ['Puff Sleeve Dress', 4],
    ['Canvas Sneakers', 0],
    ['Royal Crown', 2],
  ],
  [
    ['Skin', 2],
    ['Long Waves', 0],
    ['Striped Tee', 1],
    ['Cuffed Jeans', 1],
    ['Lace-up Boots', 0],
    ['Pom Beanie', 0],
  ],
  [
    ['Skin', 4],
    ['Pixie Cut', 1],
    ['Cozy Hoodie', 2],
    ['Cuffed Jeans', 0],
    ['Canvas Sneakers', 0],
    ['Cozy Scarf', 3],
  ],
  [
    ['Skin', 0],
    ['Space Buns', 2],
    ['Puff Sleeve Dress', 2],
    ['Lace-up Boots', 3],
    ['Retro Shades', 3],
  ],
  [
    ['Skin', 5],
    ['Long Waves', 4],
    ['Puff Sleeve Dress', 1],
    ['Canvas Sneakers', 0],
    ['Flower Clip', 1],
  ],
];

const designs = await generateDemoArt();
const byName = new Map(designs.map((d) => [d.name, d]));

function sprite(design: DemoDesign, variant: number): Promise<Buffer> {
  return sharp(design.sheet)
    .extract({ left: 0, top: SPRITE_HEIGHT * variant, width: SPRITE_WIDTH, height: SPRITE_HEIGHT })
    .png()
    .toBuffer();
}

async function composite(outfit: Outfit): Promise<Buffer> {
  const parts = outfit
    .map(([name, variant]) => {
      const design = byName.get(name);
      if (!design) throw new Error(`no design named ${name}`);
      return { design, variant };
    })
    // A stable sort keeps the listed order among equal layers (hair and shoes share 10).
    .sort((a, b) => LAYER[a.design.category] - LAYER[b.design.category]);
  const inputs = await Promise.all(
    parts.map(async (p) => ({ input: await sprite(p.design, p.variant), left: 0, top: 0 })),
  );
  return sharp({
    create: { width: SPRITE_WIDTH, height: SPRITE_HEIGHT, channels: 4, background: '#00000000' },
  })
    .composite(inputs)
    .png()
    .toBuffer();
}

async function grid(tiles: Buffer[], columns: number, tileW = SPRITE_WIDTH, tileH = SPRITE_HEIGHT) {
  const rows = Math.ceil(tiles.length / columns);
  return sharp({
    create: { width: tileW * columns, height: tileH * rows, channels: 4, background: BACKGROUND },
  })
    .composite(
      tiles.map((input, i) => ({ input, left: (i % columns) * tileW, top: Math.floor(i / columns) * tileH })),
    )
    .png()
    .toBuffer();
}

async function resized(png: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(png).resize(width, height, { kernel: 'nearest' }).png().toBuffer();
}

/** Every variant of one design worn over a plain base outfit (the variant replaces its category). */
function tryOn(design: DemoDesign, variant: number): Outfit {
  const base: Outfit = [
    ['Skin', variant % 6],
    ['Basic Tee', 0],
    ['Basic Shorts', 0],
    ['Canvas Sneakers', 0],
  ];
  const clashes = (name: string) => {
    const c = byName.get(name)?.category;
    if (design.category === 'dress') return c === 'top' || c === 'bottom';
    return c === design.category;
  };
  return [...base.filter(([name]) => !clashes(name)), [design.name, variant]];
}

const outfits = await Promise.all(OUTFITS.map(composite));
const columns = 4;
const sheet = await grid(outfits, columns);
await sharp(sheet).toFile(`${OUT}/cito-avatars-1x.png`);
await sharp(
  await resized(sheet, SPRITE_WIDTH * columns * 2, SPRITE_HEIGHT * 2 * Math.ceil(outfits.length / columns)),
).toFile(`${OUT}/cito-avatars-2x.png`);
// spec 2 §9 small canvas: 52×85 per avatar.
const small = await Promise.all(
  outfits.map((o) => sharp(o).resize(52, 85, { kernel: 'nearest' }).png().toBuffer()),
);
await sharp(await grid(small, outfits.length, 52, 85)).toFile(`${OUT}/cito-avatars-small.png`);

// One row per design: each variant tried on.
const wearables = designs.filter((d) => d.category !== 'skin');
const rows: Buffer[] = [];
for (const d of wearables) {
  const tiles = await Promise.all(d.variants.map((_, i) => composite(tryOn(d, i))));
  rows.push(await grid(tiles, 5));
}
await sharp(await grid(rows, 3, SPRITE_WIDTH * 5, SPRITE_HEIGHT)).toFile(`${OUT}/cito-tryon.png`);

// The raw sheets side by side, transparent background shown on the page colour.
const raw = await grid(
  designs.map((d) => d.sheet),
  designs.length,
  SPRITE_WIDTH,
  SPRITE_HEIGHT * Math.max(...designs.map((d) => d.variants.length)),
);
await sharp(raw).toFile(`${OUT}/cito-sheets.png`);
console.log(`wrote ${OUT}/cito-avatars-{1x,2x,small}.png, ${OUT}/cito-tryon.png and ${OUT}/cito-sheets.png`);

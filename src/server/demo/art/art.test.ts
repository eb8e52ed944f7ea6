import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BODY_REGIONS,
  type DemoDesign,
  generateDemoArt,
  SPRITE_HEIGHT,
  SPRITE_WIDTH,
  type SpriteRect,
} from './index.ts';

interface Sheet {
  design: DemoDesign;
  width: number;
  height: number;
  channels: number;
  data: Buffer;
}

let designs: DemoDesign[];
let sheets: Map<string, Sheet>;
let elapsedMs: number;

beforeAll(async () => {
  const started = performance.now();
  designs = await generateDemoArt();
  elapsedMs = performance.now() - started;
  sheets = new Map();
  for (const design of designs) {
    const { data, info } = await sharp(design.sheet).raw().toBuffer({ resolveWithObject: true });
    sheets.set(design.name, {
      design,
      width: info.width,
      height: info.height,
      channels: info.channels,
      data,
    });
  }
});

function sheet(name: string): Sheet {
  const s = sheets.get(name);
  if (!s) throw new Error(`no design named ${name}`);
  return s;
}

function opaque(s: Sheet, variant: number, x: number, y: number): boolean {
  return s.data[((SPRITE_HEIGHT * variant + y) * s.width + x) * 4 + 3]! > 0;
}

/** The opaque pixels of one variant as [x, y] pairs in sprite coordinates. */
function pixels(s: Sheet, variant: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let y = 0; y < SPRITE_HEIGHT; y++) {
    for (let x = 0; x < SPRITE_WIDTH; x++) if (opaque(s, variant, x, y)) out.push([x, y]);
  }
  return out;
}

const topRow = (s: Sheet, variant: number) =>
  pixels(s, variant).reduce((top, [, y]) => Math.min(top, y), SPRITE_HEIGHT);
const bottomRow = (s: Sheet, variant: number) =>
  pixels(s, variant).reduce((bottom, [, y]) => Math.max(bottom, y), -1);
const inside = (r: SpriteRect, x: number, y: number) =>
  x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height;
const variantsOf = (s: Sheet) => s.design.variants.map((_, i) => i);
const byCategory = (category: DemoDesign['category']) => designs.filter((d) => d.category === category);

describe('generateDemoArt sheets', () => {
  it('decodes every sheet to a 210 × (340 × variants) RGBA PNG', async () => {
    expect(designs.length).toBeGreaterThanOrEqual(12);
    for (const d of designs) {
      const meta = await sharp(d.sheet).metadata();
      expect(meta.format).toBe('png');
      const s = sheet(d.name);
      expect([s.width, s.height, s.channels]).toEqual([SPRITE_WIDTH, SPRITE_HEIGHT * d.variants.length, 4]);
    }
  });

  it('leaves the corners and margins of every sprite transparent, and draws something in each', () => {
    for (const s of sheets.values()) {
      for (const v of variantsOf(s)) {
        for (const [x, y] of [
          [0, 0],
          [SPRITE_WIDTH - 1, 0],
          [0, SPRITE_HEIGHT - 1],
          [SPRITE_WIDTH - 1, SPRITE_HEIGHT - 1],
          [2, 170],
          [SPRITE_WIDTH - 3, 170],
        ] as const) {
          expect(opaque(s, v, x, y), `${s.design.name} #${v} at ${x},${y}`).toBe(false);
        }
        expect(pixels(s, v).length, `${s.design.name} #${v}`).toBeGreaterThan(300);
      }
    }
  });

  it('draws in crisp 5×5 blocks with no partial transparency', () => {
    for (const s of sheets.values()) {
      let partial = 0;
      for (let i = 3; i < s.data.length; i += 4) if (s.data[i] !== 0 && s.data[i] !== 255) partial++;
      let blurred = 0;
      for (let y = 0; y < s.height; y++) {
        for (let x = 0; x < s.width; x++) {
          const block = ((y - (y % 5)) * s.width + x - (x % 5)) * 4;
          if (s.data.readUInt32BE((y * s.width + x) * 4) !== s.data.readUInt32BE(block)) blurred++;
        }
      }
      expect({ name: s.design.name, partial, blurred }).toEqual({
        name: s.design.name,
        partial: 0,
        blurred: 0,
      });
    }
  });

  it('produces the same bytes on every run, quickly', async () => {
    const again = await generateDemoArt();
    expect(again.map((d) => d.sheet.equals(sheets.get(d.name)!.design.sheet))).not.toContain(false);
    expect(elapsedMs).toBeLessThan(2000);
  });
});

describe('the demo catalogue', () => {
  it('has one Skin design with six starter tones, all free', () => {
    const skins = byCategory('skin');
    expect(skins.map((d) => d.name)).toEqual(['Skin']);
    expect(skins[0]!.variants).toHaveLength(6);
    for (const v of skins[0]!.variants) {
      expect(v).toMatchObject({ is_starter: true, price_coins: 0, price_gems: 0 });
    }
  });

  it('gives every new account a free basic top, bottom, pair of shoes and hair in several styles and colours', () => {
    const starters = designs.filter((d) => d.category !== 'skin' && d.variants.some((v) => v.is_starter));
    expect(starters.map((d) => d.category).sort()).toEqual(['bottom', 'hair', 'hair', 'shoes', 'top']);
    for (const d of starters) {
      expect(d.variants.length).toBe(d.category === 'hair' ? 4 : 1);
      for (const variant of d.variants)
        expect(variant).toMatchObject({
          is_starter: true,
          price_coins: 0,
          price_gems: 0,
          remaining_stock: null,
          expires_in_days: null,
        });
    }
  });

  it('has unique design names and variant names, #rrggbb swatches and 3–5 variants per shop design', () => {
    expect(new Set(designs.map((d) => d.name)).size).toBe(designs.length);
    for (const d of designs) {
      expect(new Set(d.variants.map((v) => v.variant_name)).size).toBe(d.variants.length);
      for (const v of d.variants) expect(v.hex_color).toMatch(/^#[0-9a-f]{6}$/);
      if (d.category !== 'skin' && !d.variants.some((v) => v.is_starter)) {
        expect(d.variants.length).toBeGreaterThanOrEqual(3);
        expect(d.variants.length).toBeLessThanOrEqual(5);
      }
    }
  });

  it('sells at least 40 variants across every category, with gems, limited stock, expiry and a legendary', () => {
    const sold = designs
      .flatMap((d) => d.variants.map((v) => ({ ...v, category: d.category })))
      .filter((v) => !v.is_starter);
    expect(sold.length).toBeGreaterThanOrEqual(40);
    for (const v of sold) {
      expect(v.price_coins + v.price_gems).toBeGreaterThan(0);
      expect(Number.isInteger(v.price_coins) && Number.isInteger(v.price_gems)).toBe(true);
    }
    expect(new Set(sold.map((v) => v.category))).toEqual(
      new Set(['hair', 'top', 'bottom', 'dress', 'shoes', 'accessory']),
    );
    expect(byCategory('hair').length).toBeGreaterThanOrEqual(2);
    expect(byCategory('accessory').length).toBeGreaterThanOrEqual(2);
    expect(sold.filter((v) => v.price_gems > 0).length).toBeGreaterThanOrEqual(3);
    const limited = sold.filter((v) => v.remaining_stock !== null);
    expect(limited.length).toBeGreaterThanOrEqual(3);
    for (const v of limited) expect(v.remaining_stock).toBeGreaterThanOrEqual(3);
    expect(sold.filter((v) => v.expires_in_days !== null).length).toBeGreaterThanOrEqual(2);
    expect(sold.some((v) => v.price_gems >= 5 && v.remaining_stock === 5)).toBe(true);
  });
});

describe('layering against the shared body anchor', () => {
  const torso = BODY_REGIONS.torso;
  const [cx, cy] = [torso.x + torso.width / 2, torso.y + torso.height / 2];

  it('keeps the bare body inside its regions', () => {
    const skin = sheet('Skin');
    const regions = Object.values(BODY_REGIONS);
    for (const v of variantsOf(skin)) {
      expect(pixels(skin, v).filter(([x, y]) => !regions.some((r) => inside(r, x, y)))).toEqual([]);
      expect(opaque(skin, v, cx, cy)).toBe(true);
    }
  });

  it('covers the torso centre with every top and dress', () => {
    for (const d of [...byCategory('top'), ...byCategory('dress')]) {
      for (const v of variantsOf(sheet(d.name))) expect(opaque(sheet(d.name), v, cx, cy), d.name).toBe(true);
    }
  });

  it('hides the waistband of every bottom under every top (layer 30 over 20)', () => {
    for (const bottom of byCategory('bottom')) {
      const waist = pixels(sheet(bottom.name), 0).filter(([, y]) => y < 43 * 5);
      expect(waist.length).toBeGreaterThan(0);
      for (const top of byCategory('top')) {
        const uncovered = waist.filter(([x, y]) => !opaque(sheet(top.name), 0, x, y));
        expect(uncovered, `${top.name} over ${bottom.name}`).toEqual([]);
      }
    }
  });

  it('keeps shoes on the legs and feet, and hides the bare feet under every pair', () => {
    const skin = sheet('Skin');
    const feet = pixels(skin, 0).filter(([x, y]) => inside(BODY_REGIONS.feet, x, y));
    for (const d of byCategory('shoes')) {
      const s = sheet(d.name);
      for (const v of variantsOf(s)) {
        expect(topRow(s, v), d.name).toBeGreaterThanOrEqual(BODY_REGIONS.legs.y);
        expect(feet.filter(([x, y]) => !opaque(s, v, x, y))).toEqual([]);
      }
    }
    // Sneakers stop at the ankle, so shorts show the shin.
    expect(topRow(sheet('Canvas Sneakers'), 0)).toBeGreaterThanOrEqual(57 * 5);
  });

  it('puts hats and short hair on the head, and leaves the eyes uncovered by any hair', () => {
    const headBottom = BODY_REGIONS.head.y + BODY_REGIONS.head.height;
    for (const name of [
      'Pom Beanie',
      'Royal Crown',
      'Flower Clip',
      'Retro Shades',
      'Pixie Cut',
      'Space Buns',
    ]) {
      const s = sheet(name);
      for (const v of variantsOf(s)) expect(bottomRow(s, v), name).toBeLessThan(headBottom);
    }
    const crownOfHead = { x: BODY_REGIONS.head.x + BODY_REGIONS.head.width / 2, y: BODY_REGIONS.head.y + 10 };
    // The centres of the two eyes (grid pixels 15–16 and 25–26, rows 16–18).
    const eyes = [
      { x: 80, y: 85 },
      { x: 130, y: 85 },
    ];
    for (const d of byCategory('hair')) {
      const s = sheet(d.name);
      for (const v of variantsOf(s)) {
        expect(opaque(s, v, crownOfHead.x, crownOfHead.y), d.name).toBe(true);
        for (const eye of eyes) expect(opaque(s, v, eye.x, eye.y), d.name).toBe(false);
        expect(opaque(s, v, cx, cy), `${d.name} falls behind the body`).toBe(false);
      }
    }
  });

  it('leaves the crown headroom above its pearls, clear of the canvas top (issue 18 §4)', () => {
    const s = sheet('Royal Crown');
    for (const v of variantsOf(s)) expect(topRow(s, v)).toBeGreaterThanOrEqual(10);
  });

  it('wraps the scarf around the neck, over the top', () => {
    const s = sheet('Cozy Scarf');
    const neck = BODY_REGIONS.neck;
    for (const v of variantsOf(s)) {
      expect(opaque(s, v, neck.x + neck.width / 2, neck.y + neck.height - 2)).toBe(true);
      expect(bottomRow(s, v)).toBeLessThan(BODY_REGIONS.legs.y);
    }
  });
});

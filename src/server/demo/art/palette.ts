// Colour ramps for the art: every material gets a highlight, its base, two hue-shifted shadows and
// a dark outline of its own hue (coloured outlines read softer than black at chibi size).

export interface Ramp {
  shine: number;
  light: number;
  base: number;
  shade: number;
  deep: number;
  line: number;
}

export function parseHex(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return Number.parseInt(m[1]!, 16);
}

export function mix(a: number, b: number, t: number): number {
  const ch = (c: number, s: number) => (c >> s) & 0xff;
  const m = (s: number) => Math.round(ch(a, s) + (ch(b, s) - ch(a, s)) * t);
  return (m(16) << 16) | (m(8) << 8) | m(0);
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function toHsl(color: number): Hsl {
  const r = ((color >> 16) & 0xff) / 255;
  const g = ((color >> 8) & 0xff) / 255;
  const b = (color & 0xff) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r
      ? ((g - b) / d + (g < b ? 6 : 0)) * 60
      : max === g
        ? ((b - r) / d + 2) * 60
        : ((r - g) / d + 4) * 60;
  return { h, s, l };
}

function fromHsl({ h, s, l }: Hsl): number {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const ss = clamp(s);
  const ll = clamp(l);
  const k = (n: number) => (n + h / 30) % 12;
  const a = ss * Math.min(ll, 1 - ll);
  const f = (n: number) => Math.round(255 * (ll - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return (f(0) << 16) | (f(8) << 8) | f(4);
}

/** Moves hue h towards target by up to `by` degrees, the short way round. */
function towards(h: number, target: number, by: number): number {
  const d = ((target - h + 540) % 360) - 180;
  return (h + Math.sign(d) * Math.min(Math.abs(d), by) + 360) % 360;
}

/** Shadows drift towards violet and highlights towards warm yellow, as painters do. */
export function ramp(hex: string, shadowHue = 255): Ramp {
  const base = parseHex(hex);
  const c = toHsl(base);
  const grey = c.s < 0.08;
  const shift = (to: number, by: number) => (grey ? c.h : towards(c.h, to, by));
  const sat = (v: number) => (grey ? Math.min(0.18, c.s + 0.1) : v);
  return {
    shine: fromHsl({ h: shift(55, 10), s: sat(c.s - 0.05), l: Math.min(0.97, c.l + 0.2) }),
    light: fromHsl({ h: shift(55, 6), s: sat(c.s), l: Math.min(0.94, c.l + 0.1) }),
    base,
    shade: fromHsl({ h: shift(shadowHue, 10), s: sat(c.s + 0.05), l: c.l - 0.12 }),
    deep: fromHsl({ h: shift(shadowHue, 18), s: sat(c.s + 0.05), l: c.l - 0.24 }),
    line: fromHsl({
      h: shift(shadowHue + 5, 25),
      s: Math.max(0.25, Math.min(0.5, c.s)),
      l: Math.min(0.2, c.l * 0.4),
    }),
  };
}

/** Warm near-black for eyes; shared by every skin tone. */
export const INK = 0x2b1d2e;
export const WHITE = 0xfffdf7;

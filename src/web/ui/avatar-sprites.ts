import type { SpriteData } from './pixel-sprite.tsx';

// One chibi body, dressed differently through its palette: h hair, s skin, e eyes, c cheeks,
// m mouth, t/T top and its shade, w collar, b bottom, o shoes, k outline.
const BODY = [
  '...kkkkkk...',
  '..khhhhhhk..',
  '.khhhhhhhhk.',
  'khhhhhhhhhhk',
  'khsssssssshk',
  'khsesssseshk',
  'khscsssscshk',
  'khsssmmssshk',
  '.kssssssssk.',
  '....kssk....',
  '..kttttttk..',
  '.ktttwwtttk.',
  'kTttttttttTk',
  'kTkttttttkTk',
  'kskbbbbbbksk',
  '.kkbbbbbbkk.',
  '.kbbbbbbbbk.',
  '..kkkkkkkk..',
  '..ksk..ksk..',
  '.kook..kook.',
];

const BASE = { k: '#2b1d2f', e: '#2b1d2f', w: '#ffffff', m: '#c2185b', o: '#3a2a3f' };

export const miraSprite: SpriteData = {
  rows: BODY,
  palette: { ...BASE, h: '#ff6fa8', s: '#ffd2a8', c: '#ff9a9a', t: '#2ec4b6', T: '#1f9e92', b: '#7b5cd6' },
};

export const boSprite: SpriteData = {
  rows: BODY,
  palette: { ...BASE, h: '#6b3e26', s: '#c68642', c: '#e0956b', t: '#ffd23f', T: '#e0a800', b: '#3a86ff' },
};

export const juneSprite: SpriteData = {
  rows: BODY,
  palette: { ...BASE, h: '#3d3d6b', s: '#f1c27d', c: '#f5a582', t: '#ef476f', T: '#b8304f', b: '#06a77d' },
};

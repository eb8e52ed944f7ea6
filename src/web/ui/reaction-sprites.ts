import type { Reaction } from '../../common/reactions.ts';
import type { SpriteData } from './pixel-sprite.tsx';

// Reaction icons (issue 17 §3), 12×12 pixel sprites drawn like the rest of the site's art: a dark
// outline (k) that reads on both themes' surfaces, flat fills, one shade for depth.
const P = {
  k: '#2b1d2f',
  w: '#ffffff',
  s: '#ffd2a8',
  S: '#e0a070',
  b: '#3a86ff',
  B: '#7cc8ff',
  r: '#ef476f',
  R: '#b8254a',
  y: '#ffd23f',
  Y: '#e0a800',
  d: '#6b2737',
  o: '#b86200',
} as const;

const sprite = (rows: string[]): SpriteData => ({ rows, palette: P });

const like = sprite([
  '.....kk.....',
  '....kssk....',
  '....kssk....',
  '...ksssk....',
  'kkkkssskkkk.',
  'kbbkssssssSk',
  'kbbksssskkk.',
  'kbbksssssSSk',
  'kbbksssskkk.',
  'kbbksssssSSk',
  'kbbkssssskk.',
  'kkkkkkkkkk..',
]);

const love = sprite([
  '............',
  '.kkk....kkk.',
  'krrrk..krrrk',
  'krwrrkkrrrrk',
  'krwrrrrrrrRk',
  'krrrrrrrrrRk',
  '.krrrrrrrRk.',
  '..krrrrrRk..',
  '...krrrRk...',
  '....krRk....',
  '.....kk.....',
  '............',
]);

const laugh = sprite([
  '...kkkkkk...',
  '..kyyyyyyk..',
  '.kyyyyyyyyk.',
  'kyykyyyykyyk',
  'kykykyykykyk',
  'kByyyyyyyyBk',
  'kBkkkkkkkkBk',
  'kykwwwwwwkYk',
  'kyykrrrrkyYk',
  '.kyykkkkyYk.',
  '..kyyyyYYk..',
  '...kkkkkk...',
]);

const wow = sprite([
  '...kkkkkk...',
  '..kyyyyyyk..',
  '.kykyyyykyk.',
  'kyykkyykkyyk',
  'kykwkyykwkyk',
  'kykkkyykkkyk',
  'kyyyyyyyyyYk',
  'kyyyykkyyyYk',
  'kyyykddkyyYk',
  '.kyyykkyyYk.',
  '..kyyyyYYk..',
  '...kkkkkk...',
]);

const sad = sprite([
  '...kkkkkk...',
  '..kyyyyyyk..',
  '.kykkyykkyk.',
  'kyyyyyyyyyyk',
  'kyykyyyykyyk',
  'kyykyyyykyyk',
  'kBbyyyyyyyYk',
  'kBbyykkkyyYk',
  'kyyykyyykyYk',
  '.kyyyyyyyYk.',
  '..kyyyyYYk..',
  '...kkkkkk...',
]);

const coin = sprite([
  '...kkkkkk...',
  '..kyyyyyyk..',
  '.kywwyyyyYk.',
  'kywyyooooyYk',
  'kyyyoyyyyyYk',
  'kyyoyyyyyyYk',
  'kyyoyyyyyyYk',
  'kyyyoyyyyyYk',
  'kyyyyooooyYk',
  '.kyyyyyyyYk.',
  '..kYYYYYYk..',
  '...kkkkkk...',
]);

/** Each reaction's sprite. */
export const REACTION_SPRITES: Record<Reaction, SpriteData> = { like, love, laugh, wow, sad, coin };

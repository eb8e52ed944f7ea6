import type { SpriteData } from './pixel-sprite.tsx';

// Shared pixel palette: k is the dark outline; 'c' draws in the current text colour.
const P = {
  k: '#2b1d2f',
  w: '#ffffff',
  y: '#ffd23f',
  Y: '#e0a800',
  r: '#ef476f',
  o: '#ff8c42',
  b: '#3a86ff',
  B: '#2262c6',
  g: '#06d6a0',
  p: '#9b5de5',
  t: '#2ec4b6',
  a: '#ffc23d',
  c: 'currentColor',
} as const;

const sprite = (rows: string[]): SpriteData => ({ rows, palette: P });

export const logoSprite = sprite([
  '................',
  '..kkkkkkkkkkkk..',
  '.kaaaaaaaaaaaak.',
  'kaaaaaaaaaaaaaak',
  'kaaaakkkkkkaaaak',
  'kaaakkkkkkkkaaak',
  'kaaakkaaaaaaaaak',
  'kaaakkaaaaaaaaak',
  'kaaakkaaaaaaaaak',
  'kaaakkkkkkkkaaak',
  'kaaaakkkkkkaaaak',
  'kaaaaaaaaaaaaaak',
  '.kaaaaaaaaaaaak.',
  '..kkkkaakkkkkk..',
  '.....kaak.......',
  '.....kkk........',
]);

export const sunIcon = sprite([
  '....c....',
  '.c.....c.',
  '...ccc...',
  '..ccccc..',
  'c.ccccc.c',
  '..ccccc..',
  '...ccc...',
  '.c.....c.',
  '....c....',
]);

export const moonIcon = sprite([
  '..cccc...',
  '.ccc.....',
  'ccc......',
  'ccc......',
  'ccc......',
  'cccc.....',
  '.cccc..cc',
  '..cccccc.',
  '...ccc...',
]);

export const menuIcon = sprite([
  'cccccccc',
  'cccccccc',
  '........',
  'cccccccc',
  'cccccccc',
  '........',
  'cccccccc',
  'cccccccc',
]);

export const searchIcon = sprite([
  '.cccc....',
  'cc..cc...',
  'c....c...',
  'c....c...',
  'cc..cc...',
  '.ccccc...',
  '.....cc..',
  '......cc.',
  '.......cc',
]);

export const coinIcon = sprite([
  '..kkkk..',
  '.kyyyyk.',
  'kyywyyyk',
  'kywyyyYk',
  'kyyyyyYk',
  'kyyyyYYk',
  '.kYYYYk.',
  '..kkkk..',
]);

export const bubbleIcon = sprite([
  '.kkkkkkkkk.',
  'kwwwwwwwwwk',
  'kwkwwkwwkwk',
  'kwwwwwwwwwk',
  '.kkkkkkkkk.',
  '..kwk......',
  '..kk.......',
]);

export const shirtIcon = sprite([
  '.kkk..kkk.',
  'kttkkkkttk',
  'kttttttttk',
  'kkkttttkkk',
  '..kttttk..',
  '..kttttk..',
  '..kkkkkk..',
]);

export const tilesIcon = sprite([
  'rrrr.bbbb',
  'rrrr.bbbb',
  'rrrr.bbbb',
  'rrrr.bbbb',
  '.........',
  'gggg.yyyy',
  'gggg.yyyy',
  'gggg.yyyy',
  'gggg.yyyy',
]);

export const starIcon = sprite([
  '....k....',
  '...kyk...',
  'kkkyyykkk',
  'kyyyyyyyk',
  '.kyyyyyk.',
  '..kyyyk..',
  '.kyykyyk.',
  '.kyk.kyk.',
  '.kk...kk.',
]);

export const trophyIcon = sprite([
  '.kkkkkkk.',
  'kyyyyyyyk',
  'kywyyyyYk',
  '.kyyyyYk.',
  '..kyyYk..',
  '...kYk...',
  '...kYk...',
  '..kkkkk..',
  '.kkkkkkk.',
]);

export const heartIcon = sprite([
  '.kk...kk.',
  'krrk.krrk',
  'kwrrkrrrk',
  'krrrrrrrk',
  '.krrrrrk.',
  '..krrrk..',
  '...krk...',
  '....k....',
]);

export const flameIcon = sprite([
  '....k....',
  '...kok...',
  '...kook..',
  '..kooook.',
  '.koooyok.',
  '.kooyyok.',
  'koyyyyyok',
  'koyywyyok',
  '.kkkkkkk.',
]);

export const megaphoneIcon = sprite([
  '......kk.',
  '.....kok.',
  'kkkkkook.',
  'kwwooook.',
  'kwwooook.',
  'kkkkkook.',
  '..kk.kok.',
  '..kk..kk.',
]);

export const newsIcon = sprite([
  'kkkkkkkkk',
  'kwwwwwwwk',
  'kwbbwkkwk',
  'kwbbwwwwk',
  'kwwwwkkwk',
  'kwkkkkkwk',
  'kwwwwwwwk',
  'kkkkkkkkk',
]);

export const gemIcon = sprite([
  '..kkkkk..',
  '.kwbbbbk.',
  'kwbbbbbbk',
  'kbbbbbbBk',
  '.kbbbbBk.',
  '..kbbBk..',
  '...kBk...',
  '....k....',
]);

export const questionIcon = sprite([
  '.kkkkkkk.',
  'kwwwwwwwk',
  'kwwkkkwwk',
  'kwwwwkwwk',
  'kwwwkwwwk',
  'kwwwwwwwk',
  'kwwwkwwwk',
  '.kkkkkkk.',
  '..kwk....',
  '..kk.....',
]);

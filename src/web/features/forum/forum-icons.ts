import type { SpriteData } from '../../ui/pixel-sprite.tsx';

const P = {
  k: '#2b1d2f',
  w: '#ffffff',
  h: '#6b3e26',
  H: '#ff6fa8',
  s: '#ffd2a8',
  S: '#c68642',
  t: '#2ec4b6',
  T: '#ffd23f',
  r: '#ef476f',
  b: '#3a86ff',
  g: '#06d6a0',
  y: '#ffd23f',
  p: '#9b5de5',
  P: '#ff8fc1',
  n: '#f1c98b',
  a: '#ffc23d',
  o: '#8a5a3b',
} as const;

const sprite = (rows: string[]): SpriteData => ({ rows, palette: P });

export const communityIcon = sprite([
  '..kkkk....kkkk..',
  '.khhhhk..kHHHHk.',
  'khhhhhhkkHHHHHHk',
  'kssssssskSSSSSSk',
  'kskssksskSkSSkSk',
  'kssssssskSSSSSSk',
  '.kssssk..kSSSSk.',
  '..kkkk....kkkk..',
  '.kttttk..kTTTTk.',
  'kttttttkkTTTTTTk',
  'kttttttkkTTTTTTk',
  'kkkkkkkkkkkkkkkk',
]);

export const creativityIcon = sprite([
  '....kkkkkk....',
  '..kknnnnnnkk..',
  '.knnrrnnbbnnk.',
  'knnnrrnnbbnnnk',
  'knyynnnnnnnnnk',
  'knyynnnnkknnnk',
  'knnnnnnk..knnk',
  'knggnnnk..knk.',
  'knggnnnnkknnk.',
  '.knnnnppnnnk..',
  '..kknnppnkk...',
  '....kkkkk.....',
]);

export const gamesIcon = sprite([
  '..kkkkkkkkkkkk..',
  '.kppppppppppppk.',
  'kpppwpppppprpppk',
  'kppwwwppppgpyppk',
  'kpppwppppppbpppk',
  'kppppppppppppppk',
  'kppppkkkkkkppppk',
  'kpppk......kpppk',
  '.kkk........kkk.',
]);

export const shopsIcon = sprite([
  '.kkkkkkkkkkkk.',
  'krrwwrrwwrrwwk',
  'krrwwrrwwrrwwk',
  'kkkkkkkkkkkkkk',
  'kaaaaaaaaaaaak',
  'kakkkkaakkkkak',
  'kakbbkaakookak',
  'kakbbkaakookak',
  'kakkkkaakookak',
  'kaaaaaaakookak',
  'kkkkkkkkkkkkkk',
]);

export const wardrobeIcon = sprite([
  '..kk....kk..',
  '..kPk..kPk..',
  '..kPPkkPPk..',
  '..kPPPPPPk..',
  '...kPPPPk...',
  '...kyyyyk...',
  '..kPPPPPPk..',
  '..kPwPPPPk..',
  '.kPPPPPPPPk.',
  '.kPPPPPwPPk.',
  'kPPwPPPPPPPk',
  'kPPPPPPPPPPk',
  'kkkkkkkkkkkk',
]);

const BY_KEYWORD: Array<[keyword: string, icon: SpriteData]> = [
  ['community', communityIcon],
  ['creativ', creativityIcon],
  ['game', gamesIcon],
  ['shop', shopsIcon],
  ['wardrobe', wardrobeIcon],
];

/** Spec 1 §2: the icon follows a keyword in the category title; community is the default. */
export function categoryIcon(title: string): SpriteData {
  const lower = title.toLowerCase();
  return BY_KEYWORD.find(([keyword]) => lower.includes(keyword))?.[1] ?? communityIcon;
}

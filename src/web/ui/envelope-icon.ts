import type { SpriteData } from './pixel-sprite.tsx';

/** A 9×9 pixel envelope in the current text colour: the header's messages link, a message notification. */
export const envelopeIcon: SpriteData = {
  rows: [
    '.........',
    'ccccccccc',
    'cc.....cc',
    'c.c...c.c',
    'c..c.c..c',
    'c...c...c',
    'c.......c',
    'ccccccccc',
    '.........',
  ],
  palette: { c: 'currentColor' },
};

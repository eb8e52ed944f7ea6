import type { SpriteData } from '../../ui/pixel-sprite.tsx';

/** A 9×9 pixel envelope in the current text colour, beside the header's bell. */
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

import type { SpriteData } from '../../ui/pixel-sprite.tsx';

/** A 9×9 pixel bell in the current text colour, like the other header icons. */
export const bellIcon: SpriteData = {
  rows: [
    '....c....',
    '...ccc...',
    '..ccccc..',
    '..ccccc..',
    '..ccccc..',
    '.ccccccc.',
    'ccccccccc',
    '.........',
    '...ccc...',
  ],
  palette: { c: 'currentColor' },
};

import { ACCESSORIES } from './accessories.ts';
import { SKIN } from './body.ts';
import { BOTTOMS } from './bottoms.ts';
import type { DesignArt } from './design.ts';
import { DRESSES } from './dresses.ts';
import { HAIR, STARTER_HAIR } from './hair.ts';
import { SHOES } from './shoes.ts';
import { TOPS } from './tops.ts';

/** Every demo design, in the order the shop lists them by default. */
export const DESIGNS: readonly DesignArt[] = [
  SKIN,
  ...STARTER_HAIR,
  ...HAIR,
  ...TOPS,
  ...BOTTOMS,
  ...DRESSES,
  ...SHOES,
  ...ACCESSORIES,
];

/**
 * The starter wardrobe (issue 18 §2): the designs whose every variant is a starter, owned by all.
 * A real site has them too (shop/starter-wardrobe.ts), so the demo seed leaves them out.
 */
export const STARTER_DESIGNS: readonly DesignArt[] = DESIGNS.filter((art) =>
  art.variants.every(({ variant }) => variant.is_starter),
);

/** The designs the demo community sells. */
export const SHOP_DESIGNS: readonly DesignArt[] = DESIGNS.filter((art) => !STARTER_DESIGNS.includes(art));

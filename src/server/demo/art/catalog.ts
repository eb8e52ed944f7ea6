import { ACCESSORIES } from './accessories.ts';
import { SKIN } from './body.ts';
import { BOTTOMS } from './bottoms.ts';
import type { DesignArt } from './design.ts';
import { DRESSES } from './dresses.ts';
import { HAIR } from './hair.ts';
import { SHOES } from './shoes.ts';
import { TOPS } from './tops.ts';

/** Every demo design, in the order the shop lists them by default. */
export const DESIGNS: readonly DesignArt[] = [
  SKIN,
  ...HAIR,
  ...TOPS,
  ...BOTTOMS,
  ...DRESSES,
  ...SHOES,
  ...ACCESSORIES,
];

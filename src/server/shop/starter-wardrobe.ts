import type { Db } from '../db/index.ts';
import { generateDemoArt, STARTER_DESIGNS } from '../demo/art/index.ts';
import { createDesign } from './designs.ts';

/**
 * Issue 18 §2, nobody starts bald: every site, demo or not, has the starter wardrobe (skin tones,
 * starter hair styles in several colours, a tee, shorts and sneakers), drawn by the procedural art.
 * Run at start-up after the migrations; a design already there (by its name, in its category) is
 * left alone, so running it again adds nothing. The starters are owned by everyone and never on
 * sale (createDesign keeps is_starter variants off sale; inventory.ts counts them as owned).
 */
export async function ensureStarterWardrobe(db: Db): Promise<number> {
  const existing = await db
    .selectFrom('designs')
    .select(['name', 'category'])
    .where(
      'name',
      'in',
      STARTER_DESIGNS.map((art) => art.name),
    )
    .execute();
  const have = new Set(existing.map((row) => `${row.category}:${row.name}`));
  const missing = STARTER_DESIGNS.filter((art) => !have.has(`${art.category}:${art.name}`));
  for (const design of await generateDemoArt(missing)) {
    await createDesign(db, {
      name: design.name,
      category: design.category,
      sheet: design.sheet,
      creatorId: null,
      status: 'approved',
      onSale: false,
      variants: design.variants.map((variant) => ({
        variant_name: variant.variant_name,
        hex_color: variant.hex_color,
        price_coins: 0,
        price_gems: 0,
        is_starter: true,
      })),
    });
  }
  return missing.length;
}

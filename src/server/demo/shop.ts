import type { Db } from '../db/index.ts';
import { createDesign } from '../shop/designs.ts';
import { ensureStarterWardrobe } from '../shop/starter-wardrobe.ts';
import { generateDemoArt, SHOP_DESIGNS } from './art/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo catalogue: every design the art generator draws, credited to a Design Team member,
 * approved, with its purchasable variants on sale. The starter wardrobe (skins, starter hair and
 * outfit, owned by all) is the site's own, made once whether or not the demo is seeded.
 */
export async function seedShop(db: Db, creatorUsername = 'dana'): Promise<void> {
  const creator = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', creatorUsername)
    .executeTakeFirst();
  await ensureStarterWardrobe(db);
  const now = Date.now();
  for (const design of await generateDemoArt(SHOP_DESIGNS)) {
    await createDesign(db, {
      name: design.name,
      category: design.category,
      sheet: design.sheet,
      creatorId: creator?.id ?? null,
      status: 'approved',
      variants: design.variants.map((variant) => ({
        variant_name: variant.variant_name,
        hex_color: variant.hex_color,
        price_coins: variant.price_coins,
        price_gems: variant.price_gems,
        is_starter: variant.is_starter,
        remaining_stock: variant.remaining_stock,
        expires_at:
          variant.expires_in_days === null
            ? null
            : new Date(now + variant.expires_in_days * DAY_MS).toISOString(),
      })),
    });
  }
}

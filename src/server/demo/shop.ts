import type { Db } from '../db/index.ts';
import { createDesign } from '../shop/designs.ts';
import { generateDemoArt } from './art/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo catalogue: every design the art generator draws, credited to a Design Team member,
 * approved, with its purchasable variants on sale (skins and the starter outfit are owned by all).
 */
export async function seedShop(db: Db, creatorUsername = 'dana'): Promise<void> {
  const creator = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', creatorUsername)
    .executeTakeFirst();
  const now = Date.now();
  for (const design of await generateDemoArt()) {
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

import { DEFAULT_LAYERS, type DesignCategory, type ItemVariant } from '../../../common/shop-types.ts';

// For unit tests only: a shop variant with every field filled in.

let nextVariant = 1;

/** A variant of `category`, ids counting up unless `overrides` gives one. */
export function variantFixture(category: DesignCategory, overrides: Partial<ItemVariant> = {}): ItemVariant {
  const id = overrides.id ?? nextVariant++;
  return {
    id,
    variant_name: `V${id}`,
    name: `${category} ${id}`,
    design_id: id,
    design_name: category === 'skin' ? 'Skin' : category,
    category,
    creator: null,
    created_at: '2025-01-01T00:00:00.000Z',
    price_coins: 100,
    price_gems: 0,
    hex_color: '#888888',
    max_owned: 1,
    remaining_stock: null,
    expires_at: null,
    sprite_rect: { x: 0, y: 0, width: 210, height: 340 },
    offset: { x: 0, y: 0 },
    default_layer: DEFAULT_LAYERS[category],
    is_starter: false,
    available: true,
    sprite_url: `/api/item/${id}/sprite.png?v=1`,
    ...overrides,
  };
}

import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYERS, type DesignCategory, type ItemVariant } from '../../../common/shop-types.ts';
import type { WornEntry } from '../../../common/trades.ts';
import { outfitAfter } from './after-trade.ts';

let next = 1;
function item(category: DesignCategory): ItemVariant {
  const id = next++;
  return {
    id,
    variant_name: `V${id}`,
    name: `${category} ${id}`,
    design_id: id,
    design_name: category,
    category,
    creator: null,
    created_at: '2025-01-01T00:00:00.000Z',
    price_coins: 1,
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
  };
}

const worn = (variant: ItemVariant, x = 0): WornEntry => ({
  item_variant: variant.id,
  layer: variant.default_layer,
  custom_offset: { x, y: 0 },
  item: variant,
});
const names = (outfit: ReturnType<typeof outfitAfter>) => outfit.map((w) => w.variant.name).sort();

describe('outfitAfter', () => {
  const [skin, top, hat, dress, otherTop] = [
    item('skin'),
    item('top'),
    item('accessory'),
    item('dress'),
    item('top'),
  ];

  it('keeps the look, nudges included, when nothing changes hands', () => {
    const outfit = outfitAfter([worn(skin), worn(top, 3)], [], []);
    expect(names(outfit)).toEqual([skin.name, top.name]);
    expect(outfit.find((w) => w.variant.id === top.id)?.offset).toEqual({ x: 3, y: 0 });
  });

  it('takes off what is given away and puts on what is got', () => {
    expect(names(outfitAfter([worn(skin), worn(top), worn(hat)], [hat.id], [otherTop]))).toEqual([
      skin.name,
      otherTop.name,
    ]);
  });

  it('follows the wardrobe rules: a dress got takes the top off', () => {
    expect(names(outfitAfter([worn(skin), worn(top)], [], [dress]))).toEqual([dress.name, skin.name]);
  });
});

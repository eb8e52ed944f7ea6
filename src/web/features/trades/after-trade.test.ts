import { describe, expect, it } from 'vitest';
import type { DesignCategory, ItemVariant } from '../../../common/shop-types.ts';
import type { WornEntry } from '../../../common/trades.ts';
import { variantFixture } from '../../ui/avatar/variant-fixture.ts';
import { outfitAfter } from './after-trade.ts';

const item = (category: DesignCategory): ItemVariant => variantFixture(category, { price_coins: 1 });

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

import { describe, expect, it } from 'vitest';
import type { LookItem } from '../../../common/looks-types.ts';
import type { DesignCategory } from '../../../common/shop-types.ts';
import { variantFixture } from '../../ui/avatar/variant-fixture.ts';
import { itemState, lookOnYou, missingForSale, wearableAfterBuying } from './try-look-rules.ts';

function item(id: number, category: DesignCategory, overrides: Partial<LookItem> = {}): LookItem {
  return { ...variantFixture(category, { id }), owned: false, ...overrides };
}
const entry = (id: number, layer: number) => ({ item_variant: id, layer, custom_offset: { x: 1, y: 2 } });

const theirSkin = item(1, 'skin', { owned: true, is_starter: true });
const hat = item(2, 'accessory', { owned: true });
const top = item(3, 'top', { price_coins: 120, price_gems: 1 });
const gone = item(4, 'shoes', { available: false });
const look = {
  config: [entry(1, -100), entry(3, 30), entry(4, 10), entry(2, 40)],
  items: [theirSkin, top, gone, hat],
};

describe('try this look', () => {
  it('dresses your skin in their clothes, at their layers and nudges', () => {
    const mySkin = item(9, 'skin', { is_starter: true });
    const outfit = lookOnYou(look, { config: [entry(9, -100)], items: [mySkin] });
    expect(outfit.map((worn) => [worn.variant.id, worn.layer, worn.offset.x])).toEqual([
      [9, -100, 1],
      [3, 30, 1],
      [4, 10, 1],
      [2, 40, 1],
    ]);
  });

  it('shows their whole look to a visitor', () => {
    expect(lookOnYou(look, null).map((worn) => worn.variant.id)).toEqual([1, 3, 4, 2]);
  });

  it('marks what you own, what the shop sells and what it does not', () => {
    expect([hat, top, gone].map(itemState)).toEqual(['owned', 'for_sale', 'not_sold']);
  });

  it('buys only what is missing and sold, and wears the rest of the look', () => {
    const { toBuy, coins, gems } = missingForSale(look.items);
    expect([toBuy.map((i) => i.id), coins, gems]).toEqual([[3], 120, 1]);
    const preview = lookOnYou(look, null);
    expect(wearableAfterBuying(preview, look.items).map((worn) => worn.variant.id)).toEqual([1, 3, 2]);
  });
});

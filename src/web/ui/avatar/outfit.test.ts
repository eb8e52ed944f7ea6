import { describe, expect, it } from 'vitest';
import { drawOrder, fromConfig, isWearing, toConfig, type WornItem, wear } from './outfit.ts';
import { variantFixture } from './variant-fixture.ts';

const variant = variantFixture;

function ids() {
  let n = 0;
  return () => `w${++n}`;
}

const categories = (outfit: WornItem[]) => outfit.map((worn) => worn.variant.category);

describe('wear', () => {
  const skin = variant('skin');
  const base = wear([], skin, ids());

  it('puts an item on at its default layer with no nudge', () => {
    const hair = variant('hair', { default_layer: 12 });
    const outfit = wear(base, hair, ids());
    expect(outfit).toHaveLength(2);
    expect(outfit[1]).toMatchObject({ variant: hair, layer: 12, offset: { x: 0, y: 0 } });
  });

  it('changes nothing when the item is already worn', () => {
    const hair = variant('hair');
    const outfit = wear(base, hair, ids());
    const again = wear(outfit, hair, ids());
    expect(again).toEqual(outfit);
  });

  it('replaces the worn item of the same category', () => {
    const first = variant('hair');
    const second = variant('hair');
    const outfit = wear(wear(base, first), second);
    expect(outfit.map((worn) => worn.variant.id)).toEqual([skin.id, second.id]);
  });

  it('takes off tops and bottoms when a dress goes on', () => {
    let outfit = wear(wear(wear(base, variant('top')), variant('bottom')), variant('shoes'));
    outfit = wear(outfit, variant('dress'));
    expect(categories(outfit)).toEqual(['skin', 'shoes', 'dress']);
  });

  it('takes a dress off when a top or bottom goes on, as the server refuses both together', () => {
    const outfit = wear(wear(base, variant('dress')), variant('top'));
    expect(categories(outfit)).toEqual(['skin', 'top']);
  });

  it('lets accessories stack', () => {
    const outfit = wear(wear(base, variant('accessory')), variant('accessory'));
    expect(categories(outfit)).toEqual(['skin', 'accessory', 'accessory']);
  });

  it('replaces the skin in place at layer -100', () => {
    const hair = variant('hair');
    const darker = variant('skin');
    const outfit = wear(wear(base, hair), darker);
    expect(outfit.map((worn) => worn.variant.id)).toEqual([darker.id, hair.id]);
    expect(outfit[0]!.layer).toBe(-100);
  });

  it('gives every new entry its own id', () => {
    const outfit = wear(wear(base, variant('accessory')), variant('accessory'));
    expect(new Set(outfit.map((worn) => worn.id)).size).toBe(3);
  });
});

describe('saved config and working copy', () => {
  const skin = variant('skin');
  const top = variant('top');
  const hair = variant('hair');

  it('builds the working copy from the config with the variant data', () => {
    const outfit = fromConfig(
      [
        { item_variant: skin.id, layer: -100, custom_offset: { x: 0, y: 0 } },
        { item_variant: hair.id, layer: 50, custom_offset: { x: 2, y: -3 } },
      ],
      [skin, top, hair],
      ids(),
    );
    expect(outfit).toEqual([
      { id: 'w1', variant: skin, layer: -100, offset: { x: 0, y: 0 } },
      { id: 'w2', variant: hair, layer: 50, offset: { x: 2, y: -3 } },
    ]);
    expect(isWearing(outfit, hair.id)).toBe(true);
    expect(isWearing(outfit, top.id)).toBe(false);
  });

  it('drops entries for items the member does not own', () => {
    const outfit = fromConfig([{ item_variant: 9999, layer: 10, custom_offset: { x: 0, y: 0 } }], [skin]);
    expect(outfit).toEqual([]);
  });

  it('saves in draw order, back to front, keeping equal layers in entry order', () => {
    const outfit = fromConfig(
      [
        { item_variant: top.id, layer: 30, custom_offset: { x: 1, y: 1 } },
        { item_variant: hair.id, layer: 10, custom_offset: { x: 0, y: 0 } },
        { item_variant: skin.id, layer: -100, custom_offset: { x: 0, y: 0 } },
      ],
      [skin, top, hair],
    );
    expect(toConfig(outfit).map((entry) => entry.item_variant)).toEqual([skin.id, hair.id, top.id]);
    const shoes = variant('shoes', { default_layer: 10 });
    expect(drawOrder(wear(outfit, shoes)).map((worn) => worn.variant.id)).toEqual([
      skin.id,
      hair.id,
      shoes.id,
      top.id,
    ]);
  });
});

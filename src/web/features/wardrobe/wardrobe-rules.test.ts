import { describe, expect, it } from 'vitest';
import { type ItemVariant, LAYER_MAX, LAYER_MIN, OFFSET_LIMIT } from '../../../common/shop-types.ts';
import { drawOrder, type WornItem, wear } from '../../ui/avatar/outfit.ts';
import { variantFixture } from '../../ui/avatar/variant-fixture.ts';
import {
  clampOffset,
  clearAll,
  layerList,
  moveBy,
  moveInList,
  nudge,
  randomOutfit,
  sameLook,
  setLayer,
  setOffset,
  takeOff,
  tooManyAccessories,
} from './wardrobe-rules.ts';

const variant = variantFixture;

function dress(...variants: ItemVariant[]): WornItem[] {
  return variants.reduce<WornItem[]>((outfit, v) => wear(outfit, v), []);
}

/** A random source that plays back the given numbers, then 0.99 (never skips, picks the last). */
function script(...values: number[]) {
  let i = 0;
  return () => values[i++] ?? 0.99;
}

const names = (outfit: WornItem[]) => outfit.map((worn) => worn.variant.name);

describe('take off and clear', () => {
  const skin = variant('skin');
  const hair = variant('hair');
  const top = variant('top');

  it('takes off a worn item', () => {
    const outfit = dress(skin, hair, top);
    expect(names(takeOff(outfit, outfit[1]!.id))).toEqual([skin.name, top.name]);
  });

  it('never takes off the skin', () => {
    const outfit = dress(skin, hair);
    expect(takeOff(outfit, outfit[0]!.id)).toEqual(outfit);
  });

  it('Clear All keeps only the skin', () => {
    expect(names(clearAll(dress(skin, hair, top)))).toEqual([skin.name]);
  });
});

describe('tooManyAccessories (issue 18 §4)', () => {
  const hats = [variant('accessory'), variant('accessory'), variant('accessory'), variant('accessory')];
  it('allows three accessories and refuses a fourth', () => {
    const three = dress(variant('skin'), ...hats.slice(0, 3));
    expect(tooManyAccessories(dress(variant('skin'), ...hats.slice(0, 2)), hats[2]!)).toBe(false);
    expect(tooManyAccessories(three, hats[3]!)).toBe(true);
    expect(tooManyAccessories(three, hats[0]!)).toBe(false);
    expect(tooManyAccessories(three, variant('hair'))).toBe(false);
  });
});

describe('randomOutfit', () => {
  const skins = [variant('skin'), variant('skin'), variant('skin')];
  const hairs = [variant('hair'), variant('hair')];
  const top = variant('top');
  const bottom = variant('bottom');
  const gown = variant('dress');
  const shoes = variant('shoes');
  const hat = variant('accessory');

  it('picks the skin at random among the owned skins', () => {
    const outfit = randomOutfit([...skins, ...hairs], script(0.5, 0.1, 0));
    expect(outfit[0]!.variant).toBe(skins[1]);
  });

  it('leaves out an accessory when the draw falls under 30%', () => {
    // skin, shoes (the only pair), then the accessory: skipped (0.29)
    const outfit = randomOutfit([skins[0]!, shoes, hat], script(0, 0, 0.29));
    expect(names(outfit)).toEqual([skins[0]!.name, shoes.name]);
    const withHat = randomOutfit([skins[0]!, shoes, hat], script(0, 0, 0.3, 0));
    expect(names(withHat)).toEqual([skins[0]!.name, shoes.name, hat.name]);
  });

  it('always makes a complete look: hair, top and bottom, shoes (issue 18 §2)', () => {
    // draws that would have skipped every category before
    const outfit = randomOutfit([skins[0]!, ...hairs, top, bottom, shoes], script(0, 0, 0, 0, 0, 0, 0));
    expect(outfit.map((worn) => worn.variant.category).sort()).toEqual(
      ['bottom', 'hair', 'shoes', 'skin', 'top'].sort(),
    );
  });

  it('wears one item from every category', () => {
    const outfit = randomOutfit([skins[0]!, ...hairs, top, bottom, shoes], script(0, 0));
    expect(outfit.map((worn) => worn.variant.category).sort()).toEqual(
      ['bottom', 'hair', 'shoes', 'skin', 'top'].sort(),
    );
    expect(outfit.find((worn) => worn.variant.category === 'hair')!.variant).toBe(hairs[0]);
  });

  it('chooses either a dress or separates, never both', () => {
    const owned = [skins[0]!, top, bottom, gown];
    const dressLook = randomOutfit(owned, script(0, 0.2));
    expect(dressLook.map((worn) => worn.variant.category)).toEqual(['skin', 'dress']);
    const separates = randomOutfit(owned, script(0, 0.7));
    expect(separates.map((worn) => worn.variant.category)).toEqual(['skin', 'top', 'bottom']);
  });

  it('starts from nothing: the old look does not carry over', () => {
    const outfit = randomOutfit([skins[2]!], script(0.9));
    expect(names(outfit)).toEqual([skins[2]!.name]);
  });
});

describe('layer list and reordering', () => {
  const skin = variant('skin');
  const hair = variant('hair'); // 10
  const bottom = variant('bottom'); // 20
  const top = variant('top'); // 30
  const hat = variant('accessory'); // 40

  const order = (outfit: WornItem[]) => names(layerList(outfit));

  it('lists the worn items front first, without the skin', () => {
    expect(order(dress(skin, hair, top, bottom, hat))).toEqual([hat.name, top.name, bottom.name, hair.name]);
  });

  it('moves an item between neighbours by changing only its own layer', () => {
    const outfit = dress(skin, hair, bottom, top, hat);
    const hairId = outfit[1]!.id;
    const moved = moveInList(outfit, hairId, 1); // between hat (40) and top (30)
    expect(order(moved)).toEqual([hat.name, hair.name, top.name, bottom.name]);
    expect(moved.find((worn) => worn.id === hairId)!.layer).toBe(35);
    expect(moved.filter((worn) => worn.id !== hairId)).toEqual(outfit.filter((worn) => worn.id !== hairId));
  });

  it('moves an item to the front above the top layer and to the back above the skin', () => {
    const outfit = dress(skin, hair, bottom, top, hat);
    const toFront = moveInList(outfit, outfit[1]!.id, 0);
    expect(order(toFront)).toEqual([hair.name, hat.name, top.name, bottom.name]);
    expect(toFront[1]!.layer).toBe(50);
    const toBack = moveInList(outfit, outfit[4]!.id, 3);
    expect(order(toBack)).toEqual([top.name, bottom.name, hair.name, hat.name]);
    expect(toBack[4]!.layer).toBe(0);
    expect(drawOrder(toBack)[0]!.variant).toBe(skin);
  });

  it('renumbers the list when equal layers leave no room', () => {
    const shoes = variant('shoes'); // 10, like hair
    const outfit = dress(skin, hair, shoes, top);
    const topId = outfit[3]!.id;
    // list: top, shoes, hair; put top between shoes and hair (both 10)
    const moved = moveInList(outfit, topId, 1);
    expect(order(moved)).toEqual([shoes.name, top.name, hair.name]);
    expect(layerList(moved).map((worn) => worn.layer)).toEqual([30, 20, 10]);
    expect(moved[0]!.layer).toBe(-100);
  });

  it('moves one place with the keyboard and stops at the ends', () => {
    const outfit = dress(skin, hair, top);
    const hairId = outfit[1]!.id;
    expect(order(moveBy(outfit, hairId, -1))).toEqual([hair.name, top.name]);
    expect(order(moveBy(outfit, hairId, 1))).toEqual([top.name, hair.name]);
  });

  it('ignores an unknown id or the skin', () => {
    const outfit = dress(skin, hair);
    expect(moveInList(outfit, 'nope', 0)).toEqual(outfit);
    expect(moveInList(outfit, outfit[0]!.id, 0)).toEqual(outfit);
  });
});

describe('layer and position inputs', () => {
  const skin = variant('skin');
  const hair = variant('hair');

  it('clamps a typed layer to the allowed range and keeps the skin at its layer', () => {
    const outfit = dress(skin, hair);
    const hairId = outfit[1]!.id;
    expect(setLayer(outfit, hairId, 5000)[1]!.layer).toBe(LAYER_MAX);
    expect(setLayer(outfit, hairId, -5000)[1]!.layer).toBe(LAYER_MIN);
    expect(setLayer(outfit, hairId, 12.6)[1]!.layer).toBe(13);
    expect(setLayer(outfit, outfit[0]!.id, 50)[0]!.layer).toBe(-100);
  });

  it('clamps offsets to the limit on both axes', () => {
    expect(clampOffset(OFFSET_LIMIT + 1)).toBe(OFFSET_LIMIT);
    expect(clampOffset(-OFFSET_LIMIT - 50)).toBe(-OFFSET_LIMIT);
    expect(clampOffset(Number.NaN)).toBe(0);
    const outfit = dress(skin, hair);
    const hairId = outfit[1]!.id;
    expect(setOffset(outfit, hairId, { x: 500, y: -7 })[1]!.offset).toEqual({ x: OFFSET_LIMIT, y: -7 });
  });

  it('nudges by a step and stops at the limit', () => {
    let outfit = dress(skin, hair);
    const hairId = outfit[1]!.id;
    outfit = nudge(outfit, hairId, 1, -1);
    expect(outfit[1]!.offset).toEqual({ x: 1, y: -1 });
    outfit = setOffset(outfit, hairId, { x: OFFSET_LIMIT, y: 0 });
    expect(nudge(outfit, hairId, 1, 0)[1]!.offset.x).toBe(OFFSET_LIMIT);
  });

  it('tells whether two working copies would save the same look', () => {
    const outfit = dress(skin, hair);
    const again = dress(skin, hair);
    expect(sameLook(outfit, again)).toBe(true);
    expect(sameLook(outfit, nudge(outfit, outfit[1]!.id, 0, 1))).toBe(false);
  });
});

import type { ItemCategory } from '../../common/shop-types.ts';

/** A category of item in words, as the design studio and the wardrobe name it. */
export const ITEM_CATEGORY_LABELS: Readonly<Record<ItemCategory, string>> = {
  hair: 'Hair',
  top: 'Top',
  bottom: 'Bottom',
  dress: 'Dress',
  shoes: 'Shoes',
  accessory: 'Accessory',
  body_mod: 'Body mod',
};

/** A category's words; one without any (a skin) as it is. */
export function itemCategoryLabel(category: string): string {
  return (ITEM_CATEGORY_LABELS as Readonly<Record<string, string>>)[category] ?? category;
}

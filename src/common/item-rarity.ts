import { formatCount } from './format-count.ts';
/**
 * An item's rarity on its page (issue 18 §2), from its stock, availability and how many members own it.
 * The rule, in order:
 * - retired: it can no longer be bought (expired, sold out, or taken off sale);
 * - limited: it is on sale with a finite stock (`remaining_stock` is a number);
 * - rare: on sale without a stock limit, but owned by fewer than RARE_OWNERS members;
 * - common: everything else, and starter items, which every member owns.
 */
export const RARITIES = ['common', 'rare', 'limited', 'retired'] as const;
export type Rarity = (typeof RARITIES)[number];

/** Below this many owners an unlimited item still counts as rare. */
export const RARE_OWNERS = 10;

export interface RarityFacts {
  available: boolean;
  is_starter: boolean;
  remaining_stock: number | null;
  owners: number;
}

/** The rarity of an item by the rule above. */
export function rarityOf(item: RarityFacts): Rarity {
  if (item.is_starter) return 'common';
  if (!item.available) return 'retired';
  if (item.remaining_stock !== null) return 'limited';
  if (item.owners < RARE_OWNERS) return 'rare';
  return 'common';
}

/** Each rarity's label and the sentence that explains it. */
export const RARITY_LABELS: Record<Rarity, { label: string; explanation: string }> = {
  common: { label: 'Common', explanation: 'Easy to find: on sale with no stock limit.' },
  rare: { label: 'Rare', explanation: `Owned by fewer than ${RARE_OWNERS} members so far.` },
  limited: { label: 'Limited', explanation: 'Only a limited stock is for sale.' },
  retired: { label: 'Retired', explanation: 'No longer for sale.' },
};

/** "1 member", "12 members". */
export const ownersText = (owners: number) => `${formatCount(owners)} ${owners === 1 ? 'member' : 'members'}`;

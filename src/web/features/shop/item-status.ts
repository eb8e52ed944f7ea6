import { formatCount } from '../../../common/format-count.ts';
import type { ItemVariant } from '../../../common/shop-types.ts';

// What a shop card says about an item and its Buy button (spec 2 §4 'Shop purchase').

export type BuyLabel = 'Buy' | 'Buying…' | 'Already Owned' | 'Insufficient Funds' | 'Sold Out';

export interface BuyContext {
  /** How many of the item the member has. */
  owned: number;
  coins: number;
  gems: number;
  /** Inventory or balance still loading. */
  loading: boolean;
  /** A purchase, of this or another item, is under way. */
  purchasing: boolean;
  buyingThis: boolean;
}

export interface BuyButtonState {
  label: BuyLabel;
  disabled: boolean;
}

export function isOwned(item: Pick<ItemVariant, 'max_owned'>, owned: number): boolean {
  return owned >= Math.max(1, item.max_owned);
}

export function isSoldOut(item: Pick<ItemVariant, 'available' | 'remaining_stock'>): boolean {
  return !item.available || item.remaining_stock === 0;
}

/** Both balances must cover the price (spec 2 §4). */
export function canAfford(
  item: Pick<ItemVariant, 'price_coins' | 'price_gems'>,
  coins: number,
  gems: number,
) {
  return coins >= item.price_coins && gems >= item.price_gems;
}

/**
 * Spec 2 §4: Buy is disabled while loading or purchasing, when owned, or when stock is gone, and
 * reads 'Already Owned', 'Sold Out' or 'Insufficient Funds' accordingly.
 */
export function buyButton(item: ItemVariant, context: BuyContext): BuyButtonState {
  if (context.buyingThis) return { label: 'Buying…', disabled: true };
  if (!context.loading && isOwned(item, context.owned)) return { label: 'Already Owned', disabled: true };
  if (isSoldOut(item)) return { label: 'Sold Out', disabled: true };
  if (!context.loading && !canAfford(item, context.coins, context.gems)) {
    return { label: 'Insufficient Funds', disabled: true };
  }
  return { label: 'Buy', disabled: context.loading || context.purchasing };
}

/** '3 left', 'Sold out', or null for unlimited stock. */
export function stockText(item: Pick<ItemVariant, 'remaining_stock'>): string | null {
  if (item.remaining_stock === null) return null;
  return item.remaining_stock === 0 ? 'Sold out' : `${formatCount(item.remaining_stock)} left`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function count(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** 'Expires in 2 days' (or hours, minutes), 'Expired', or null when the item never expires. */
export function expiryText(expiresAt: string | null, now: number = Date.now()): string | null {
  if (!expiresAt) return null;
  const left = Date.parse(expiresAt) - now;
  if (Number.isNaN(left)) return null;
  if (left <= 0) return 'Expired';
  if (left < HOUR) return `Expires in ${count(Math.max(1, Math.floor(left / MINUTE)), 'minute')}`;
  if (left < DAY) return `Expires in ${count(Math.floor(left / HOUR), 'hour')}`;
  return `Expires in ${count(Math.floor(left / DAY), 'day')}`;
}

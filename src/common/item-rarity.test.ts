import { describe, expect, it } from 'vitest';
import { ownersText, RARE_OWNERS, rarityOf } from './item-rarity.ts';

const onSale = { available: true, is_starter: false, remaining_stock: null, owners: RARE_OWNERS };

describe('rarityOf', () => {
  it('calls an unlimited item on sale with many owners common', () => {
    expect(rarityOf(onSale)).toBe('common');
  });

  it('calls an unlimited item with few owners rare', () => {
    expect(rarityOf({ ...onSale, owners: RARE_OWNERS - 1 })).toBe('rare');
    expect(rarityOf({ ...onSale, owners: 0 })).toBe('rare');
  });

  it('calls an item with a finite stock limited, however many own it', () => {
    expect(rarityOf({ ...onSale, remaining_stock: 3, owners: 0 })).toBe('limited');
    expect(rarityOf({ ...onSale, remaining_stock: 3, owners: 500 })).toBe('limited');
  });

  it('calls an item that cannot be bought any more retired, sold-out stock included', () => {
    expect(rarityOf({ ...onSale, available: false })).toBe('retired');
    expect(rarityOf({ ...onSale, available: false, remaining_stock: 0, owners: 1 })).toBe('retired');
  });

  it('calls starter items common, which everyone owns', () => {
    expect(rarityOf({ ...onSale, is_starter: true, available: false, owners: 1 })).toBe('common');
  });
});

describe('ownersText', () => {
  it('counts members in the singular and plural', () => {
    expect(ownersText(1)).toBe('1 member');
    expect(ownersText(1200)).toBe('1,200 members');
  });
});

import { describe, expect, it } from 'vitest';
import { emptyMessage, readShopParams, toShopParams } from './shop-params.ts';

describe('shop URL', () => {
  it('reads a full view and writes it back', () => {
    const params = new URLSearchParams('q=%20cap%20&category=hair&sort=price&page=3');
    const view = readShopParams(params);
    expect(view).toEqual({ q: 'cap', category: 'hair', sort: 'price', page: 3 });
    expect(toShopParams(view).toString()).toBe('q=cap&category=hair&sort=price&page=3');
  });

  it('falls back to the defaults for unknown or missing values', () => {
    const view = readShopParams(new URLSearchParams('category=hats&sort=random&page=-2'));
    expect(view).toEqual({ q: '', category: 'all', sort: 'date', page: 1 });
    expect(toShopParams(view).toString()).toBe('');
  });
});

describe('emptyMessage', () => {
  it('says the search found nothing, even within a category', () => {
    expect(emptyMessage({ q: 'zzz', category: 'hair' })).toBe('No items match your search');
  });

  it('names the category', () => {
    expect(emptyMessage({ q: '', category: 'shoes' })).toBe('No items in shoes category');
    expect(emptyMessage({ q: '', category: 'body_mod' })).toBe('No items in body mod category');
  });

  it('says the shop is empty', () => {
    expect(emptyMessage({ q: '', category: 'all' })).toBe('No items available');
  });
});

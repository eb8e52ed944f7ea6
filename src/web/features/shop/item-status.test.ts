import { describe, expect, it } from 'vitest';
import type { ItemVariant } from '../../../common/shop-types.ts';
import { type BuyContext, buyButton, expiryText, stockText } from './item-status.ts';

function item(overrides: Partial<ItemVariant> = {}): ItemVariant {
  return {
    id: 1,
    variant_name: 'Red',
    name: 'Cap (Red)',
    design_id: 1,
    design_name: 'Cap',
    category: 'accessory',
    creator: null,
    created_at: '2025-01-01T00:00:00.000Z',
    price_coins: 100,
    price_gems: 2,
    hex_color: '#ff0000',
    max_owned: 1,
    remaining_stock: null,
    expires_at: null,
    sprite_rect: { x: 0, y: 0, width: 210, height: 340 },
    offset: { x: 0, y: 0 },
    default_layer: 40,
    is_starter: false,
    available: true,
    sprite_url: '/api/item/1/sprite.png?v=1',
    ...overrides,
  };
}

const ready: BuyContext = {
  owned: 0,
  coins: 500,
  gems: 10,
  loading: false,
  purchasing: false,
  buyingThis: false,
};

describe('buyButton', () => {
  it('offers Buy when the member can pay for it', () => {
    expect(buyButton(item(), ready)).toEqual({ label: 'Buy', disabled: false });
  });

  it('is disabled while loading or while another purchase is under way', () => {
    expect(buyButton(item(), { ...ready, loading: true })).toEqual({ label: 'Buy', disabled: true });
    expect(buyButton(item(), { ...ready, purchasing: true })).toEqual({ label: 'Buy', disabled: true });
    expect(buyButton(item(), { ...ready, purchasing: true, buyingThis: true })).toEqual({
      label: 'Buying…',
      disabled: true,
    });
  });

  it('reads Already Owned once the member has as many as allowed', () => {
    expect(buyButton(item(), { ...ready, owned: 1 })).toEqual({ label: 'Already Owned', disabled: true });
    expect(buyButton(item({ max_owned: 3 }), { ...ready, owned: 2 }).label).toBe('Buy');
  });

  it('reads Insufficient Funds when either balance falls short', () => {
    expect(buyButton(item(), { ...ready, coins: 99 })).toEqual({
      label: 'Insufficient Funds',
      disabled: true,
    });
    expect(buyButton(item(), { ...ready, gems: 1 })).toEqual({ label: 'Insufficient Funds', disabled: true });
    expect(buyButton(item({ price_gems: 0 }), { ...ready, gems: 0 }).label).toBe('Buy');
  });

  it('reads Sold Out when no stock is left or the item is off sale', () => {
    expect(buyButton(item({ remaining_stock: 0 }), ready)).toEqual({ label: 'Sold Out', disabled: true });
    expect(buyButton(item({ available: false }), ready)).toEqual({ label: 'Sold Out', disabled: true });
    expect(buyButton(item({ remaining_stock: 4 }), ready).label).toBe('Buy');
  });

  it('says Already Owned before Sold Out or Insufficient Funds', () => {
    expect(buyButton(item({ remaining_stock: 0 }), { ...ready, owned: 1, coins: 0 }).label).toBe(
      'Already Owned',
    );
  });
});

describe('card facts', () => {
  it('shows the stock left', () => {
    expect(stockText(item())).toBeNull();
    expect(stockText(item({ remaining_stock: 3 }))).toBe('3 left');
    expect(stockText(item({ remaining_stock: 0 }))).toBe('Sold out');
  });

  it('counts down to the expiry', () => {
    const now = Date.parse('2025-06-01T12:00:00Z');
    expect(expiryText(null, now)).toBeNull();
    expect(expiryText('2025-06-04T13:00:00Z', now)).toBe('Expires in 3 days');
    expect(expiryText('2025-06-02T11:00:00Z', now)).toBe('Expires in 23 hours');
    expect(expiryText('2025-06-01T13:00:00Z', now)).toBe('Expires in 1 hour');
    expect(expiryText('2025-06-01T12:00:30Z', now)).toBe('Expires in 1 minute');
    expect(expiryText('2025-06-01T11:00:00Z', now)).toBe('Expired');
  });
});

import { describe, expect, it } from 'vitest';
import { scrollKey } from './layout.tsx';

describe('scrollKey (issue 17 §10)', () => {
  it('keys thread lists by address, so a link back restores their scroll', () => {
    expect(scrollKey({ pathname: '/category/general', search: '?page=2', key: 'a1' })).toBe(
      '/category/general?page=2',
    );
    expect(scrollKey({ pathname: '/recent', search: '', key: 'a2' })).toBe('/recent');
  });
  it('keys other screens by visit', () => {
    expect(scrollKey({ pathname: '/thread/general/hello', search: '', key: 'k9' })).toBe('k9');
    expect(scrollKey({ pathname: '/category/general/new', search: '', key: 'k8' })).toBe('k8');
  });
  it("keys a tab's first page by its address, not by the key every first page shares", () => {
    expect(scrollKey({ pathname: '/shop', search: '', key: 'default' })).toBe('default:/shop');
    expect(scrollKey({ pathname: '/', search: '?next=%2Fshop', key: 'default' })).toBe(
      'default:/?next=%2Fshop',
    );
  });
});

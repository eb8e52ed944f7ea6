import { describe, expect, it } from 'vitest';
import { isOnScreen } from './read-on-site.ts';

describe('isOnScreen', () => {
  const here = { origin: 'https://cito.example', pathname: '/thread/general/hello' };

  it('is true for the thread on screen, whatever post it points at', () => {
    expect(isOnScreen('/thread/general/hello#post-12', here, true)).toBe(true);
  });

  it('is false for another page, or when the tab is hidden', () => {
    expect(isOnScreen('/thread/general/other#post-3', here, true)).toBe(false);
    expect(isOnScreen('/thread/general/hello#post-12', here, false)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { pageCount } from './page-count.ts';

describe('pageCount', () => {
  it('rounds up, and an empty list is one page', () => {
    expect(pageCount(25, 12)).toBe(3);
    expect(pageCount(24, 12)).toBe(2);
    expect(pageCount(1, 12)).toBe(1);
    expect(pageCount(0, 12)).toBe(1);
  });

  it('takes a page size below one as one', () => {
    expect(pageCount(3, 0)).toBe(3);
  });
});

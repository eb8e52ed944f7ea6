import { describe, expect, it } from 'vitest';
import { MSG } from '../../../common/messages.ts';
import { queryProblem, readSearchParams, SEARCH_LAST_PAGE } from '../../../common/search-params.ts';
import { formatCount, searchHref, searchPageCount } from './search-params.ts';

const read = (query: string) => readSearchParams(new URLSearchParams(query));

describe('readSearchParams', () => {
  it('reads a trimmed query, the tab and the page', () => {
    expect(read('q=%20tile%20tumble%20&type=posts&page=3')).toEqual({
      q: 'tile tumble',
      type: 'posts',
      page: 3,
    });
  });

  it('falls back to All and page 1 for a missing or unknown tab or page', () => {
    expect(read('')).toEqual({ q: '', type: 'all', page: 1 });
    expect(read('q=abc&type=users&page=x')).toEqual({ q: 'abc', type: 'all', page: 1 });
    expect(read('q=abc&type=threads&page=2.5')).toEqual({ q: 'abc', type: 'threads', page: 1 });
  });

  it('keeps the page between 1 and the last page the server serves', () => {
    expect(read('q=abc&type=threads&page=0').page).toBe(1);
    expect(read('q=abc&type=threads&page=-4').page).toBe(1);
    expect(read('q=abc&type=threads&page=999').page).toBe(SEARCH_LAST_PAGE);
    expect(SEARCH_LAST_PAGE).toBe(50);
  });

  it('always shows the first page on the All tab', () => {
    expect(read('q=abc&page=4').page).toBe(1);
  });
});

describe('searchHref', () => {
  it('leaves out the defaults', () => {
    expect(searchHref({ q: 'tile', type: 'all', page: 1 })).toBe('?q=tile');
    expect(searchHref({ q: 'tile', type: 'all', page: 3 })).toBe('?q=tile');
    expect(searchHref({ q: 'tile', type: 'threads', page: 1 })).toBe('?q=tile&type=threads');
  });

  it('encodes the query and keeps tab and page', () => {
    expect(searchHref({ q: '"pixel art" & more', type: 'posts', page: 2 })).toBe(
      '?q=%22pixel+art%22+%26+more&type=posts&page=2',
    );
  });
});

describe('queryProblem', () => {
  it('refuses fewer than 3 characters once trimmed', () => {
    expect(queryProblem('ab')).toBe(MSG.searchTooShort);
    expect(queryProblem('  ab  ')).toBe(MSG.searchTooShort);
    expect(queryProblem('abc')).toBeNull();
  });

  it('counts an emoji as one character, like the server', () => {
    expect(queryProblem('🎮🎮')).toBe(MSG.searchTooShort);
    expect(queryProblem('🎮🎮🎮')).toBeNull();
  });

  it('refuses more than 200 characters', () => {
    expect(queryProblem('a'.repeat(200))).toBeNull();
    expect(queryProblem('a'.repeat(201))).toBe(MSG.searchTooLong);
  });
});

describe('formatCount and searchPageCount', () => {
  it('says 1000+ when the server stopped counting', () => {
    expect(formatCount(1000, true)).toBe('1000+');
    expect(formatCount(1000, false)).toBe('1000');
    expect(formatCount(0, false)).toBe('0');
  });

  it('counts pages of 20, at least one and at most 50', () => {
    expect(searchPageCount(0, 20)).toBe(1);
    expect(searchPageCount(20, 20)).toBe(1);
    expect(searchPageCount(21, 20)).toBe(2);
    expect(searchPageCount(1000, 20)).toBe(50);
    expect(searchPageCount(5000, 20)).toBe(50);
  });
});

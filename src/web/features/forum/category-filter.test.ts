import { describe, expect, it } from 'vitest';
import { parsePage, parseSort } from '../../../common/forum-types.ts';
import { filterThreads, hasFilters, NO_FILTERS } from './category-filter.ts';

const local = (value: string) => new Date(value).toISOString();

const threads = [
  { id: 1, author: 'Alice', created: local('2024-03-01T09:00:00') },
  { id: 2, author: 'bob', created: local('2024-03-02T23:59:30') },
  { id: 3, author: 'BobbyTables', created: local('2024-03-03T00:00:00') },
  { id: 4, author: 'dana', created: local('2024-03-05T12:00:00') },
];

const ids = (list: { id: number }[]) => list.map((t) => t.id);

describe('filterThreads', () => {
  it('keeps everything without filters', () => {
    expect(ids(filterThreads(threads, NO_FILTERS))).toEqual([1, 2, 3, 4]);
  });

  it('includes the whole of the to-date, up to the next midnight', () => {
    expect(ids(filterThreads(threads, { ...NO_FILTERS, to: '2024-03-02' }))).toEqual([1, 2]);
  });

  it('starts the from-date at its midnight', () => {
    expect(ids(filterThreads(threads, { ...NO_FILTERS, from: '2024-03-03' }))).toEqual([3, 4]);
  });

  it('combines a date range with an author substring, ignoring case', () => {
    const filters = { from: '2024-03-02', to: '2024-03-04', author: ' BOB ' };
    expect(ids(filterThreads(threads, filters))).toEqual([2, 3]);
  });

  it('ignores an invalid date', () => {
    expect(ids(filterThreads(threads, { ...NO_FILTERS, from: 'yesterday' }))).toEqual([1, 2, 3, 4]);
  });
});

describe('hasFilters', () => {
  it('treats a blank author as no filter', () => {
    expect(hasFilters({ ...NO_FILTERS, author: '  ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, to: '2024-01-01' })).toBe(true);
  });
});

describe('URL parameters', () => {
  it('falls back to recent and page 1', () => {
    expect(parseSort('most_views')).toBe('most_views');
    expect(parseSort('bogus')).toBe('recent');
    expect(parseSort(null)).toBe('recent');
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage(null)).toBe(1);
  });
});

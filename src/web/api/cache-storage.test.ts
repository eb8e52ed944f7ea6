import { describe, expect, it } from 'vitest';
import { createQuotaSafeStorage, dropOldestQuarter, type SimpleStorage } from './cache-storage.ts';

function persisted(ages: number[]): string {
  const queries = ages.map((dataUpdatedAt) => ({ queryKey: [dataUpdatedAt], state: { dataUpdatedAt } }));
  return JSON.stringify({ buster: '1.0.0', timestamp: 0, clientState: { mutations: [], queries } });
}

function ages(serialized: string): number[] {
  const parsed = JSON.parse(serialized) as {
    clientState: { queries: { state: { dataUpdatedAt: number } }[] };
  };
  return parsed.clientState.queries.map((q) => q.state.dataUpdatedAt);
}

/** Storage that refuses values longer than `limit` characters, like a full localStorage. */
function smallStorage(limit: number): SimpleStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => {
      if (value.length > limit) throw new DOMException('full', 'QuotaExceededError');
      data.set(key, value);
    },
  };
}

describe('dropOldestQuarter', () => {
  it('drops the oldest quarter of the queries, keeping their order', () => {
    expect(ages(dropOldestQuarter(persisted([5, 1, 8, 3, 7, 2, 6, 4]))!)).toEqual([5, 8, 3, 7, 6, 4]);
  });

  it('drops at least one query', () => {
    expect(ages(dropOldestQuarter(persisted([2, 1]))!)).toEqual([2]);
  });

  it('returns null when there is nothing left to drop', () => {
    expect(dropOldestQuarter(persisted([]))).toBeNull();
    expect(dropOldestQuarter('not json')).toBeNull();
  });
});

describe('createQuotaSafeStorage', () => {
  it('prunes old entries until the cache fits', () => {
    const base = smallStorage(persisted([1, 2, 3, 4, 5, 6]).length - 1);
    createQuotaSafeStorage(base).setItem('cito.cache', persisted([1, 2, 3, 4, 5, 6, 7, 8]));
    // 8 → 6 queries still too big → 4 queries fit
    expect(ages(base.data.get('cito.cache')!)).toEqual([5, 6, 7, 8]);
  });

  it('removes the stored copy when even an empty cache does not fit', () => {
    const base = smallStorage(5);
    base.data.set('cito.cache', 'old');
    createQuotaSafeStorage(base).setItem('cito.cache', persisted([1, 2]));
    expect(base.data.has('cito.cache')).toBe(false);
  });

  it('rethrows errors other than a full quota', () => {
    const base: SimpleStorage = {
      getItem: () => null,
      removeItem: () => {},
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(() => createQuotaSafeStorage(base).setItem('k', 'v')).toThrow('denied');
  });
});

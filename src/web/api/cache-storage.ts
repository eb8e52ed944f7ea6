/** The part of the Storage API the query persister uses. */
export interface SimpleStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface PersistedShape {
  clientState?: { queries?: { state?: { dataUpdatedAt?: number } }[] };
}

export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false;
  // Firefox names it differently; old WebKit only sets the legacy codes
  return (
    error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    error.code === 22 ||
    error.code === 1014
  );
}

/**
 * Spec 1 §4: on a quota error the oldest 25% of cached entries are dropped. Returns the smaller
 * serialized cache, or null when nothing is left to drop.
 */
export function dropOldestQuarter(serialized: string): string | null {
  let parsed: PersistedShape;
  try {
    parsed = JSON.parse(serialized) as PersistedShape;
  } catch {
    return null;
  }
  const queries = parsed.clientState?.queries;
  if (!parsed.clientState || !queries || queries.length === 0) return null;
  const age = (q: (typeof queries)[number]) => q.state?.dataUpdatedAt ?? 0;
  const newestFirst = [...queries].sort((a, b) => age(b) - age(a));
  const keep = newestFirst.slice(0, queries.length - Math.ceil(queries.length / 4));
  parsed.clientState.queries = queries.filter((q) => keep.includes(q));
  return JSON.stringify(parsed);
}

/** Wraps a Storage so a full quota prunes old cache entries instead of losing the whole write. */
export function createQuotaSafeStorage(base: SimpleStorage): SimpleStorage {
  return {
    getItem: (key) => base.getItem(key),
    removeItem: (key) => base.removeItem(key),
    setItem(key, value) {
      let next: string | null = value;
      while (next !== null) {
        try {
          base.setItem(key, next);
          return;
        } catch (error) {
          if (!isQuotaError(error)) throw error;
          next = dropOldestQuarter(next);
        }
      }
      // even an empty cache does not fit: forget the stale copy rather than keep it
      base.removeItem(key);
    },
  };
}

/** localStorage, or undefined where the browser blocks it (private modes, disabled storage). */
export function browserStorage(): Storage | undefined {
  try {
    const storage = window.localStorage;
    storage.getItem('cito.probe');
    return storage;
  } catch {
    return undefined;
  }
}

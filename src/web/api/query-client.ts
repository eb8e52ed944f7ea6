import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import type { Persister, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { CACHE_VERSION, SEARCH_CACHE_MS, SIGNED_IN_COOKIE, WHOAMI_CACHE_MS } from '../../common/limits.ts';
import { browserStorage, createQuotaSafeStorage } from './cache-storage.ts';
import { identityOf } from './identity.ts';
import { preloaded } from './preload.ts';
import { queryKeys } from './query-keys.ts';

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // kept as long as the longest persisted entry (whoami, spec 1 §9) so the stored copy survives
      gcTime: WHOAMI_CACHE_MS,
      retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
    },
  },
});

// spec 1 §9: search results are kept 2 minutes. A restored result nobody looks at goes as soon as that.
queryClient.setQueryDefaults(queryKeys.searches, { gcTime: SEARCH_CACHE_MS });

// issue 20 §1: the server answered whoami inside the page, so the app starts from it instead of
// asking once its scripts have run (a round trip before a members' screen could load anything).
if (preloaded.whoami) queryClient.setQueryData(queryKeys.whoami, preloaded.whoami);

/**
 * Stored copies that outlive their kind's lifetime (spec 1 §9 local cache expiry) however recently
 * the cache as a whole was written: they are neither stored nor restored.
 */
const STORED_LIFETIME_MS: Record<string, number> = { [queryKeys.searches[0]]: SEARCH_CACHE_MS };

function hasExpired(query: { queryKey: readonly unknown[]; state: { dataUpdatedAt: number } }): boolean {
  const lifetime = STORED_LIFETIME_MS[String(query.queryKey[0])];
  return lifetime !== undefined && Date.now() - query.state.dataUpdatedAt > lifetime;
}

const storage = browserStorage();

// The maintained successor of the sync persister (issue 20 §3); it takes localStorage as it is.
const storagePersister = createAsyncStoragePersister({
  storage: storage ? createQuotaSafeStorage(storage) : undefined,
  key: 'cito.cache',
});

/** Whether the page still has a session: SIGNED_IN_COOKIE comes and goes with the session cookie. */
function hasSessionCookie(): boolean {
  return typeof document === 'undefined' || document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);
}

export const persister: Persister = {
  ...storagePersister,
  restoreClient: async () => {
    const client = await storagePersister.restoreClient();
    if (!client) return client;
    // A member's stored cache whose session cookie is gone (the browser closed a session without
    // remember-me, or it expired) is not theirs to show: restored, the page showed them signed in and
    // asked for their notifications and messages, which answered 401.
    const stored = client.clientState.queries.find((query) => query.queryKey[0] === 'whoami');
    if (stored && !hasSessionCookie()) return undefined;
    // ...nor is one of another member than the server says is signed in now
    if (stored && preloaded.whoami && identityOf(stored.state.data) !== identityOf(preloaded.whoami))
      return undefined;
    const queries = client.clientState.queries.filter((query) => !hasExpired(query));
    return { ...client, clientState: { ...client.clientState, queries } };
  },
};

/**
 * A query with `meta: { persist: false }` is never stored.
 * A visitor's whoami is not stored: restored, it would count as fresh for 8 hours and hide a session
 * that started since (a login in another tab, or a reload before the throttled write landed).
 */
function shouldStore(query: {
  queryKey: readonly unknown[];
  state: { status: string; data: unknown; dataUpdatedAt: number };
  meta?: Record<string, unknown>;
}): boolean {
  if (query.state.status !== 'success' || hasExpired(query)) return false;
  // balances, owned items and the saved look come fresh from the server on every visit
  if (query.meta?.persist === false) return false;
  const isWhoami = query.queryKey[0] === 'whoami';
  return !isWhoami || (query.state.data as { username?: unknown } | undefined)?.username != null;
}

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: WHOAMI_CACHE_MS,
  // spec 1 §4: a cache written by another version is thrown away as a whole
  buster: CACHE_VERSION,
  dehydrateOptions: { shouldDehydrateQuery: shouldStore },
};

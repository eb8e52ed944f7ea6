import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { CACHE_VERSION, WHOAMI_CACHE_MS } from '../../common/limits.ts';
import { browserStorage, createQuotaSafeStorage } from './cache-storage.ts';

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

const storage = browserStorage();

export const persister = createSyncStoragePersister({
  storage: storage ? createQuotaSafeStorage(storage) : undefined,
  key: 'cito.cache',
});

/**
 * A visitor's whoami is not stored: restored, it would count as fresh for 8 hours and hide a session
 * that started since (a login in another tab, or a reload before the throttled write landed).
 */
function shouldStore(query: {
  queryKey: readonly unknown[];
  state: { status: string; data: unknown };
}): boolean {
  if (query.state.status !== 'success') return false;
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

import type { QueryClient } from '@tanstack/react-query';
import { MSG } from '../../../common/messages.ts';
import { identityOf } from '../../api/identity.ts';
import { queryKeys } from '../../api/query-keys.ts';

export interface SessionWatchHandlers {
  /** Someone signed in, out, or as someone else: the live stream must be opened afresh. */
  onSessionChange: () => void;
  /** Spec 1 §4: 'Session Expired' or a 401 on the session check disconnects live updates. */
  onSessionExpired: () => void;
}

function isSessionExpired(error: unknown): boolean {
  return (error as { serverMessage?: unknown } | null)?.serverMessage === MSG.sessionExpired;
}

/**
 * Watches the query cache for session changes. Both a logout and an expired session end in
 * clearSession(), so they are told apart by what surrounds it: an expiry is an API error saying
 * 'Session Expired', or a *fetched* (not set) anonymous whoami. The error lands a few microtasks
 * after clearSession, so a session change waits one task before it is reported.
 */
export function watchSession(client: QueryClient, handlers: SessionWatchHandlers): () => void {
  let identity = identityOf(client.getQueryData(queryKeys.whoami));
  let expired = false;
  let pendingChange: ReturnType<typeof setTimeout> | undefined;

  const expire = () => {
    clearTimeout(pendingChange);
    if (expired) return;
    expired = true;
    handlers.onSessionExpired();
  };

  const offQueries = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action } = event;
    if (action.type === 'error' && isSessionExpired(action.error)) return expire();
    if (action.type !== 'success' || event.query.queryKey[0] !== queryKeys.whoami[0]) return;
    const next = identityOf(action.data);
    const previous = identity;
    if (next === undefined || next === previous) return;
    identity = next;
    if (previous === undefined) return;
    if (next === null && !action.manual) return expire();
    if (next === null && expired) return;
    clearTimeout(pendingChange);
    pendingChange = setTimeout(() => {
      expired = false;
      handlers.onSessionChange();
    }, 0);
  });

  const offMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && isSessionExpired(event.action.error))
      expire();
  });

  return () => {
    clearTimeout(pendingChange);
    offQueries();
    offMutations();
  };
}

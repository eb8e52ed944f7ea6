import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Whoami } from '../../../common/api-types.ts';
import { LIVE_FIRST_CONNECT_MS, reconnectDelay } from '../../../common/events.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { LiveContext } from '../../api/live/live-context.ts';
import { joinPosition, takeStartPosition } from '../../api/live/live-position.ts';
import { LiveRegistry } from '../../api/live/live-registry.ts';
import { queryClient } from '../../api/query-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { isLoggedIn } from '../../api/session.ts';
import { clearSession } from '../../api/session-store.ts';
import type { LiveConnection } from './connection.ts';
import { watchSession } from './session-watch.ts';

/** Polling mode (spec 1 §4): the category list and every category's threads are refetched. */
function pollCategories(): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.categories });
  void queryClient.invalidateQueries({ queryKey: ['category'] });
}

async function fetchOnlineCount(): Promise<number> {
  const statistics = await apiGet<{ online_now: number }>('/api/statistics');
  return statistics.online_now;
}

/**
 * Spec 1 §4: the connection code is loaded on demand and opened 1 s after start-up, so it stays out
 * of the first-load bundle. Returns the clean-up.
 */
/** Whether the browser still holds a session the server knows (a 401 or a failure counts as no). */
async function stillSignedIn(): Promise<boolean> {
  try {
    return isLoggedIn(await apiGet<Whoami>('/api/whoami'));
  } catch {
    return false;
  }
}

function startLive(registry: LiveRegistry, onSignedOut: (reason: string) => void): () => void {
  let connection: LiveConnection | null = null;
  let stopWatching: (() => void) | undefined;
  let cancelled = false;
  let attempt = 0;
  // issue 16: the server ended this stream's session (suspension, password reset, deletion). A reset
  // made in another tab of this browser has already given it a new session: then the stream is
  // opened again with it; otherwise the member is signed out at once.
  const stopEnded = registry.subscribe('session.ended', ({ reason }) => {
    void stillSignedIn().then((signedIn) => {
      if (cancelled) return;
      if (signedIn) connection?.restart();
      else onSignedOut(reason);
    });
  });

  const load = async () => {
    try {
      const { LiveConnection } = await import('./connection.ts');
      if (cancelled) return;
      const live = new LiveConnection(registry, {
        EventSource: typeof EventSource === 'undefined' ? undefined : EventSource,
        post: (path, body) => apiPost(path, body),
        poll: pollCategories,
        fetchOnlineCount,
        startPosition: takeStartPosition,
        joinPosition: () => joinPosition(),
      });
      connection = live;
      stopWatching = watchSession(queryClient, {
        onSessionChange: () => live.restart(),
        onSessionExpired: () => live.stop(),
      });
      live.start();
    } catch {
      if (cancelled) return;
      // The chunk did not load (offline, or a deploy replaced it): retried like a lost stream.
      registry.setStatus({ state: 'error' });
      timer = setTimeout(load, reconnectDelay(attempt++));
    }
  };
  let timer = setTimeout(load, LIVE_FIRST_CONNECT_MS);

  return () => {
    cancelled = true;
    stopEnded();
    clearTimeout(timer);
    stopWatching?.();
    connection?.dispose();
  };
}

/** Holds the live connection for the whole app; mounted once in the layout. */
export function LiveProvider({ children }: { children: ReactNode }) {
  const [registry] = useState(() => new LiveRegistry());
  // issue 16: a member whose session the server ended is signed out at once; the sign-in page says why.
  const navigate = useRef(useNavigate());
  useEffect(
    () =>
      startLive(registry, (reason) => {
        clearSession();
        void navigate.current('/', { replace: true, state: { signedOut: reason } });
      }),
    [registry],
  );
  // Events were missed beyond what the server keeps: every query on screen is fetched again.
  useEffect(() => registry.subscribe('resync', () => void queryClient.invalidateQueries()), [registry]);
  return <LiveContext value={registry}>{children}</LiveContext>;
}

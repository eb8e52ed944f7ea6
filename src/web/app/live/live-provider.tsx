import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LIVE_FIRST_CONNECT_MS, reconnectDelay } from '../../../common/events.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { LiveContext } from '../../api/live/live-context.ts';
import { LiveRegistry } from '../../api/live/live-registry.ts';
import { queryClient } from '../../api/query-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
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
function startLive(registry: LiveRegistry): () => void {
  let connection: LiveConnection | null = null;
  let stopWatching: (() => void) | undefined;
  let cancelled = false;
  let attempt = 0;

  const load = async () => {
    try {
      const { LiveConnection } = await import('./connection.ts');
      if (cancelled) return;
      const live = new LiveConnection(registry, {
        EventSource: typeof EventSource === 'undefined' ? undefined : EventSource,
        post: (path, body) => apiPost(path, body),
        poll: pollCategories,
        fetchOnlineCount,
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
    clearTimeout(timer);
    stopWatching?.();
    connection?.dispose();
  };
}

/** Holds the live connection for the whole app; mounted once in the layout. */
export function LiveProvider({ children }: { children: ReactNode }) {
  const [registry] = useState(() => new LiveRegistry());
  useEffect(() => startLive(registry), [registry]);
  // Events were missed beyond what the server keeps: every query on screen is fetched again.
  useEffect(() => registry.subscribe('resync', () => void queryClient.invalidateQueries()), [registry]);
  // issue 16: the member was suspended (or their sessions ended otherwise): signed out at once, and
  // the sign-in page says why.
  const navigate = useNavigate();
  useEffect(
    () =>
      registry.subscribe('session.ended', ({ reason }) => {
        clearSession();
        void navigate('/', { replace: true, state: { signedOut: reason } });
      }),
    [registry, navigate],
  );
  return <LiveContext value={registry}>{children}</LiveContext>;
}

import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveEventMap, LiveEventName } from '../../../common/events.ts';
import { useLiveRegistry } from './live-context.ts';
import type { LiveStatus } from './live-registry.ts';

export type { LiveMode, LiveState, LiveStatus } from './live-registry.ts';

/** The live connection's state ('error' reads 'Connection lost'), the online count and the mode. */
export function useLiveStatus(): LiveStatus {
  const registry = useLiveRegistry();
  return useSyncExternalStore(registry.onStatus, registry.getStatus, registry.getStatus);
}

/**
 * Calls `handler` for each live event of `type` while the component is mounted. The latest
 * handler is always the one called, so it need not be memoised.
 */
export function useLiveEvent<K extends LiveEventName>(
  type: K,
  handler: (data: LiveEventMap[K]) => void,
): void {
  const registry = useLiveRegistry();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => registry.subscribe(type, (data) => latest.current(data)), [registry, type]);
}

/**
 * Spec 1 §2: a thread page receives that thread's live updates while it is shown. Joins the
 * thread's room (now, or once connected; again after each reconnect) and leaves it when the id
 * changes or the component unmounts. Pass null while the thread id is not known yet.
 */
export function useThreadRoom(threadId: number | null | undefined): void {
  const registry = useLiveRegistry();
  useEffect(() => {
    if (threadId == null) return;
    registry.joinRoom(threadId);
    return () => registry.leaveRoom(threadId);
  }, [registry, threadId]);
}

/**
 * One online figure everywhere (issue 15): the count the live stream last reported, as in the
 * header, or the fetched one until the stream has reported.
 */
export function useOnlineCount(fetched: number | undefined): number | undefined {
  const { onlineCount } = useLiveStatus();
  return onlineCount ?? fetched;
}

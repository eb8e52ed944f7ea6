import type { LiveEventMap, LiveEventName } from '../../../common/events.ts';

export type LiveState = 'disconnected' | 'connecting' | 'connected' | 'error';
/** 'polling' where the browser has no EventSource (spec 1 §4). */
export type LiveMode = 'sse' | 'polling';

export interface LiveStatus {
  state: LiveState;
  mode: LiveMode;
  /** Users online as the server last said; null until it has said. */
  onlineCount: number | null;
}

export type LiveHandler<K extends LiveEventName> = (data: LiveEventMap[K]) => void;

type RoomListener = (threadId: number, wanted: boolean) => void;

const INITIAL: LiveStatus = { state: 'disconnected', mode: 'sse', onlineCount: null };

/**
 * What the app wants from the live connection (thread rooms, event handlers) and what it last
 * reported (status). It is tiny and loaded with the app, so screens can join rooms and subscribe
 * before the connection code itself arrives (spec 1 §4: loaded on demand, 1 s after start-up).
 */
export class LiveRegistry {
  #status = INITIAL;
  #statusListeners = new Set<() => void>();
  // Counted, because two screens (or React's StrictMode double mount) may want the same room.
  #rooms = new Map<number, number>();
  #roomListeners = new Set<RoomListener>();
  #handlers = new Map<LiveEventName, Set<(data: never) => void>>();

  getStatus = (): LiveStatus => this.#status;

  onStatus = (listener: () => void): (() => void) => {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  };

  setStatus(patch: Partial<LiveStatus>): void {
    const next = { ...this.#status, ...patch };
    const current = this.#status;
    if (
      next.state === current.state &&
      next.mode === current.mode &&
      next.onlineCount === current.onlineCount
    )
      return;
    this.#status = next;
    for (const listener of this.#statusListeners) listener();
  }

  joinRoom(threadId: number): void {
    const count = this.#rooms.get(threadId) ?? 0;
    this.#rooms.set(threadId, count + 1);
    if (count === 0) for (const listener of this.#roomListeners) listener(threadId, true);
  }

  leaveRoom(threadId: number): void {
    const count = this.#rooms.get(threadId);
    if (count === undefined) return;
    if (count > 1) {
      this.#rooms.set(threadId, count - 1);
      return;
    }
    this.#rooms.delete(threadId);
    for (const listener of this.#roomListeners) listener(threadId, false);
  }

  /** The thread rooms some screen currently wants. */
  rooms(): number[] {
    return [...this.#rooms.keys()];
  }

  /** Called when a room becomes wanted (first join) or unwanted (last leave). */
  onRoomChange(listener: RoomListener): () => void {
    this.#roomListeners.add(listener);
    return () => this.#roomListeners.delete(listener);
  }

  subscribe<K extends LiveEventName>(type: K, handler: LiveHandler<K>): () => void {
    const handlers = this.#handlers.get(type) ?? new Set();
    this.#handlers.set(type, handlers);
    const stored = handler as (data: never) => void;
    handlers.add(stored);
    return () => handlers.delete(stored);
  }

  emit<K extends LiveEventName>(type: K, data: LiveEventMap[K]): void {
    for (const handler of this.#handlers.get(type) ?? []) {
      try {
        (handler as LiveHandler<K>)(data);
      } catch (error) {
        // one screen's failing handler must not starve the others of the event
        console.error(`live event handler for ${type} failed`, error);
      }
    }
  }
}

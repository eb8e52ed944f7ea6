import {
  type ConnectedEvent,
  LIVE_HEARTBEAT_MS,
  type LiveEventName,
  type LiveMessage,
  ONLINE_THROTTLE_MS,
  reconnectDelay,
  STREAM_ROOMS_MAX,
} from '../../../common/events.ts';
import type { LiveHandler, LiveRegistry, LiveStatus } from '../../api/live/live-registry.ts';
import { pageAnswers } from '../../api/preload.ts';

export const LIVE_EVENTS_URL = '/api/events';
/** Spec 1 §9: without a stream the category lists are refreshed as often as the new-thread check. */
export const LIVE_POLL_MS = 45_000;
/** Two missed heartbeats: the stream is dead even if the socket never said so (a sleeping laptop). */
export const LIVE_SILENCE_MS = LIVE_HEARTBEAT_MS * 2 + 5_000;
/** users.online goes out only when the count changes, so a stream that changed nothing hears none. */
export const ONLINE_COUNT_WAIT_MS = ONLINE_THROTTLE_MS + 1_000;

/** The part of the browser's EventSource the connection uses (a fake one in tests). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export type EventSourceClass = new (url: string) => EventSourceLike;

export interface LiveConnectionOptions {
  /** undefined where the browser has none: the connection then polls (spec 1 §4). */
  EventSource: EventSourceClass | undefined;
  url?: string;
  /** POSTs JSON to the API (room join and leave). */
  post: (path: string, body: RoomCall) => Promise<unknown>;
  /** Polling mode: refreshes the category lists. */
  poll: () => void;
  /** Reads the online count when the stream has not told it. */
  fetchOnlineCount?: () => Promise<number>;
  /** Where a first stream starts: the live position the page's data was read at (issue 15 §1). */
  startPosition?: () => string | null;
  /** Where a room being joined starts: the position its thread was read at. */
  joinPosition?: () => string | null;
}

/** The body of a room join or leave; `since` asks for the room's events after the page's read. */
export interface RoomCall {
  thread_id: number;
  since?: string;
}

function parse<T>(event: MessageEvent<string>): T | null {
  try {
    return JSON.parse(event.data) as T;
  } catch {
    return null;
  }
}

/**
 * The live connection of spec 1 §4: disconnected → connecting → connected, and error ('Connection
 * lost') when the stream drops, followed by reconnects 1 s, 2 s, 4 s … 30 s apart. The state stays
 * 'error' through failed attempts, so the notice does not flicker, until a `connected` event arrives.
 * Rooms belong to one connection_id on the server, so every wanted room is joined again on each
 * `connected`.
 */
export class LiveConnection {
  readonly #registry: LiveRegistry;
  readonly #options: LiveConnectionOptions;
  readonly #offRooms: () => void;
  #source: EventSourceLike | null = null;
  #connectionId: string | null = null;
  #joined = new Set<number>();
  /** The id of the last frame heard: sent back on reconnect, so the server resumes the stream. */
  #lastEventId: string | null = null;
  /** The stream and rooms of the connection just lost, which the server keeps for a resume. */
  #lost: { connectionId: string; joined: Set<number> } | null = null;
  #queue: Promise<void> = Promise.resolve();
  #attempt = 0;
  #running = false;
  #countKnown = false;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #silenceTimer: ReturnType<typeof setTimeout> | undefined;
  #countTimer: ReturnType<typeof setTimeout> | undefined;
  #pollTimer: ReturnType<typeof setInterval> | undefined;

  constructor(registry: LiveRegistry, options: LiveConnectionOptions) {
    this.#registry = registry;
    this.#options = options;
    this.#offRooms = registry.onRoomChange((threadId, wanted) =>
      wanted ? this.#join(threadId) : this.#leave(threadId),
    );
  }

  get status(): LiveStatus {
    return this.#registry.getStatus();
  }

  /** The connection_id of the open stream, or null. */
  get connectionId(): string | null {
    return this.#connectionId;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#attempt = 0;
    if (!this.#options.EventSource) {
      this.#registry.setStatus({ state: 'connected', mode: 'polling', onlineCount: null });
      this.#pollTimer = setInterval(() => this.#options.poll(), LIVE_POLL_MS);
      return;
    }
    this.#registry.setStatus({ state: 'connecting', mode: 'sse' });
    this.#open();
  }

  stop(): void {
    this.#running = false;
    // A stopped connection (signed out, or another user) starts afresh.
    this.#lastEventId = null;
    this.#lost = null;
    this.#teardown();
    this.#registry.setStatus({ state: 'disconnected', onlineCount: null });
  }

  /** A new session: the stream must belong to the user now signed in, so it is opened afresh. */
  restart(): void {
    this.stop();
    this.start();
  }

  /** Stops and forgets the registry; the connection cannot be started again. */
  dispose(): void {
    this.stop();
    this.#offRooms();
  }

  joinRoom(threadId: number): void {
    this.#registry.joinRoom(threadId);
  }

  leaveRoom(threadId: number): void {
    this.#registry.leaveRoom(threadId);
  }

  subscribe<K extends LiveEventName>(type: K, handler: LiveHandler<K>): () => void {
    return this.#registry.subscribe(type, handler);
  }

  #open(): void {
    const EventSourceClass = this.#options.EventSource;
    if (!EventSourceClass) return;
    const source = new EventSourceClass(this.#streamUrl());
    this.#source = source;
    // A stale source may still fire after it was replaced; only the current one counts.
    const current = (listener: (event: MessageEvent<string>) => void) => (event: MessageEvent<string>) => {
      if (this.#source !== source) return;
      if (event.lastEventId) this.#lastEventId = event.lastEventId;
      this.#heard();
      listener(event);
    };
    source.addEventListener(
      'connected',
      current((event) => this.#connected(event)),
    );
    source.addEventListener(
      'heartbeat',
      current(() => undefined),
    );
    source.addEventListener(
      'message',
      current((event) => this.#message(event)),
    );
    // The server could not replay everything missed: what the screens show is refetched.
    source.addEventListener(
      'resync',
      current(() => {
        pageAnswers.drop();
        this.#registry.emit('resync', {});
      }),
    );
    source.addEventListener(
      'error',
      current(() => this.#connectionLost()),
    );
    this.#heard();
  }

  /**
   * A new EventSource does not send Last-Event-ID by itself: the query string carries it. A page's
   * first stream instead starts where the page's data was read, holding the rooms it already wants,
   * so what was published in between is replayed to it.
   */
  #streamUrl(): string {
    const base = this.#options.url ?? LIVE_EVENTS_URL;
    if (this.#lastEventId) return `${base}?last_event_id=${encodeURIComponent(this.#lastEventId)}`;
    const since = this.#options.startPosition?.();
    if (!since) return base;
    const query = new URLSearchParams({ since });
    const rooms = this.#registry.rooms().slice(0, STREAM_ROOMS_MAX);
    if (rooms.length > 0) query.set('rooms', rooms.join(','));
    return `${base}?${query}`;
  }

  #connected(event: MessageEvent<string>): void {
    const connected = parse<ConnectedEvent>(event);
    if (!connected?.connection_id) return;
    this.#attempt = 0;
    this.#connectionId = connected.connection_id;
    this.#joined.clear();
    // A resumed stream kept its rooms on the server: only the differences are sent.
    const kept =
      connected.resumed && this.#lost?.connectionId === connected.connection_id ? this.#lost.joined : null;
    this.#lost = null;
    this.#registry.setStatus({ state: 'connected' });
    const wanted = new Set(this.#registry.rooms());
    for (const threadId of kept ?? []) {
      this.#joined.add(threadId);
      if (!wanted.has(threadId)) this.#leave(threadId);
    }
    for (const threadId of wanted) this.#join(threadId);
    this.#countKnown = false;
    clearTimeout(this.#countTimer);
    this.#countTimer = setTimeout(() => void this.#fetchOnlineCount(), ONLINE_COUNT_WAIT_MS);
  }

  #message(event: MessageEvent<string>): void {
    const message = parse<LiveMessage>(event);
    if (!message || typeof message.type !== 'string') return;
    if (message.type === 'users.online') {
      this.#countKnown = true;
      this.#registry.setStatus({ onlineCount: (message as LiveMessage<'users.online'>).data.count });
    }
    // a change since the page was served: its preloaded answers no longer stand in for a read
    if (message.type !== 'users.online') pageAnswers.drop();
    this.#registry.emit(message.type, message.data);
    // issue 16: the member's sessions ended and the server closes this stream; it is not a lost
    // connection to retry but a sign-out (the app opens a visitor's stream once it has signed out).
    if (message.type === 'session.ended') this.stop();
  }

  #connectionLost(): void {
    if (this.#connectionId) this.#lost = { connectionId: this.#connectionId, joined: new Set(this.#joined) };
    this.#teardown();
    this.#registry.setStatus({ state: 'error', onlineCount: null });
    // The browser would retry on its own every 3 s; spec 1 §4 wants a growing delay instead.
    this.#retryTimer = setTimeout(() => this.#open(), reconnectDelay(this.#attempt));
    this.#attempt++;
  }

  /** Any frame, heartbeats included, proves the stream alive. */
  #heard(): void {
    clearTimeout(this.#silenceTimer);
    this.#silenceTimer = setTimeout(() => this.#connectionLost(), LIVE_SILENCE_MS);
  }

  async #fetchOnlineCount(): Promise<void> {
    const fetchCount = this.#options.fetchOnlineCount;
    const connectionId = this.#connectionId;
    if (!fetchCount || this.#countKnown) return;
    try {
      const count = await fetchCount();
      if (!this.#countKnown && this.#connectionId === connectionId && this.#connectionId !== null)
        this.#registry.setStatus({ onlineCount: count });
    } catch {
      // the count stays unknown; the next change on the server sends it
    }
  }

  #join(threadId: number): void {
    const connectionId = this.#connectionId;
    if (!connectionId || this.#joined.has(threadId)) return;
    this.#joined.add(threadId);
    const since = this.#options.joinPosition?.();
    this.#send(
      `/api/events/${connectionId}/join`,
      { thread_id: threadId, ...(since ? { since } : {}) },
      () => {
        // Most likely the stream just died; the next `connected` joins again.
        if (this.#connectionId === connectionId) this.#joined.delete(threadId);
      },
    );
  }

  #leave(threadId: number): void {
    const connectionId = this.#connectionId;
    if (!connectionId || !this.#joined.delete(threadId)) return;
    this.#send(`/api/events/${connectionId}/leave`, { thread_id: threadId }, () => undefined);
  }

  /**
   * Room calls go out one after another: a leave and a quick re-join of the same thread (React's
   * StrictMode, or navigating back) must reach the server in that order, or the room is left.
   */
  #send(path: string, body: RoomCall, onError: () => void): void {
    const post = () => this.#options.post(path, body).then(() => undefined, onError);
    this.#queue = this.#queue.then(post, post);
  }

  #teardown(): void {
    this.#source?.close();
    this.#source = null;
    this.#connectionId = null;
    this.#joined.clear();
    clearTimeout(this.#retryTimer);
    clearTimeout(this.#silenceTimer);
    clearTimeout(this.#countTimer);
    clearInterval(this.#pollTimer);
    this.#pollTimer = undefined;
  }
}

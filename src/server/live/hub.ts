import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  type ConnectedEvent,
  LIVE_HEARTBEAT_MS,
  type LiveEventMap,
  type LiveEventName,
  ONLINE_THROTTLE_MS,
} from '../../common/events.ts';
import { type Access, can } from '../accounts/permissions.ts';
import type { Audience, Broker, Envelope, Presence } from './broker.ts';

interface Connection {
  id: string;
  userId: number | null;
  access: Access;
  accessLoadedAt: number;
  raw: ServerResponse;
  rooms: Set<number>;
  nextEventId: number;
  /** When the socket last refused more data (write() returned false), or null. */
  stalledSince: number | null;
  /** A new stream hears the online count once, even if it has not changed since. */
  toldOnline: boolean;
}

export interface HubOptions {
  serverId?: string;
  heartbeatMs?: number;
  /** A connection with more than this many bytes waiting to be sent is dropped. */
  maxBufferedBytes?: number;
  /** A connection whose buffer stays full this long is dropped at the next heartbeat. */
  stallTimeoutMs?: number;
  /** Permissions are re-read this often, so a changed grant reaches open streams. */
  accessTtlMs?: number;
  loadAccess: (userId: number | null) => Promise<Access>;
}

/**
 * Holds this server's event streams: who is connected, which thread rooms they joined, and what
 * they may see. Events come in through the broker (from any server) and go out only to streams
 * whose owner may view the event's category (DECISIONS.md 'Live updates').
 */
export class LiveHub {
  readonly serverId: string;
  #connections = new Map<string, Connection>();
  #rooms = new Map<number, Set<Connection>>();
  #timer: NodeJS.Timeout;
  #onlineTimer: NodeJS.Timeout | null = null;
  #presenceTimer: NodeJS.Timeout | null = null;
  #lastOnlineSent = 0;
  #lastOnlineCount = -1;
  #closed = false;
  readonly #options: Required<Omit<HubOptions, 'serverId'>>;

  constructor(
    private readonly broker: Broker,
    options: HubOptions,
  ) {
    this.serverId = options.serverId ?? randomUUID();
    this.#options = {
      heartbeatMs: options.heartbeatMs ?? LIVE_HEARTBEAT_MS,
      maxBufferedBytes: options.maxBufferedBytes ?? 256 * 1024,
      stallTimeoutMs: options.stallTimeoutMs ?? 60_000,
      accessTtlMs: options.accessTtlMs ?? 5 * 60_000,
      loadAccess: options.loadAccess,
    };
    broker.onEnvelope((envelope) => this.#deliver(envelope));
    broker.onPresenceChange(() => this.#scheduleOnlineCount());
    this.#timer = setInterval(() => this.#heartbeat(), this.#options.heartbeatMs);
    this.#timer.unref();
  }

  get connectionCount(): number {
    return this.#connections.size;
  }

  /** Starts an event stream on `raw` (already hijacked from Fastify) and sends `connected`. */
  async open(raw: ServerResponse, userId: number | null): Promise<string> {
    const access = await this.#options.loadAccess(userId);
    const connection: Connection = {
      id: randomUUID(),
      userId,
      access,
      accessLoadedAt: Date.now(),
      raw,
      rooms: new Set(),
      nextEventId: 1,
      stalledSince: null,
      toldOnline: false,
    };
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // Tells nginx-style proxies not to buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    raw.socket?.setNoDelay(true);
    raw.socket?.setKeepAlive(true);
    this.#connections.set(connection.id, connection);
    raw.on('close', () => this.#remove(connection));
    raw.on('drain', () => {
      connection.stalledSince = null;
    });
    const connected: ConnectedEvent = { user_id: userId, connection_id: connection.id };
    this.#write(
      connection,
      `retry: 3000\n${this.#frame(connection, 'connected', JSON.stringify(connected))}`,
    );
    this.#schedulePresence();
    return connection.id;
  }

  /** Joins a thread room. Only the stream's own user may, and only for a thread they may view. */
  join(connectionId: string, userId: number | null, threadId: number, categoryId: number): boolean {
    const connection = this.#connections.get(connectionId);
    if (!connection || connection.userId !== userId || !can(connection.access, categoryId, 'view'))
      return false;
    connection.rooms.add(threadId);
    let room = this.#rooms.get(threadId);
    if (!room) {
      room = new Set();
      this.#rooms.set(threadId, room);
    }
    room.add(connection);
    return true;
  }

  leave(connectionId: string, userId: number | null, threadId: number): boolean {
    const connection = this.#connections.get(connectionId);
    if (!connection || connection.userId !== userId) return false;
    this.#leaveRoom(connection, threadId);
    return true;
  }

  /** Sends an event to its audience on every server. Call it only after the transaction commits. */
  publish<K extends LiveEventName>(audience: Audience, type: K, data: LiveEventMap[K]): Promise<void> {
    return this.broker.publish({ audience, message: { type, data } });
  }

  /** Ends every stream cleanly (graceful shutdown). */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#timer);
    if (this.#onlineTimer) clearTimeout(this.#onlineTimer);
    if (this.#presenceTimer) clearTimeout(this.#presenceTimer);
    for (const connection of [...this.#connections.values()]) connection.raw.end();
    this.#connections.clear();
    this.#rooms.clear();
    await this.#sharePresence().catch(() => undefined);
  }

  #frame(connection: Connection, event: string | null, json: string): string {
    const id = connection.nextEventId++;
    return `id: ${id}\n${event ? `event: ${event}\n` : ''}data: ${json}\n\n`;
  }

  #write(connection: Connection, chunk: string): void {
    const { raw } = connection;
    if (raw.destroyed || raw.writableEnded) return;
    // A slow or dead client must not hold memory without bound: past the limit it is dropped.
    if (raw.writableLength > this.#options.maxBufferedBytes) {
      raw.destroy();
      return;
    }
    if (!raw.write(chunk) && connection.stalledSince === null) connection.stalledSince = Date.now();
  }

  #audienceOf(audience: Audience): Iterable<Connection> {
    if (audience.kind === 'room') return this.#rooms.get(audience.threadId) ?? [];
    if (audience.kind === 'user')
      return [...this.#connections.values()].filter((c) => c.userId === audience.userId);
    return this.#connections.values();
  }

  #deliver(envelope: Envelope): void {
    const json = JSON.stringify(envelope.message);
    for (const connection of this.#audienceOf(envelope.audience)) {
      if (!can(connection.access, envelope.audience.categoryId, 'view')) continue;
      this.#write(connection, this.#frame(connection, null, json));
    }
  }

  #leaveRoom(connection: Connection, threadId: number): void {
    connection.rooms.delete(threadId);
    const room = this.#rooms.get(threadId);
    room?.delete(connection);
    if (room?.size === 0) this.#rooms.delete(threadId);
  }

  #remove(connection: Connection): void {
    if (!this.#connections.delete(connection.id)) return;
    for (const threadId of connection.rooms) this.#leaveRoom(connection, threadId);
    connection.rooms.clear();
    this.#schedulePresence();
  }

  /** Batches presence updates: a burst of connects costs one write to the broker, not one each. */
  #schedulePresence(): void {
    if (this.#presenceTimer || this.#closed) return;
    this.#presenceTimer = setTimeout(() => {
      this.#presenceTimer = null;
      void this.#sharePresence().catch(() => undefined);
    }, 200);
    this.#presenceTimer.unref();
  }

  #presence(): Presence {
    const users = new Set<number>();
    let visitors = 0;
    for (const c of this.#connections.values()) {
      if (c.userId === null) visitors++;
      else users.add(c.userId);
    }
    return { users: [...users], visitors };
  }

  #sharePresence(): Promise<void> {
    return this.broker.setPresence(this.serverId, this.#presence());
  }

  /** users.online goes out on change, at most once per 2 s (spec 1 §3, issue 4). */
  #scheduleOnlineCount(): void {
    if (this.#onlineTimer || this.#closed) return;
    const wait = Math.max(0, this.#lastOnlineSent + ONLINE_THROTTLE_MS - Date.now());
    this.#onlineTimer = setTimeout(() => {
      this.#onlineTimer = null;
      void this.#sendOnlineCount();
    }, wait);
    this.#onlineTimer.unref();
  }

  async #sendOnlineCount(): Promise<void> {
    const count = await this.broker.countOnline().catch(() => this.#lastOnlineCount);
    this.#lastOnlineSent = Date.now();
    const changed = count !== this.#lastOnlineCount;
    this.#lastOnlineCount = count;
    const json = JSON.stringify({ type: 'users.online', data: { count } });
    for (const connection of this.#connections.values()) {
      if (!changed && connection.toldOnline) continue;
      connection.toldOnline = true;
      this.#write(connection, this.#frame(connection, null, json));
    }
  }

  async onlineCount(): Promise<number> {
    return this.broker.countOnline();
  }

  #heartbeat(): void {
    const now = Date.now();
    const beat = JSON.stringify({ t: now });
    for (const connection of this.#connections.values()) {
      if (connection.stalledSince !== null && now - connection.stalledSince > this.#options.stallTimeoutMs) {
        connection.raw.destroy();
        continue;
      }
      this.#write(connection, this.#frame(connection, 'heartbeat', beat));
      if (now - connection.accessLoadedAt > this.#options.accessTtlMs) {
        connection.accessLoadedAt = now;
        this.#options
          .loadAccess(connection.userId)
          .then((access) => {
            connection.access = access;
          })
          .catch(() => undefined);
      }
    }
    // Presence entries expire in Redis unless refreshed; this keeps ours alive.
    void this.#sharePresence().catch(() => undefined);
  }
}

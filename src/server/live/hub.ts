import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  type ConnectedEvent,
  LIVE_HEARTBEAT_MS,
  type LiveEventMap,
  type LiveEventName,
  ONLINE_THROTTLE_MS,
} from '../../common/events.ts';
import { isAfter } from '../../common/live-log.ts';
import { type Access, can } from '../accounts/permissions.ts';
import {
  type Audience,
  type Broker,
  type ConnectionRecord,
  type Control,
  type Envelope,
  type LogEntry,
  type OnlineViewer,
  type Presence,
  roomsAt,
  type SlotClaim,
} from './broker.ts';

interface Connection {
  id: string;
  userId: number | null;
  access: Access;
  accessLoadedAt: number;
  raw: ServerResponse;
  /** Thread rooms joined: thread id → its category (checked again at every delivery). */
  rooms: Map<number, number>;
  slotKeys: string[];
  /** While a resumed stream replays its backlog, the entries arriving live wait here. */
  pending: LogEntry[] | null;
  /**
   * After a replay: the log position it reached. The replay reads the shared log directly and may be
   * ahead of this server's reading of it, so live entries up to here were sent already.
   */
  replayedThrough: string | null;
  /** Closed because the stream moved (resumed here again, or on another server): keep its record and slots. */
  replaced: boolean;
  /** When the socket last refused more data (write() returned false), or null. */
  stalledSince: number | null;
  /** A new stream hears the online count once, even if it has not changed since. */
  toldOnline: boolean;
}

export interface StreamLimits {
  /** Streams one signed-in member may hold at once, across all servers. */
  perUser: number;
  /** Visitor streams from one client address, across all servers (many visitors may share one). */
  perAddress: number;
  /** Streams one server process holds at most. */
  perProcess: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = { perUser: 8, perAddress: 20, perProcess: 10_000 };

export interface HubOptions {
  serverId?: string;
  heartbeatMs?: number;
  /** A connection with more than this many bytes waiting to be sent is dropped. */
  maxBufferedBytes?: number;
  /** A connection whose buffer stays full this long is dropped at the next heartbeat. */
  stallTimeoutMs?: number;
  /** Permissions are re-read this often, so a changed grant reaches open streams. */
  accessTtlMs?: number;
  limits?: StreamLimits;
  loadAccess: (userId: number | null) => Promise<Access>;
  /** Where a failed publish is reported. */
  log?: { error(detail: object, message: string): void };
}

export interface Caller {
  userId: number | null;
  address: string;
}

/** A stream admitted by `admit`, to be started on the raw response. */
export interface Admission {
  connectionId: string;
  caller: Caller;
  access: Access;
  slotKeys: string[];
  /** The stream this one continues, and the position it last saw. */
  resume: { record: ConnectionRecord; position: string } | null;
  /** The client asked to resume and could not: it must refetch what it shows. */
  mustResync: boolean;
  /** A fresh stream that starts from the page's own position (see CatchUp). */
  catchUp: { record: ConnectionRecord; position: string } | null;
}

/**
 * Where a page's first stream starts (issue 15 §1): the page read its data at `since` (the
 * `X-Live-Position` of its answers) and opens its stream a moment later; what happened in between
 * is replayed to the new stream like a resumed one's backlog, rooms included, so nothing published
 * between the read and the stream is lost. `rooms` were checked by the caller: it may view each.
 */
export interface CatchUp {
  since: string;
  rooms: Map<number, number>;
}

const LOG_POSITION = /^[\w.-]{1,64}$/;

/** `Last-Event-ID` is `{connection_id}:{log position}`. */
export function parseLastEventId(
  value: string | null | undefined,
): { connectionId: string; position: string } | null {
  const match = /^([0-9a-f-]{36}):([\w.-]{1,64})$/.exec(value ?? '');
  return match ? { connectionId: match[1]!, position: match[2]! } : null;
}

/**
 * Holds this server's event streams: who is connected, which thread rooms they joined, and what
 * they may see. Events and room changes come in through the broker's log (from any server) in one
 * order, and go out only to streams whose owner may view the event's category (DECISIONS.md 'Live
 * updates'). Every frame carries an SSE id naming the stream and its place in the log, so a stream
 * that reconnects, to any server, continues where it stopped: same rooms, missed events replayed,
 * or one `resync` when the backlog no longer reaches back that far.
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
  readonly #listeners = new Set<(envelope: Envelope) => void>();
  readonly #options: Required<Omit<HubOptions, 'serverId' | 'log'>>;
  readonly #log: HubOptions['log'];

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
      limits: options.limits ?? DEFAULT_STREAM_LIMITS,
      loadAccess: options.loadAccess,
    };
    this.#log = options.log;
    broker.onEntry((entry) => this.#onEntry(entry));
    broker.onPresenceChange(() => this.#scheduleOnlineCount());
    this.#timer = setInterval(() => this.#heartbeat(), this.#options.heartbeatMs);
    this.#timer.unref();
  }

  /**
   * Calls `listener` with every event this server learns of, its own and other servers' (the same
   * log the streams read), e.g. to drop cached pages the event changed.
   */
  onEvent(listener: (envelope: Envelope) => void): void {
    this.#listeners.add(listener);
  }

  get connectionCount(): number {
    return this.#connections.size;
  }

  health() {
    return this.broker.health();
  }

  /**
   * Decides whether a stream may open: within the per-user, per-address and per-process limits,
   * and whether it continues an earlier stream of the same caller (`Last-Event-ID`). A Last-Event-ID
   * naming someone else's stream resumes nothing of theirs. Answers null when a limit is reached.
   */
  async admit(
    caller: Caller,
    lastEventId: string | null,
    catchUp: CatchUp | null = null,
  ): Promise<Admission | null> {
    if (this.#connections.size >= this.#options.limits.perProcess) return null;
    const asksResume = lastEventId !== null && lastEventId !== '';
    const asked = parseLastEventId(lastEventId);
    const record = asked ? await this.broker.loadConnection(asked.connectionId) : null;
    const resume =
      asked && record && record.userId === caller.userId ? { record, position: asked.position } : null;
    const connectionId = resume ? asked!.connectionId : randomUUID();
    const claims: SlotClaim[] =
      caller.userId === null
        ? [{ key: `addr:${caller.address}`, max: this.#options.limits.perAddress }]
        : [{ key: `user:${caller.userId}`, max: this.#options.limits.perUser }];
    if ((await this.broker.acquireSlots(connectionId, claims)) !== null) return null;
    return {
      connectionId,
      caller,
      access: await this.#options.loadAccess(caller.userId),
      slotKeys: claims.map((claim) => claim.key),
      resume,
      mustResync: asksResume && !resume,
      // a stream that asked to resume is past its first page load: only a fresh one catches up
      catchUp:
        !asksResume && catchUp && LOG_POSITION.test(catchUp.since)
          ? { record: { userId: caller.userId, rooms: catchUp.rooms }, position: catchUp.since }
          : null,
    };
  }

  /** The newest log position this server has seen: what a page's answers are current to. */
  get position(): string {
    return this.broker.position;
  }

  /** Starts an admitted event stream on `raw` (already hijacked from Fastify) and sends `connected`. */
  async open(raw: ServerResponse, admission: Admission): Promise<string> {
    const { connectionId, caller, resume, catchUp } = admission;
    // The same stream reconnected here before its old socket noticed: the old one goes.
    const previous = this.#connections.get(connectionId);
    if (previous) this.#drop(previous);
    const connection: Connection = {
      id: connectionId,
      userId: caller.userId,
      access: admission.access,
      accessLoadedAt: Date.now(),
      raw,
      rooms: new Map(),
      slotKeys: admission.slotKeys,
      pending: resume || catchUp ? [] : null,
      replayedThrough: null,
      replaced: false,
      stalledSince: null,
      toldOnline: false,
    };
    // Saved before `connected` goes out, so a join sent on hearing it finds the stream on any server.
    await this.broker.saveConnection(connection.id, caller.userId);
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
    const connected: ConnectedEvent = {
      user_id: caller.userId,
      connection_id: connection.id,
      resumed: resume !== null,
    };
    // A resumed or catching-up stream keeps its old position until the replay has caught it up.
    const position = (resume ?? catchUp)?.position ?? this.broker.position;
    this.#write(
      connection,
      `retry: 3000\n${frame(connection, position, 'connected', JSON.stringify(connected))}`,
    );
    if (resume) {
      await this.broker.takeover(connection.id, this.serverId);
      await this.#replay(connection, resume.record, resume.position);
    } else if (catchUp) {
      await this.#replay(connection, catchUp.record, catchUp.position);
      // Then the rooms go into the stream's record, where a later resume or a leave finds them (not
      // before: the replay would count them as joined only from their log entries on).
      for (const [threadId, categoryId] of catchUp.record.rooms)
        await this.broker.changeRoom({ op: 'join', connectionId, threadId, categoryId });
    } else if (admission.mustResync) {
      this.#write(connection, frame(connection, position, 'resync', JSON.stringify({ reason: 'backlog' })));
    }
    this.#schedulePresence();
    return connection.id;
  }

  /**
   * Joins a thread room from whichever server received the call: the stream must belong to the
   * caller and the caller may view the thread's category; the server holding the stream applies it.
   */
  async join(
    connectionId: string,
    userId: number | null,
    access: Access,
    threadId: number,
    categoryId: number,
    since?: string,
  ): Promise<boolean> {
    const record = await this.broker.loadConnection(connectionId);
    if (!record || record.userId !== userId || !can(access, categoryId, 'view')) return false;
    await this.broker.changeRoom({
      op: 'join',
      connectionId,
      threadId,
      categoryId,
      ...(since && LOG_POSITION.test(since) ? { since } : {}),
    });
    return true;
  }

  async leave(connectionId: string, userId: number | null, threadId: number): Promise<boolean> {
    const record = await this.broker.loadConnection(connectionId);
    if (!record || record.userId !== userId) return false;
    const categoryId = record.rooms.get(threadId) ?? 0;
    await this.broker.changeRoom({ op: 'leave', connectionId, threadId, categoryId });
    return true;
  }

  /** Sends an event to its audience on every server. Call it only after the transaction commits. */
  publish<K extends LiveEventName>(audience: Audience, type: K, data: LiveEventMap[K]): Promise<void> {
    return this.broker.publish({ audience, message: { type, data } });
  }

  /** Publishes what a committed write changed; a failure is logged and never fails the write. */
  async afterCommit(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.#log?.error({ err: error }, 'live publish failed');
    }
  }

  /** The online count as `viewer` should see it (countPresence), or as every stream hears it. */
  async onlineCount(viewer?: OnlineViewer): Promise<number> {
    return this.broker.countOnline(viewer);
  }

  /** Ends every stream cleanly (graceful shutdown); clients resume on another server. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#timer);
    if (this.#onlineTimer) clearTimeout(this.#onlineTimer);
    if (this.#presenceTimer) clearTimeout(this.#presenceTimer);
    for (const connection of [...this.#connections.values()]) {
      connection.replaced = true;
      connection.raw.end();
    }
    this.#connections.clear();
    this.#rooms.clear();
    await this.#sharePresence().catch(() => undefined);
  }

  async #replay(connection: Connection, record: ConnectionRecord, position: string): Promise<void> {
    const backlog = await this.broker.readAfter(position);
    // This server may be behind or ahead of the shared log as the replay read it: an entry is sent
    // once, in log order, whichever way it arrives (backlog, waiting, or live afterwards).
    let through = position;
    if (backlog.gap) {
      connection.rooms = new Map(record.rooms);
      through = this.broker.position;
      this.#write(connection, frame(connection, through, 'resync', JSON.stringify({ reason: 'backlog' })));
    } else {
      connection.rooms = roomsAt(record, connection.id, backlog.entries);
      for (const entry of backlog.entries) {
        this.#apply(connection, entry);
        through = entry.id;
      }
    }
    const waiting = connection.pending ?? [];
    connection.pending = null;
    for (const entry of waiting) {
      if (!isAfter(entry.id, through)) continue;
      this.#apply(connection, entry);
      through = entry.id;
    }
    connection.replayedThrough = through;
    if (this.#connections.get(connection.id) !== connection) return;
    for (const [threadId] of connection.rooms) this.#roomOf(threadId).add(connection);
  }

  /**
   * A room joined with the position its page read the thread at (issue 15 §1): the room's events
   * between that position and the join are sent first, then whatever arrived meanwhile, in order.
   * They go out under the join's position, so a reconnect never resumes from before it.
   */
  async #catchUpRoom(
    connection: Connection,
    threadId: number,
    since: string,
    joinedAt: string,
  ): Promise<void> {
    // a stream already catching up (a resume's replay) is left to it
    if (connection.pending) return;
    connection.pending = [];
    const backlog = await this.broker.readAfter(since).catch(() => ({ gap: true, entries: [] }));
    if (backlog.gap) {
      this.#write(connection, frame(connection, joinedAt, 'resync', JSON.stringify({ reason: 'backlog' })));
    } else {
      for (const { id, envelope } of backlog.entries) {
        if (!isAfter(joinedAt, id)) break;
        const audience = envelope?.audience;
        if (audience?.kind === 'room' && audience.threadId === threadId && mayReceive(connection, audience))
          this.#write(connection, frame(connection, joinedAt, null, JSON.stringify(envelope!.message)));
      }
    }
    const waiting = connection.pending;
    connection.pending = null;
    if (this.#connections.get(connection.id) !== connection) return;
    for (const entry of waiting) this.#apply(connection, entry);
    this.#syncRooms(connection);
  }

  /** After entries were applied to a catching-up stream: its rooms hold it, and only those. */
  #syncRooms(connection: Connection): void {
    for (const [threadId, room] of this.#rooms)
      if (room.has(connection) && !connection.rooms.has(threadId)) this.#leaveRoom(connection, threadId);
    for (const [threadId] of connection.rooms) this.#roomOf(threadId).add(connection);
  }

  /** Where a stream stands in the log, for frames that are not log entries (heartbeats, counts). */
  #positionOf(connection: Connection): string {
    const through = connection.replayedThrough;
    return through !== null && isAfter(through, this.broker.position) ? through : this.broker.position;
  }

  /** False for an entry a just-resumed stream has had already (see replayedThrough). */
  #fresh(connection: Connection, entry: LogEntry): boolean {
    if (connection.replayedThrough === null) return true;
    if (!isAfter(entry.id, connection.replayedThrough)) return false;
    connection.replayedThrough = null;
    return true;
  }

  /** One log entry for one stream that is catching up: room changes are followed, events filtered. */
  #apply(connection: Connection, entry: LogEntry): void {
    const { control, envelope } = entry;
    if (control) {
      if (control.op === 'join' && control.connectionId === connection.id)
        connection.rooms.set(control.threadId, control.categoryId);
      if (control.op === 'leave' && control.connectionId === connection.id)
        connection.rooms.delete(control.threadId);
      return;
    }
    const audience = envelope.audience;
    const member =
      audience.kind === 'room'
        ? connection.rooms.has(audience.threadId)
        : audience.kind === 'user'
          ? connection.userId === audience.userId
          : true;
    if (member && mayReceive(connection, audience))
      this.#write(connection, frame(connection, entry.id, null, JSON.stringify(envelope.message)));
  }

  #onEntry(entry: LogEntry): void {
    for (const connection of this.#connections.values()) connection.pending?.push(entry);
    if (entry.control) {
      this.#control(entry);
      return;
    }
    for (const listener of this.#listeners) listener(entry.envelope);
    const { audience, message } = entry.envelope;
    const json = JSON.stringify(message);
    for (const connection of this.#audienceOf(audience)) {
      if (connection.pending || !mayReceive(connection, audience) || !this.#fresh(connection, entry))
        continue;
      this.#write(connection, frame(connection, entry.id, null, json));
    }
    // The member's sessions ended (issue 16 §4): having told them why, their streams close.
    if (message.type === 'session.ended' && audience.kind === 'user')
      for (const connection of [...this.#audienceOf(audience)]) connection.raw.end();
  }

  #control(entry: LogEntry & { control: Control }): void {
    const { control } = entry;
    if (control.op === 'start') return;
    const connection = this.#connections.get(control.connectionId);
    if (!connection || connection.pending || !this.#fresh(connection, entry)) return;
    if (control.op === 'takeover') {
      if (control.serverId !== this.serverId) this.#drop(connection);
    } else if (control.op === 'join') {
      // The receiving server checked; the holder checks again with the stream's own permissions.
      if (!can(connection.access, control.categoryId, 'view')) return;
      const held = connection.rooms.has(control.threadId);
      connection.rooms.set(control.threadId, control.categoryId);
      this.#roomOf(control.threadId).add(connection);
      if (!held && control.since)
        void this.#catchUpRoom(connection, control.threadId, control.since, entry.id);
    } else {
      this.#leaveRoom(connection, control.threadId);
    }
  }

  #roomOf(threadId: number): Set<Connection> {
    let room = this.#rooms.get(threadId);
    if (!room) {
      room = new Set();
      this.#rooms.set(threadId, room);
    }
    return room;
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

  #leaveRoom(connection: Connection, threadId: number): void {
    connection.rooms.delete(threadId);
    const room = this.#rooms.get(threadId);
    room?.delete(connection);
    if (room?.size === 0) this.#rooms.delete(threadId);
  }

  /** Closes a stream that now lives elsewhere, keeping what the new one needs. */
  #drop(connection: Connection): void {
    connection.replaced = true;
    this.#remove(connection);
    connection.raw.destroy();
  }

  #remove(connection: Connection): void {
    if (this.#connections.get(connection.id) !== connection) return;
    this.#connections.delete(connection.id);
    for (const threadId of [...connection.rooms.keys()]) {
      const room = this.#rooms.get(threadId);
      room?.delete(connection);
      if (room?.size === 0) this.#rooms.delete(threadId);
    }
    if (!connection.replaced)
      void this.broker.releaseSlots(connection.id, connection.slotKeys).catch(() => undefined);
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
    // Streams opened in the last moments have not shared their presence yet (#schedulePresence):
    // share it first, so no stream is told a count that leaves itself out ("0 online").
    if (this.#presenceTimer) {
      clearTimeout(this.#presenceTimer);
      this.#presenceTimer = null;
      await this.#sharePresence().catch(() => undefined);
    }
    const count = await this.broker.countOnline().catch(() => this.#lastOnlineCount);
    this.#lastOnlineSent = Date.now();
    const changed = count !== this.#lastOnlineCount;
    this.#lastOnlineCount = count;
    const json = JSON.stringify({ type: 'users.online', data: { count } });
    for (const connection of this.#connections.values()) {
      if (connection.pending || (!changed && connection.toldOnline)) continue;
      connection.toldOnline = true;
      this.#write(connection, frame(connection, this.#positionOf(connection), null, json));
    }
  }

  #heartbeat(): void {
    const now = Date.now();
    const beat = JSON.stringify({ t: now });
    const live: Connection[] = [];
    for (const connection of this.#connections.values()) {
      if (connection.stalledSince !== null && now - connection.stalledSince > this.#options.stallTimeoutMs) {
        connection.raw.destroy();
        continue;
      }
      live.push(connection);
      if (connection.pending) continue;
      this.#write(connection, frame(connection, this.#positionOf(connection), 'heartbeat', beat));
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
    // Records, slots and presence expire in Redis unless refreshed; this keeps ours alive (and
    // writes them back if Redis lost them).
    const records = live.map((c) => ({ connectionId: c.id, userId: c.userId, rooms: c.rooms }));
    void this.broker.refreshConnections(records).catch(() => undefined);
    const claims = live.map((c) => ({ connectionId: c.id, keys: c.slotKeys }));
    void this.broker.refreshSlots(claims).catch(() => undefined);
    void this.#sharePresence().catch(() => undefined);
  }
}

/** An SSE frame; its id names the stream and the log position it has now seen. */
function frame(connection: Connection, position: string, event: string | null, json: string): string {
  return `id: ${connection.id}:${position}\n${event ? `event: ${event}\n` : ''}data: ${json}\n\n`;
}

function mayReceive(connection: Connection, audience: Audience): boolean {
  if (audience.kind === 'everyone' || (audience.kind === 'user' && audience.categoryId === undefined))
    return true;
  return can(connection.access, audience.categoryId!, 'view');
}

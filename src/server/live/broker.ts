import { randomBytes } from 'node:crypto';
import type { LiveEventName, LiveMessage } from '../../common/events.ts';

/** Who receives an event. Every audience also passes the receiver's view permission on `categoryId`. */
export type Audience =
  | { kind: 'room'; threadId: number; categoryId: number }
  | { kind: 'category'; categoryId: number }
  /** One member's streams; with a category, only while they may view it. */
  | { kind: 'user'; userId: number; categoryId?: number }
  /** Everyone may see it (site-wide news such as shouts); no category to check. */
  | { kind: 'everyone' };

export interface Envelope<K extends LiveEventName = LiveEventName> {
  audience: Audience;
  message: LiveMessage<K>;
}

/**
 * Changes to a stream's rooms travel in the same log as the events, so the server holding the stream
 * applies a join before any event published after the join was acknowledged, whichever server
 * received the join. `takeover` tells the other servers that a resumed stream now lives elsewhere.
 */
export type Control =
  | {
      op: 'join';
      connectionId: string;
      threadId: number;
      categoryId: number;
      /** Where the page read the thread: the room's events after it are sent on joining. */
      since?: string;
    }
  | { op: 'leave'; connectionId: string; threadId: number; categoryId: number }
  | { op: 'takeover'; connectionId: string; serverId: string }
  /** Written when a log starts empty, so its newest entry always exists (see readAfter). */
  | { op: 'start' };

export type LogEntry = { id: string } & (
  | { envelope: Envelope; control?: undefined }
  | { control: Control; envelope?: undefined }
);

/** What survives of a stream between its connections: its owner and its rooms (thread → category). */
export interface ConnectionRecord {
  userId: number | null;
  rooms: Map<number, number>;
}

/** A stream as the server holding it sees it. */
export interface LiveRecord extends ConnectionRecord {
  connectionId: string;
}

/** The entries after a position, or `gap` when that position has left the backlog. */
export type Backlog = { gap: false; entries: LogEntry[] } | { gap: true };

/** One server's share of who is online: distinct users, and visitor streams. */
export interface Presence {
  users: number[];
  visitors: number;
}

export interface BrokerHealth {
  status: 'ok' | 'degraded';
  reason?: string;
}

export interface BacklogLimits {
  /** Entries kept at most. */
  maxEntries: number;
  /** How long an entry is kept (ms). */
  maxAgeMs: number;
}

export const DEFAULT_BACKLOG: BacklogLimits = { maxEntries: 5_000, maxAgeMs: 10 * 60_000 };

/**
 * Carries events between app servers (ARCHITECTURE.md 'Scaling out'). Events and room changes go
 * into one ordered log; every server's hub reads all of it in order. The log is also the replay
 * backlog for streams that reconnect with `Last-Event-ID`, on any server.
 */
export interface Broker {
  publish(envelope: Envelope): Promise<void>;
  /** Records a stream (or refreshes it, on resume) so that any server can find it. */
  saveConnection(connectionId: string, userId: number | null): Promise<void>;
  loadConnection(connectionId: string): Promise<ConnectionRecord | null>;
  /** Keeps the records of streams still open from expiring (and writes back any lost in an outage). */
  refreshConnections(records: LiveRecord[]): Promise<void>;
  /** Adds (or removes) a room on the record and appends the control entry, as one step. */
  changeRoom(control: Extract<Control, { op: 'join' | 'leave' }>): Promise<void>;
  takeover(connectionId: string, serverId: string): Promise<void>;
  onEntry(handler: (entry: LogEntry) => void): void;
  /** The id of the newest entry handed to onEntry (or the log's start). */
  readonly position: string;
  readAfter(position: string): Promise<Backlog>;
  /** Claims a stream slot under each key; answers the first key that is full (nothing claimed), or null. */
  acquireSlots(connectionId: string, slots: SlotClaim[]): Promise<string | null>;
  releaseSlots(connectionId: string, keys: string[]): Promise<void>;
  refreshSlots(claims: Array<{ connectionId: string; keys: string[] }>): Promise<void>;
  /** Stores this server's presence and tells the others that the count may have changed. */
  setPresence(serverId: string, presence: Presence): Promise<void>;
  /** Distinct users across all servers plus visitor streams, and `viewer` (see countPresence). */
  countOnline(viewer?: OnlineViewer): Promise<number>;
  onPresenceChange(handler: () => void): void;
  health(): BrokerHealth;
  /** Removes this server's presence (graceful shutdown). */
  forget(serverId: string): Promise<void>;
  close(): Promise<void>;
}

export interface SlotClaim {
  key: string;
  max: number;
}

/** How long a stream slot lasts without a refresh: a killed server's streams free theirs by then. */
export const SLOT_TTL_MS = 60_000;

/**
 * Who asks for the online count. They are online as they ask, though their page's stream may not be
 * open yet (a page's figures are read before its stream connects): a member counts once whether or
 * not their stream is counted already, and a visitor's page never says that nobody is online.
 */
export interface OnlineViewer {
  userId: number | null;
}

/** A user on two servers (or in two tabs) counts once; every visitor stream counts. */
export function countPresence(shares: Presence[], viewer?: OnlineViewer): number {
  const users = new Set<number>();
  let visitors = 0;
  for (const share of shares) {
    for (const id of share.users) users.add(id);
    visitors += share.visitors;
  }
  if (viewer?.userId != null) users.add(viewer.userId);
  const count = users.size + visitors;
  return viewer ? Math.max(count, 1) : count;
}

/** Undoes the room changes made after a position, so a replay starts from the rooms held then. */
export function roomsAt(
  record: ConnectionRecord,
  connectionId: string,
  after: LogEntry[],
): Map<number, number> {
  const rooms = new Map(record.rooms);
  for (const entry of [...after].reverse()) {
    const control = entry.control;
    if (!control || control.op === 'start' || control.op === 'takeover') continue;
    if (control.connectionId !== connectionId) continue;
    if (control.op === 'join') rooms.delete(control.threadId);
    else rooms.set(control.threadId, control.categoryId);
  }
  return rooms;
}

/**
 * Everything in one process: the log is an array bounded by count and age, records and slots are
 * maps. It is the broker of a single server, and the fallback of the Redis broker while Redis is away.
 */
export class MemoryBroker implements Broker {
  #entryHandlers: Array<(entry: LogEntry) => void> = [];
  #presenceHandlers: Array<() => void> = [];
  #presence = new Map<string, Presence>();
  #log: Array<LogEntry & { at: number }> = [];
  #records = new Map<string, ConnectionRecord & { expires: number }>();
  #slots = new Map<string, Map<string, number>>();
  #sequence = 0;
  /** Positions from another process (or an earlier run) are never found here: a gap. */
  readonly #instance = randomBytes(6).toString('hex');
  readonly #limits: BacklogLimits;
  #position: string;

  constructor(limits: BacklogLimits = DEFAULT_BACKLOG) {
    this.#limits = limits;
    this.#position = this.#append({ control: { op: 'start' } }, false);
  }

  get position(): string {
    return this.#position;
  }

  #append(entry: Omit<LogEntry, 'id'>, dispatch = true): string {
    const now = Date.now();
    const id = `${this.#instance}.${++this.#sequence}`;
    const full = { ...entry, id, at: now } as LogEntry & { at: number };
    this.#log.push(full);
    // The newest entry always stays, so the position a stream last saw can be found again.
    const oldest = now - this.#limits.maxAgeMs;
    let drop = Math.max(0, this.#log.length - this.#limits.maxEntries);
    while (drop < this.#log.length - 1 && this.#log[drop]!.at < oldest) drop++;
    if (drop > 0) this.#log.splice(0, drop);
    if (dispatch) {
      this.#position = id;
      const { at: _at, ...clean } = full;
      for (const handler of this.#entryHandlers) handler(clean as LogEntry);
    }
    return id;
  }

  async publish(envelope: Envelope): Promise<void> {
    this.#append({ envelope });
  }

  async saveConnection(connectionId: string, userId: number | null): Promise<void> {
    const existing = this.#records.get(connectionId);
    const rooms = existing && existing.userId === userId ? existing.rooms : new Map<number, number>();
    this.#records.set(connectionId, { userId, rooms, expires: this.#recordExpiry() });
  }

  #recordExpiry(): number {
    return Date.now() + this.#limits.maxAgeMs + 5 * 60_000;
  }

  async loadConnection(connectionId: string): Promise<ConnectionRecord | null> {
    const record = this.#records.get(connectionId);
    if (!record) return null;
    if (record.expires < Date.now()) {
      this.#records.delete(connectionId);
      return null;
    }
    return { userId: record.userId, rooms: new Map(record.rooms) };
  }

  async refreshConnections(records: LiveRecord[]): Promise<void> {
    const expires = this.#recordExpiry();
    for (const { connectionId, userId, rooms } of records) {
      const record = this.#records.get(connectionId);
      if (record) record.expires = expires;
      else this.#records.set(connectionId, { userId, rooms: new Map(rooms), expires });
    }
    const now = Date.now();
    for (const [id, record] of this.#records) if (record.expires < now) this.#records.delete(id);
  }

  async changeRoom(control: Extract<Control, { op: 'join' | 'leave' }>): Promise<void> {
    const record = this.#records.get(control.connectionId);
    if (record) {
      if (control.op === 'join') record.rooms.set(control.threadId, control.categoryId);
      else record.rooms.delete(control.threadId);
    }
    this.#append({ control });
  }

  async takeover(connectionId: string, serverId: string): Promise<void> {
    this.#append({ control: { op: 'takeover', connectionId, serverId } });
  }

  onEntry(handler: (entry: LogEntry) => void): void {
    this.#entryHandlers.push(handler);
  }

  async readAfter(position: string): Promise<Backlog> {
    const at = this.#log.findIndex((entry) => entry.id === position);
    if (at === -1) return { gap: true };
    return { gap: false, entries: this.#log.slice(at + 1).map(({ at: _at, ...entry }) => entry as LogEntry) };
  }

  async acquireSlots(connectionId: string, claims: SlotClaim[]): Promise<string | null> {
    const now = Date.now();
    for (const { key, max } of claims) {
      const slots = this.#slots.get(key);
      if (!slots) continue;
      for (const [id, expires] of slots) if (expires < now) slots.delete(id);
      if (slots.size >= max && !slots.has(connectionId)) return key;
    }
    for (const { key } of claims) {
      const slots = this.#slots.get(key) ?? new Map<string, number>();
      this.#slots.set(key, slots);
      slots.set(connectionId, now + SLOT_TTL_MS);
    }
    return null;
  }

  async releaseSlots(connectionId: string, keys: string[]): Promise<void> {
    for (const key of keys) {
      const slots = this.#slots.get(key);
      slots?.delete(connectionId);
      if (slots?.size === 0) this.#slots.delete(key);
    }
  }

  async refreshSlots(claims: Array<{ connectionId: string; keys: string[] }>): Promise<void> {
    const expires = Date.now() + SLOT_TTL_MS;
    for (const { connectionId, keys } of claims)
      for (const key of keys) this.#slots.get(key)?.set(connectionId, expires);
  }

  async setPresence(serverId: string, presence: Presence): Promise<void> {
    this.#presence.set(serverId, presence);
    for (const handler of this.#presenceHandlers) handler();
  }

  async countOnline(viewer?: OnlineViewer): Promise<number> {
    return countPresence([...this.#presence.values()], viewer);
  }

  onPresenceChange(handler: () => void): void {
    this.#presenceHandlers.push(handler);
  }

  health(): BrokerHealth {
    return { status: 'ok' };
  }

  async forget(serverId: string): Promise<void> {
    this.#presence.delete(serverId);
  }

  async close(): Promise<void> {
    this.#entryHandlers = [];
    this.#presenceHandlers = [];
  }
}

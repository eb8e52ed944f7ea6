import type { Redis } from 'ioredis';
import { createRedis } from '../redis.ts';
import {
  type Backlog,
  type BacklogLimits,
  type Broker,
  type BrokerHealth,
  type ConnectionRecord,
  type Control,
  countPresence,
  DEFAULT_BACKLOG,
  type Envelope,
  type LiveRecord,
  type LogEntry,
  MemoryBroker,
  type OnlineViewer,
  type Presence,
  SLOT_TTL_MS,
  type SlotClaim,
} from './broker.ts';

/** Redis names used by one deployment; tests give each suite its own namespace. */
function names(namespace: string) {
  return {
    log: `${namespace}:live:log`,
    presenceChannel: `${namespace}:live:presence`,
    presenceKey: `${namespace}:live:presence`,
    connection: (id: string) => `${namespace}:live:conn:${id}`,
    slots: (key: string) => `${namespace}:live:slots:${key}`,
  };
}
/** A server that has not refreshed its presence for this long is taken to be gone. */
export const PRESENCE_TTL_MS = 30_000;
const TRIM_EVERY_MS = 10_000;

export interface BrokerLogger {
  warn(message: string): void;
  info(message: string): void;
}

export interface RedisBrokerOptions {
  namespace?: string;
  backlog?: BacklogLimits;
  logger?: BrokerLogger;
}

/** Compares two Redis stream ids (`ms-seq`). */
export function compareStreamIds(a: string, b: string): number {
  const [am = 0, as = 0] = a.split('-').map(Number);
  const [bm = 0, bs = 0] = b.split('-').map(Number);
  return am !== bm ? am - bm : as - bs;
}

const isStreamId = (position: string) => /^\d+-\d+$/.test(position);

// Claims a slot under every key or none: KEYS are slot sets, ARGV = member, now, expiry, then one max per key.
const ACQUIRE = `
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', ARGV[2])
  if redis.call('ZSCORE', key, ARGV[1]) == false and redis.call('ZCARD', key) >= tonumber(ARGV[3 + i]) then
    return i
  end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, ARGV[3], ARGV[1])
  redis.call('PEXPIRE', key, ${SLOT_TTL_MS})
end
return 0`;

// Keeps a stream's record alive, or writes it anew (after an outage) from the hub's own view.
const REFRESH = `
if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('HSET', KEYS[1], 'user', ARGV[2])
  for i = 3, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
end
redis.call('PEXPIRE', KEYS[1], ARGV[1])`;

/**
 * The log is a Redis stream: every server appends to it and reads all of it in order with a blocking
 * XREAD, so it is both the fan-out between servers and the shared replay backlog (trimmed by count
 * on every append and by age every few seconds, always keeping the newest entry). Stream records
 * and slots are Redis keys, presence is a hash with a pub/sub channel. Whenever Redis is away the
 * broker works on its own through a MemoryBroker (this server's streams only) and says `degraded`;
 * when Redis is back it catches up on what the others published and carries on.
 */
export class RedisBroker implements Broker {
  #entryHandlers: Array<(entry: LogEntry) => void> = [];
  #presenceHandlers: Array<() => void> = [];
  readonly #names: ReturnType<typeof names>;
  readonly #limits: BacklogLimits;
  readonly #logger: BrokerLogger | undefined;
  #local!: MemoryBroker;
  /** The last stream id read from Redis; null until the first read. */
  #lastId: string | null = null;
  #position: string;
  #problem: string | null = null;
  #closed = false;
  #trimTimer: NodeJS.Timeout;
  #ownConnections: Redis[];

  constructor(
    private readonly commands: Redis,
    private readonly subscriber: Redis,
    private readonly reader: Redis,
    options: RedisBrokerOptions = {},
  ) {
    this.#names = names(options.namespace ?? 'cito');
    this.#limits = options.backlog ?? DEFAULT_BACKLOG;
    this.#logger = options.logger;
    this.#ownConnections = [];
    this.#resetLocal();
    this.#position = this.#local.position;
    commands.defineCommand('citoAcquireSlots', { lua: ACQUIRE });
    commands.defineCommand('citoRefreshConnection', { numberOfKeys: 1, lua: REFRESH });
    for (const connection of [commands, subscriber, reader]) {
      connection.on('error', (error: Error) => this.#trouble(error));
      connection.on('close', () => this.#trouble(new Error('connection lost')));
      connection.on('ready', () => this.#recovered());
    }
    subscriber.on('message', (channel: string) => {
      if (channel === this.#names.presenceChannel) this.#presenceChanged();
    });
    subscriber.on('ready', () => void this.#subscribe());
    if (subscriber.status === 'ready') void this.#subscribe();
    this.#trimTimer = setInterval(() => void this.#trimByAge(), TRIM_EVERY_MS);
    this.#trimTimer.unref();
    void this.#readLoop();
  }

  /** Opens the three connections a broker needs (a subscribed or blocked connection takes no other commands). */
  static connect(url: string, options: RedisBrokerOptions = {}): RedisBroker {
    const broker = new RedisBroker(
      createRedis(url, 'live'),
      createRedis(url, 'live-sub'),
      createRedis(url, 'live-read'),
      options,
    );
    broker.#ownConnections = [broker.commands, broker.subscriber, broker.reader];
    return broker;
  }

  /** Resolves once Redis answers and the log has been found (or after `timeoutMs`, degraded). */
  async ready(timeoutMs = 5_000): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (this.#lastId !== null && this.health().status === 'ok') return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  }

  get position(): string {
    return this.#position;
  }

  #usable(): boolean {
    return !this.#closed && this.commands.status === 'ready';
  }

  #resetLocal(): void {
    // Positions handed out while on our own mean nothing once the shared log is back: a new local
    // log makes them gaps (resync) rather than a replay that would miss the shared events.
    this.#local = new MemoryBroker(this.#limits);
    this.#local.onEntry((entry) => this.#dispatch(entry));
    this.#local.onPresenceChange(() => this.#presenceChanged());
  }

  #dispatch(entry: LogEntry): void {
    this.#position = entry.id;
    for (const handler of this.#entryHandlers) {
      // A failing stream must not look like a Redis failure, nor stop the others' events.
      try {
        handler(entry);
      } catch (error) {
        this.#logger?.warn(
          `live event ${entry.id} failed: ${error instanceof Error ? error.message : error}`,
        );
      }
    }
  }

  #presenceChanged(): void {
    for (const handler of this.#presenceHandlers) handler();
  }

  #trouble(error: unknown): void {
    if (this.#closed) return;
    const detail = error instanceof Error ? error.message : String(error);
    if (this.#problem === null)
      this.#logger?.warn(`Redis is unreachable (${detail}): working on this server alone`);
    this.#problem = `Redis is unreachable (${detail}); live events, presence and rate limits are local to this server`;
  }

  #recovered(): void {
    if (this.#closed || this.#problem === null) return;
    if ([this.commands, this.subscriber, this.reader].some((c) => c.status !== 'ready')) return;
    this.#problem = null;
    this.#logger?.info('Redis is back: live events, presence and rate limits are shared again');
    this.#resetLocal();
  }

  async #subscribe(): Promise<void> {
    await this.subscriber.subscribe(this.#names.presenceChannel).catch((error) => this.#trouble(error));
  }

  async #readLoop(): Promise<void> {
    while (!this.#closed) {
      if (this.reader.status !== 'ready' || this.commands.status !== 'ready') {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      try {
        this.#lastId ??= await this.#tip();
        const result = (await this.reader.xread(
          'COUNT',
          1000,
          'BLOCK',
          2_000,
          'STREAMS',
          this.#names.log,
          this.#lastId,
        )) as Array<[string, Array<[string, string[]]>]> | null;
        for (const [, entries] of result ?? []) {
          for (const [id, fields] of entries) {
            this.#lastId = id;
            const entry = parseEntry(id, fields);
            if (entry) this.#dispatch(entry);
          }
        }
      } catch (error) {
        if (this.#closed) return;
        this.#trouble(error);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  /** The newest entry's id; an empty log first gets a start entry, so a position always exists. */
  async #tip(): Promise<string> {
    const newest = (await this.commands.xrevrange(this.#names.log, '+', '-', 'COUNT', 1)) as Array<
      [string, string[]]
    >;
    const id = newest[0]?.[0] ?? (await this.#append('c', JSON.stringify({ op: 'start' })));
    this.#position = id;
    return id;
  }

  #append(field: 'e' | 'c', json: string): Promise<string> {
    return this.commands.xadd(
      this.#names.log,
      'MAXLEN',
      String(this.#limits.maxEntries),
      '*',
      field,
      json,
    ) as Promise<string>;
  }

  async #trimByAge(): Promise<void> {
    if (!this.#usable() || this.#lastId === null) return;
    let threshold = `${Date.now() - this.#limits.maxAgeMs}-0`;
    if (compareStreamIds(threshold, this.#lastId) > 0) threshold = this.#lastId;
    await this.commands.xtrim(this.#names.log, 'MINID', threshold).catch((error) => this.#trouble(error));
  }

  async publish(envelope: Envelope): Promise<void> {
    if (this.#usable()) {
      try {
        await this.#append('e', JSON.stringify(envelope));
        return;
      } catch (error) {
        this.#trouble(error);
      }
    }
    await this.#local.publish(envelope);
  }

  async saveConnection(connectionId: string, userId: number | null): Promise<void> {
    await this.#local.saveConnection(connectionId, userId);
    if (!this.#usable()) return;
    const key = this.#names.connection(connectionId);
    try {
      const existing = await this.commands.hget(key, 'user');
      const multi = this.commands.multi();
      // A record taken over by another user keeps none of its rooms.
      if (existing !== null && existing !== userField(userId)) multi.del(key);
      multi.hset(key, 'user', userField(userId)).pexpire(key, this.#recordTtl());
      await multi.exec();
    } catch (error) {
      this.#trouble(error);
    }
  }

  #recordTtl(): number {
    return this.#limits.maxAgeMs + 5 * 60_000;
  }

  async loadConnection(connectionId: string): Promise<ConnectionRecord | null> {
    if (!this.#usable()) return this.#local.loadConnection(connectionId);
    try {
      const fields = await this.commands.hgetall(this.#names.connection(connectionId));
      if (fields.user === undefined) return this.#local.loadConnection(connectionId);
      const rooms = new Map<number, number>();
      for (const [field, value] of Object.entries(fields))
        if (field.startsWith('r:')) rooms.set(Number(field.slice(2)), Number(value));
      return { userId: fields.user === 'v' ? null : Number(fields.user), rooms };
    } catch (error) {
      this.#trouble(error);
      return this.#local.loadConnection(connectionId);
    }
  }

  async refreshConnections(records: LiveRecord[]): Promise<void> {
    await this.#local.refreshConnections(records);
    if (!this.#usable() || records.length === 0) return;
    const pipeline = this.commands.pipeline();
    for (const record of records) {
      const rooms = [...record.rooms].flatMap(([thread, category]) => [`r:${thread}`, String(category)]);
      (pipeline as unknown as RefreshPipeline).citoRefreshConnection(
        this.#names.connection(record.connectionId),
        this.#recordTtl(),
        userField(record.userId),
        ...rooms,
      );
    }
    await pipeline.exec().catch((error) => this.#trouble(error));
  }

  async changeRoom(control: Extract<Control, { op: 'join' | 'leave' }>): Promise<void> {
    if (this.#usable()) {
      const key = this.#names.connection(control.connectionId);
      const multi = this.commands.multi();
      if (control.op === 'join') multi.hset(key, `r:${control.threadId}`, String(control.categoryId));
      else multi.hdel(key, `r:${control.threadId}`);
      multi.xadd(
        this.#names.log,
        'MAXLEN',
        String(this.#limits.maxEntries),
        '*',
        'c',
        JSON.stringify(control),
      );
      try {
        await multi.exec();
        return;
      } catch (error) {
        this.#trouble(error);
      }
    }
    await this.#local.changeRoom(control);
  }

  async takeover(connectionId: string, serverId: string): Promise<void> {
    const control = JSON.stringify({ op: 'takeover', connectionId, serverId });
    if (this.#usable()) {
      try {
        await this.#append('c', control);
        return;
      } catch (error) {
        this.#trouble(error);
      }
    }
    await this.#local.takeover(connectionId, serverId);
  }

  onEntry(handler: (entry: LogEntry) => void): void {
    this.#entryHandlers.push(handler);
  }

  async readAfter(position: string): Promise<Backlog> {
    if (!isStreamId(position)) return this.#local.readAfter(position);
    if (!this.#usable()) return { gap: true };
    try {
      const rows = (await this.commands.xrange(
        this.#names.log,
        position,
        '+',
        'COUNT',
        this.#limits.maxEntries + 1,
      )) as Array<[string, string[]]>;
      // The position's own entry is gone: what followed it may be gone too.
      if (rows[0]?.[0] !== position) return { gap: true };
      const entries: LogEntry[] = [];
      for (const [id, fields] of rows.slice(1)) {
        const entry = parseEntry(id, fields);
        if (entry) entries.push(entry);
      }
      return { gap: false, entries };
    } catch (error) {
      this.#trouble(error);
      return { gap: true };
    }
  }

  async acquireSlots(connectionId: string, claims: SlotClaim[]): Promise<string | null> {
    if (!this.#usable()) return this.#local.acquireSlots(connectionId, claims);
    const now = Date.now();
    try {
      const full = (await (this.commands as unknown as SlotCommands).citoAcquireSlots(
        claims.length,
        ...claims.map((claim) => this.#names.slots(claim.key)),
        connectionId,
        now,
        now + SLOT_TTL_MS,
        ...claims.map((claim) => claim.max),
      )) as number;
      return full > 0 ? claims[full - 1]!.key : null;
    } catch (error) {
      this.#trouble(error);
      return this.#local.acquireSlots(connectionId, claims);
    }
  }

  async releaseSlots(connectionId: string, keys: string[]): Promise<void> {
    await this.#local.releaseSlots(connectionId, keys);
    if (!this.#usable() || keys.length === 0) return;
    const pipeline = this.commands.pipeline();
    for (const key of keys) pipeline.zrem(this.#names.slots(key), connectionId);
    await pipeline.exec().catch((error) => this.#trouble(error));
  }

  async refreshSlots(claims: Array<{ connectionId: string; keys: string[] }>): Promise<void> {
    await this.#local.refreshSlots(claims);
    if (!this.#usable() || claims.length === 0) return;
    const expires = Date.now() + SLOT_TTL_MS;
    const pipeline = this.commands.pipeline();
    for (const { connectionId, keys } of claims)
      for (const key of keys) pipeline.zadd(this.#names.slots(key), expires, connectionId);
    await pipeline.exec().catch((error) => this.#trouble(error));
  }

  async setPresence(serverId: string, presence: Presence): Promise<void> {
    await this.#local.setPresence(serverId, presence);
    if (!this.#usable()) return;
    try {
      await this.commands.hset(
        this.#names.presenceKey,
        serverId,
        JSON.stringify({ ...presence, at: Date.now() }),
      );
      await this.commands.publish(this.#names.presenceChannel, serverId);
    } catch (error) {
      this.#trouble(error);
    }
  }

  async countOnline(viewer?: OnlineViewer): Promise<number> {
    if (!this.#usable()) return this.#local.countOnline(viewer);
    try {
      const fields = await this.commands.hgetall(this.#names.presenceKey);
      const now = Date.now();
      const shares: Presence[] = [];
      const stale: string[] = [];
      for (const [serverId, value] of Object.entries(fields)) {
        const share = JSON.parse(value) as Presence & { at: number };
        if (now - share.at > PRESENCE_TTL_MS) stale.push(serverId);
        else shares.push(share);
      }
      if (stale.length) await this.commands.hdel(this.#names.presenceKey, ...stale);
      return countPresence(shares, viewer);
    } catch (error) {
      this.#trouble(error);
      return this.#local.countOnline(viewer);
    }
  }

  onPresenceChange(handler: () => void): void {
    this.#presenceHandlers.push(handler);
  }

  health(): BrokerHealth {
    if (this.#problem !== null || this.commands.status !== 'ready')
      return { status: 'degraded', reason: this.#problem ?? 'Redis is unreachable (not connected yet)' };
    return { status: 'ok' };
  }

  async forget(serverId: string): Promise<void> {
    await this.#local.forget(serverId);
    if (!this.#usable()) return;
    await this.commands.hdel(this.#names.presenceKey, serverId).catch(() => undefined);
    await this.commands.publish(this.#names.presenceChannel, serverId).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#trimTimer);
    this.#entryHandlers = [];
    this.#presenceHandlers = [];
    await this.#local.close();
    // A blocked XREAD holds its connection until it returns; disconnecting ends it at once.
    this.reader.disconnect();
    await this.subscriber.unsubscribe().catch(() => undefined);
    for (const connection of this.#ownConnections) connection.disconnect();
  }
}

type RefreshPipeline = { citoRefreshConnection(key: string, ...args: Array<string | number>): void };
type SlotCommands = { citoAcquireSlots(...args: Array<string | number>): Promise<number> };

function userField(userId: number | null): string {
  return userId === null ? 'v' : String(userId);
}

function parseEntry(id: string, fields: string[]): LogEntry | null {
  try {
    if (fields[0] === 'e') return { id, envelope: JSON.parse(fields[1]!) as Envelope };
    if (fields[0] === 'c') return { id, control: JSON.parse(fields[1]!) as Control };
  } catch {
    // not ours
  }
  return null;
}

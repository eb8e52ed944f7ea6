import type { Redis } from 'ioredis';
import { type Broker, countPresence, type Envelope, type Presence } from './broker.ts';

/** Redis names used by one deployment; tests give each suite its own namespace. */
function names(namespace: string) {
  return {
    events: `${namespace}:live:events`,
    presenceChannel: `${namespace}:live:presence`,
    presenceKey: `${namespace}:live:presence`,
  };
}
/** A server that has not refreshed its presence for this long is taken to be gone. */
export const PRESENCE_TTL_MS = 30_000;

/**
 * Redis pub/sub between app servers. Needs two connections: one in subscriber mode, one for the
 * rest. Presence lives in one hash, a field per server, each stamped with when it was written.
 */
export class RedisBroker implements Broker {
  #envelopeHandlers: Array<(envelope: Envelope) => void> = [];
  #presenceHandlers: Array<() => void> = [];

  readonly #names: ReturnType<typeof names>;

  private constructor(
    private readonly commands: Redis,
    private readonly subscriber: Redis,
    namespace: string,
  ) {
    this.#names = names(namespace);
  }

  static async connect(commands: Redis, subscriber: Redis, namespace = 'cito'): Promise<RedisBroker> {
    const broker = new RedisBroker(commands, subscriber, namespace);
    await subscriber.subscribe(broker.#names.events, broker.#names.presenceChannel);
    subscriber.on('message', (channel: string, payload: string) => broker.#receive(channel, payload));
    return broker;
  }

  #receive(channel: string, payload: string): void {
    if (channel === this.#names.presenceChannel) {
      for (const handler of this.#presenceHandlers) handler();
      return;
    }
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    for (const handler of this.#envelopeHandlers) handler(envelope);
  }

  async publish(envelope: Envelope): Promise<void> {
    await this.commands.publish(this.#names.events, JSON.stringify(envelope));
  }

  onEnvelope(handler: (envelope: Envelope) => void): void {
    this.#envelopeHandlers.push(handler);
  }

  async setPresence(serverId: string, presence: Presence): Promise<void> {
    await this.commands.hset(
      this.#names.presenceKey,
      serverId,
      JSON.stringify({ ...presence, at: Date.now() }),
    );
    await this.commands.publish(this.#names.presenceChannel, serverId);
  }

  async countOnline(): Promise<number> {
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
    return countPresence(shares);
  }

  onPresenceChange(handler: () => void): void {
    this.#presenceHandlers.push(handler);
  }

  async close(): Promise<void> {
    this.#envelopeHandlers = [];
    this.#presenceHandlers = [];
    await this.subscriber.unsubscribe().catch(() => undefined);
  }

  /** Removes this server's presence (graceful shutdown). */
  async forget(serverId: string): Promise<void> {
    await this.commands.hdel(this.#names.presenceKey, serverId);
    await this.commands.publish(this.#names.presenceChannel, serverId);
  }
}

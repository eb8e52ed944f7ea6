import type { LiveEventName, LiveMessage } from '../../common/events.ts';

/** Who receives an event. Every audience also passes the receiver's view permission on `categoryId`. */
export type Audience =
  | { kind: 'room'; threadId: number; categoryId: number }
  | { kind: 'category'; categoryId: number }
  | { kind: 'user'; userId: number; categoryId: number };

export interface Envelope<K extends LiveEventName = LiveEventName> {
  audience: Audience;
  message: LiveMessage<K>;
}

/** One server's share of who is online: distinct users, and visitor streams. */
export interface Presence {
  users: number[];
  visitors: number;
}

/**
 * Carries events between app servers. In one process it is a function call; with Redis it is
 * pub/sub, so an event published on one server reaches the streams held by every other
 * (ARCHITECTURE.md 'Scaling out').
 */
export interface Broker {
  publish(envelope: Envelope): Promise<void>;
  onEnvelope(handler: (envelope: Envelope) => void): void;
  /** Stores this server's presence and tells the others that the count may have changed. */
  setPresence(serverId: string, presence: Presence): Promise<void>;
  /** Distinct users across all servers plus visitor streams. */
  countOnline(): Promise<number>;
  onPresenceChange(handler: () => void): void;
  close(): Promise<void>;
}

export class MemoryBroker implements Broker {
  #envelopeHandlers: Array<(envelope: Envelope) => void> = [];
  #presenceHandlers: Array<() => void> = [];
  #presence = new Map<string, Presence>();

  async publish(envelope: Envelope): Promise<void> {
    for (const handler of this.#envelopeHandlers) handler(envelope);
  }

  onEnvelope(handler: (envelope: Envelope) => void): void {
    this.#envelopeHandlers.push(handler);
  }

  async setPresence(serverId: string, presence: Presence): Promise<void> {
    this.#presence.set(serverId, presence);
    for (const handler of this.#presenceHandlers) handler();
  }

  async countOnline(): Promise<number> {
    return countPresence([...this.#presence.values()]);
  }

  onPresenceChange(handler: () => void): void {
    this.#presenceHandlers.push(handler);
  }

  async close(): Promise<void> {
    this.#envelopeHandlers = [];
    this.#presenceHandlers = [];
  }
}

/** A user on two servers (or in two tabs) counts once; every visitor stream counts. */
export function countPresence(shares: Presence[]): number {
  const users = new Set<number>();
  let visitors = 0;
  for (const share of shares) {
    for (const id of share.users) users.add(id);
    visitors += share.visitors;
  }
  return users.size + visitors;
}

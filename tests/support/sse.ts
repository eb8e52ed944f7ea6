import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface SseEvent {
  id: string | null;
  event: string;
  data: unknown;
}

/**
 * A real EventSource-like client over fetch, for tests: collects events and lets a test wait for
 * the next one that matches.
 */
export class SseClient {
  readonly events: SseEvent[] = [];
  headers: Headers | null = null;
  retry: number | null = null;
  ended = false;
  #waiters: Array<{ match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void; from: number }> = [];
  #controller = new AbortController();
  #endWaiters: Array<() => void> = [];

  status = 0;

  /**
   * Opens a stream; `lastEventId` resumes an earlier one as a reconnecting browser would, `query`
   * (e.g. `since=…&rooms=…`) is sent as the stream's query string.
   */
  static async open(
    baseUrl: string,
    cookie?: string,
    lastEventId?: string,
    query?: string,
  ): Promise<SseClient> {
    const client = new SseClient();
    const response = await fetch(`${baseUrl}/api/events${query ? `?${query}` : ''}`, {
      headers: {
        accept: 'text/event-stream',
        ...(cookie ? { cookie } : {}),
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
      signal: client.#controller.signal,
    });
    client.headers = response.headers;
    client.status = response.status;
    if (!response.ok) throw new StreamRefused(response.status, await response.text());
    void client.#read(response);
    await client.next((e) => e.event === 'connected');
    return client;
  }

  get connected(): { user_id: number | null; connection_id: string; resumed?: boolean } {
    return this.events.find((e) => e.event === 'connected')!.data as {
      user_id: number | null;
      connection_id: string;
      resumed?: boolean;
    };
  }

  /** The id of the last frame received: what a browser sends back as Last-Event-ID. */
  get lastEventId(): string | null {
    return this.events.findLast((e) => e.id !== null)?.id ?? null;
  }

  async #read(response: Response): Promise<void> {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut = buffer.indexOf('\n\n');
        while (cut !== -1) {
          this.#parse(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by close()
    }
    this.ended = true;
    for (const resolve of this.#endWaiters) resolve();
  }

  #parse(block: string): void {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
      else if (line.startsWith('retry: ')) this.retry = Number(line.slice(7));
    }
    if (data.length === 0) return;
    const parsed: SseEvent = { id, event, data: JSON.parse(data.join('\n')) };
    this.events.push(parsed);
    for (const waiter of [...this.#waiters]) {
      if (waiter.match(parsed)) {
        this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
        waiter.resolve(parsed);
      }
    }
  }

  /** The first event from now on (or already received after `since`) that matches. */
  next(match: (e: SseEvent) => boolean, timeoutMs = 5_000, since = this.events.length): Promise<SseEvent> {
    const already = this.events.slice(since).find(match);
    if (already) return Promise.resolve(already);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching event within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.#waiters.push({
        match,
        from: since,
        resolve: (e) => {
          clearTimeout(timer);
          resolve(e);
        },
      });
    });
  }

  /** Waits for a live message `{type, data}` of the given type. */
  async message<T = Record<string, unknown>>(type: string, timeoutMs?: number, since?: number): Promise<T> {
    const event = await this.next(
      (e) => e.event === 'message' && (e.data as { type?: string }).type === type,
      timeoutMs,
      since,
    );
    return (event.data as { data: T }).data;
  }

  messages(type: string): unknown[] {
    return this.events
      .filter((e) => e.event === 'message' && (e.data as { type?: string }).type === type)
      .map((e) => (e.data as { data: unknown }).data);
  }

  /** Calls `listener` once the stream has ended (at once if it already has). */
  onEnd(listener: () => void): void {
    if (this.ended) listener();
    else this.#endWaiters.push(listener);
  }

  waitForEnd(timeoutMs = 5_000): Promise<void> {
    if (this.ended) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('stream did not end')), timeoutMs);
      this.#endWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  close(): void {
    this.#controller.abort();
  }
}

export class StreamRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`stream refused: ${status} ${body}`);
  }
}

/** Starts the app on a loopback port (streams need a real socket, not inject) and answers its URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A JSON call over real HTTP with an optional session cookie. */
export async function call(baseUrl: string, method: string, path: string, cookie?: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A stream that reconnects by itself when it ends, with the last event id it heard, as a browser's
 * EventSource does: what the test sees across every reconnect.
 */
export class ResumingStream {
  readonly clients: SseClient[] = [];
  #closed = false;
  #reconnecting: Promise<void> | null = null;

  private constructor(
    readonly baseUrl: string,
    readonly cookie: string | undefined,
  ) {}

  static async open(baseUrl: string, cookie?: string): Promise<ResumingStream> {
    const stream = new ResumingStream(baseUrl, cookie);
    stream.#watch(await SseClient.open(baseUrl, cookie));
    return stream;
  }

  get current(): SseClient {
    return this.clients.at(-1)!;
  }

  #watch(client: SseClient): void {
    this.clients.push(client);
    client.onEnd(() => {
      if (!this.#closed) this.#reconnecting = this.#reconnect(client.lastEventId ?? undefined);
    });
  }

  async #reconnect(lastEventId: string | undefined): Promise<void> {
    for (let attempt = 0; !this.#closed; attempt++) {
      try {
        this.#watch(await SseClient.open(this.baseUrl, this.cookie, lastEventId));
        return;
      } catch {
        await sleep(Math.min(100 * 2 ** attempt, 1_000));
      }
    }
  }

  /** Every live message of `type` received on any of its connections, in order. */
  messages<T>(type: string): T[] {
    return this.clients.flatMap((client) => client.messages(type) as T[]);
  }

  get reconnects(): number {
    return this.clients.length - 1;
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#reconnecting;
    for (const client of this.clients) client.close();
  }
}

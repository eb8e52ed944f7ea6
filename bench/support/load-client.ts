import http from 'node:http';

// The load benchmark's side of the wire: a keep-alive HTTP client and the members it acts for, each
// with a session and an address of its own (sent as X-Forwarded-For to a server that trusts it, as
// behind a load balancer), and their event streams.

export interface Answer {
  status: number;
  body: string;
}

/** Calls that take longer than this count as errors (timeouts). */
const TIMEOUT_MS = 10_000;

export class LoadClient {
  readonly #agent: http.Agent;
  readonly origin: string;

  constructor(
    readonly base: string,
    connections: number,
  ) {
    this.#agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
    this.origin = new URL(base).origin;
  }

  /** One call; rejects on a network error or timeout, resolves with any status. */
  call(
    method: 'GET' | 'POST',
    path: string,
    member: { ip: string; cookie?: string },
    body?: unknown,
  ): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { 'x-forwarded-for': member.ip, accept: 'application/json' };
    if (member.cookie) headers.cookie = member.cookie;
    // A browser's own-site write carries its Origin (src/server/http/origin.ts checks it).
    if (method === 'POST') headers.origin = this.origin;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    return new Promise((resolve, reject) => {
      const request = http.request(`${this.base}${path}`, { method, headers, agent: this.#agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      });
      request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error(`timeout after ${TIMEOUT_MS} ms`)));
      request.on('error', reject);
      request.end(payload);
    });
  }

  close(): void {
    this.#agent.destroy();
  }
}

export interface GameInPlay {
  sessionId: number;
  board: Array<Array<string | null>>;
}

/** A member the workload acts for. */
export interface VirtualMember {
  id: number;
  email: string;
  ip: string;
  cookie: string;
  game: GameInPlay | null;
  /** Game calls of one member run one after another, as one person's clicks do. */
  gameQueue: Promise<void>;
  /** When this member's rate-limited calls were sent, per limit (search, game move). */
  recent: Map<string, number[]>;
}

/** A distinct client address per member: 10.x.y.z from its index. */
export const addressOf = (index: number) =>
  `10.${((index + 1) >> 16) & 255}.${((index + 1) >> 8) & 255}.${(index + 1) & 255}`;

/** Signs every member in from their own address, a few at a time. */
export async function signIn(
  client: LoadClient,
  members: Array<{ id: number; email: string }>,
  password: string,
): Promise<VirtualMember[]> {
  const signedIn: VirtualMember[] = new Array(members.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < members.length; i = next++) {
      const { id, email } = members[i]!;
      const ip = addressOf(i);
      const answer = await new Promise<{ status: number; cookie: string }>((resolve, reject) => {
        const payload = JSON.stringify({ email, password });
        const request = http.request(
          `${client.base}/api/login`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': String(Buffer.byteLength(payload)),
              'x-forwarded-for': ip,
              origin: client.origin,
            },
          },
          (res) => {
            res.resume();
            const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('sid='));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, cookie: cookie?.split(';')[0] ?? '' }),
            );
          },
        );
        request.on('error', reject);
        request.end(payload);
      });
      if (answer.status !== 200 || !answer.cookie) throw new Error(`sign-in of ${email}: ${answer.status}`);
      signedIn[i] = {
        id,
        email,
        ip,
        cookie: answer.cookie,
        game: null,
        gameQueue: Promise.resolve(),
        recent: new Map(),
      };
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return signedIn;
}

/**
 * Open event streams, one per member, each joined to one thread's room. A stream that fails, ends
 * or errors while the benchmark has not closed it counts as dropped.
 */
export class StreamSet {
  readonly #requests: http.ClientRequest[] = [];
  #closing = false;
  open = 0;
  dropped = 0;
  failures: string[] = [];
  /** post.new events received, over all streams. */
  postEvents = 0;

  constructor(readonly base: string) {}

  async openAll(members: VirtualMember[], roomOf: (index: number) => number): Promise<void> {
    const batch = 100;
    for (let start = 0; start < members.length; start += batch) {
      await Promise.all(
        members.slice(start, start + batch).map((member, k) => this.#openOne(member, roomOf(start + k))),
      );
    }
  }

  #drop(reason: string): void {
    if (this.#closing) return;
    this.dropped++;
    if (this.failures.length < 5) this.failures.push(reason);
  }

  #openOne(member: VirtualMember, threadId: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const request = http.get(
        `${this.base}/api/events`,
        {
          agent: false,
          headers: { accept: 'text/event-stream', cookie: member.cookie, 'x-forwarded-for': member.ip },
        },
        (response) => {
          if (response.statusCode !== 200) {
            reject(new Error(`event stream of ${member.email}: ${response.statusCode}`));
            return;
          }
          let buffer = '';
          let joined = false;
          let counted = false;
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            buffer += chunk;
            if (!joined) {
              const match = /"connection_id":"([^"]+)"/.exec(buffer);
              if (!match) return;
              joined = true;
              this.#join(member, match[1]!, threadId).then(() => {
                this.open++;
                counted = true;
                resolve();
              }, reject);
            }
            // Count whole events only; keep an unfinished one for the next chunk.
            const end = buffer.lastIndexOf('\n\n');
            if (end < 0) return;
            this.postEvents += buffer.slice(0, end).split('"type":"post.new"').length - 1;
            buffer = buffer.slice(end + 2);
          });
          response.on('close', () => {
            if (counted) this.open--;
            this.#drop(`stream of ${member.email} closed`);
          });
          response.on('error', (error) => this.#drop(`stream of ${member.email}: ${error.message}`));
        },
      );
      request.on('error', (error) => {
        this.#drop(`stream of ${member.email}: ${error.message}`);
        reject(error);
      });
      this.#requests.push(request);
    });
  }

  async #join(member: VirtualMember, connectionId: string, threadId: number): Promise<void> {
    const payload = JSON.stringify({ thread_id: threadId });
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${this.base}/api/events/${connectionId}/join`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(payload)),
            cookie: member.cookie,
            'x-forwarded-for': member.ip,
            origin: new URL(this.base).origin,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
    if (status !== 200) throw new Error(`joining thread ${threadId}: ${status}`);
  }

  closeAll(): void {
    this.#closing = true;
    for (const request of this.#requests) request.destroy();
  }
}

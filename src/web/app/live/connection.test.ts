import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveRegistry } from '../../api/live/live-registry.ts';
import {
  type EventSourceLike,
  LIVE_POLL_MS,
  LIVE_SILENCE_MS,
  LiveConnection,
  type LiveConnectionOptions,
  ONLINE_COUNT_WAIT_MS,
  type RoomCall,
} from './connection.ts';

class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  closed = false;
  #listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  static get latest(): FakeEventSource {
    const latest = FakeEventSource.instances.at(-1);
    if (!latest) throw new Error('no EventSource was opened');
    return latest;
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  fire(type: string, data = '', lastEventId = ''): void {
    for (const listener of this.#listeners.get(type) ?? [])
      listener({ data, lastEventId } as MessageEvent<string>);
  }

  connect(connectionId: string, userId: number | null = 7, resumed = false): void {
    this.fire(
      'connected',
      JSON.stringify({ user_id: userId, connection_id: connectionId, resumed }),
      `${connectionId}:1-0`,
    );
  }

  send(type: string, data: unknown, lastEventId = ''): void {
    this.fire('message', JSON.stringify({ type, data }), lastEventId);
  }
}

function setup(overrides: Partial<LiveConnectionOptions> = {}) {
  const registry = new LiveRegistry();
  const post = vi.fn(async (_path: string, _body: RoomCall) => ({ success: true }));
  const poll = vi.fn();
  const connection = new LiveConnection(registry, {
    EventSource: FakeEventSource,
    post,
    poll,
    ...overrides,
  });
  return { registry, connection, post, poll };
}

/** Lets queued promise callbacks (the room calls) run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LiveConnection (spec 1 §4)', () => {
  it('goes from disconnected to connecting to connected', () => {
    const { connection } = setup();
    expect(connection.status.state).toBe('disconnected');
    connection.start();
    expect(connection.status).toEqual({ state: 'connecting', mode: 'sse', onlineCount: null });
    expect(FakeEventSource.latest.url).toBe('/api/events');
    FakeEventSource.latest.connect('c1');
    expect(connection.status.state).toBe('connected');
    expect(connection.connectionId).toBe('c1');
  });

  it('closes a lost stream and reconnects after 1000, 2000, 4000 … ms, capped at 30000', () => {
    const { connection } = setup();
    connection.start();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const source = FakeEventSource.latest;
      source.fire('error');
      expect(source.closed).toBe(true);
      expect(connection.status.state).toBe('error');
      const opened = FakeEventSource.instances.length;
      let waited = 0;
      while (FakeEventSource.instances.length === opened) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
      // a failed attempt keeps the 'Connection lost' state until `connected` arrives
      expect(connection.status.state).toBe('error');
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('starts again from 1000 ms once a reconnect succeeds', () => {
    const { connection } = setup();
    connection.start();
    FakeEventSource.latest.fire('error');
    vi.advanceTimersByTime(1000);
    FakeEventSource.latest.fire('error');
    vi.advanceTimersByTime(2000);
    FakeEventSource.latest.connect('c2');
    expect(connection.status.state).toBe('connected');
    const before = FakeEventSource.instances.length;
    FakeEventSource.latest.fire('error');
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances.length).toBe(before);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances.length).toBe(before + 1);
  });

  it('treats a silent stream (no heartbeat) as lost', () => {
    const { connection } = setup();
    connection.start();
    FakeEventSource.latest.connect('c1');
    vi.advanceTimersByTime(LIVE_SILENCE_MS - 1000);
    FakeEventSource.latest.fire('heartbeat', '{}');
    vi.advanceTimersByTime(LIVE_SILENCE_MS - 1000);
    expect(connection.status.state).toBe('connected');
    vi.advanceTimersByTime(1000);
    expect(connection.status.state).toBe('error');
  });

  it('queues room joins until connected, and joins every wanted room again after a reconnect', async () => {
    const { connection, post } = setup();
    connection.joinRoom(5);
    connection.start();
    connection.joinRoom(9);
    expect(post).not.toHaveBeenCalled();

    FakeEventSource.latest.connect('first');
    await flush();
    expect(post.mock.calls).toEqual([
      ['/api/events/first/join', { thread_id: 5 }],
      ['/api/events/first/join', { thread_id: 9 }],
    ]);

    connection.leaveRoom(5);
    await flush();
    expect(post).toHaveBeenLastCalledWith('/api/events/first/leave', { thread_id: 5 });

    post.mockClear();
    FakeEventSource.latest.fire('error');
    vi.advanceTimersByTime(1000);
    FakeEventSource.latest.connect('second');
    await flush();
    expect(post.mock.calls).toEqual([['/api/events/second/join', { thread_id: 9 }]]);
  });

  it('joins a room with the position its thread was read at, and leaves without one', async () => {
    const { connection, post } = setup({ joinPosition: () => '1700000000000-4' });
    connection.start();
    FakeEventSource.latest.connect('c1');
    connection.joinRoom(12);
    connection.leaveRoom(12);
    await flush();
    expect(post.mock.calls).toEqual([
      ['/api/events/c1/join', { thread_id: 12, since: '1700000000000-4' }],
      ['/api/events/c1/leave', { thread_id: 12 }],
    ]);
  });

  it('counts room wishes, so one screen leaving keeps a room another still wants', async () => {
    const { connection, post } = setup();
    connection.start();
    FakeEventSource.latest.connect('c1');
    connection.joinRoom(3);
    connection.joinRoom(3);
    connection.leaveRoom(3);
    await flush();
    expect(post.mock.calls).toEqual([['/api/events/c1/join', { thread_id: 3 }]]);
    connection.leaveRoom(3);
    await flush();
    expect(post).toHaveBeenLastCalledWith('/api/events/c1/leave', { thread_id: 3 });
  });

  it('sends room calls one at a time, so a leave and a re-join arrive in order', async () => {
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const post = vi.fn((path: string) => {
      sent.push(path);
      if (!path.endsWith('/leave')) return Promise.resolve();
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    const { connection } = setup({ post });
    connection.start();
    FakeEventSource.latest.connect('c1');
    connection.joinRoom(3);
    connection.leaveRoom(3);
    connection.joinRoom(3);
    await flush();
    expect(sent).toEqual(['/api/events/c1/join', '/api/events/c1/leave']);
    release();
    await flush();
    expect(sent).toEqual(['/api/events/c1/join', '/api/events/c1/leave', '/api/events/c1/join']);
  });

  it('passes typed events to subscribers and tracks the online count', () => {
    const { connection } = setup();
    const notifications: unknown[] = [];
    const off = connection.subscribe('notification', (data) => notifications.push(data.title));
    connection.start();
    FakeEventSource.latest.connect('c1');
    FakeEventSource.latest.send('users.online', { count: 4 });
    FakeEventSource.latest.send('notification', { type: 'reply', title: 'New reply in "A"' });
    off();
    FakeEventSource.latest.send('notification', { type: 'reply', title: 'ignored' });
    FakeEventSource.latest.fire('message', 'not json');
    expect(connection.status.onlineCount).toBe(4);
    expect(notifications).toEqual(['New reply in "A"']);
  });

  it('asks for the online count when the stream has not told it', async () => {
    const fetchOnlineCount = vi.fn(async () => 3);
    const { connection } = setup({ fetchOnlineCount });
    connection.start();
    FakeEventSource.latest.connect('c1');
    await vi.advanceTimersByTimeAsync(ONLINE_COUNT_WAIT_MS);
    expect(fetchOnlineCount).toHaveBeenCalledTimes(1);
    expect(connection.status.onlineCount).toBe(3);
  });

  it('does not ask for the online count when users.online arrived first', async () => {
    const fetchOnlineCount = vi.fn(async () => 3);
    const { connection } = setup({ fetchOnlineCount });
    connection.start();
    FakeEventSource.latest.connect('c1');
    FakeEventSource.latest.send('users.online', { count: 2 });
    await vi.advanceTimersByTimeAsync(ONLINE_COUNT_WAIT_MS);
    expect(fetchOnlineCount).not.toHaveBeenCalled();
    expect(connection.status.onlineCount).toBe(2);
  });

  it('passes session.ended on and stops, rather than retrying the stream the server closed', () => {
    const { connection } = setup();
    const ended: string[] = [];
    connection.subscribe('session.ended', (data) => ended.push(data.reason));
    connection.start();
    FakeEventSource.latest.connect('c1');
    FakeEventSource.latest.send('session.ended', { reason: 'Your account is suspended indefinitely.' });
    expect(ended).toEqual(['Your account is suspended indefinitely.']);
    expect(FakeEventSource.latest.closed).toBe(true);
    expect(connection.status.state).toBe('disconnected');
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('ignores events from a stream it already replaced', () => {
    const { connection } = setup();
    connection.start();
    const old = FakeEventSource.latest;
    connection.restart();
    old.fire('error');
    old.send('users.online', { count: 9 });
    expect(connection.status.state).toBe('connecting');
    expect(connection.status.onlineCount).toBeNull();
  });

  it('restart opens a new stream at once (a new session), stop closes it for good', () => {
    const { connection } = setup();
    connection.start();
    FakeEventSource.latest.connect('c1');
    const first = FakeEventSource.latest;
    connection.restart();
    expect(first.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(connection.status.state).toBe('connecting');

    connection.stop();
    expect(FakeEventSource.latest.closed).toBe(true);
    expect(connection.status.state).toBe('disconnected');
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('polls the category lists every 45 s, as connected, where EventSource is missing', () => {
    const { connection, poll, post } = setup({ EventSource: undefined });
    connection.joinRoom(1);
    connection.start();
    expect(connection.status).toEqual({ state: 'connected', mode: 'polling', onlineCount: null });
    vi.advanceTimersByTime(LIVE_POLL_MS - 1);
    expect(poll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(LIVE_POLL_MS);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(post).not.toHaveBeenCalled();
    connection.stop();
    vi.advanceTimersByTime(LIVE_POLL_MS);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('reconnects with the last event id it heard, so the server resumes the stream', () => {
    const { connection } = setup();
    connection.start();
    FakeEventSource.latest.connect('c1');
    FakeEventSource.latest.send('thread.new', {}, 'c1:1700000000000-3');
    FakeEventSource.latest.fire('error');
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.latest.url).toBe(
      `/api/events?last_event_id=${encodeURIComponent('c1:1700000000000-3')}`,
    );
    // Signing out (stop) forgets it: the next user's stream starts afresh.
    connection.stop();
    connection.start();
    expect(FakeEventSource.latest.url).toBe('/api/events');
  });

  it("starts the page's first stream where its data was read, with the rooms it wants; reconnects resume", () => {
    const positions = ['1700000000000-2', null];
    const { connection } = setup({ startPosition: () => positions.shift() ?? null });
    connection.joinRoom(42);
    connection.joinRoom(7);
    connection.start();
    expect(FakeEventSource.latest.url).toBe('/api/events?since=1700000000000-2&rooms=42%2C7');
    FakeEventSource.latest.connect('c1');
    FakeEventSource.latest.send('thread.new', {}, 'c1:1700000000000-5');
    FakeEventSource.latest.fire('error');
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.latest.url).toBe(
      `/api/events?last_event_id=${encodeURIComponent('c1:1700000000000-5')}`,
    );
    // a later fresh stream (a new session) has no page position of its own
    connection.restart();
    expect(FakeEventSource.latest.url).toBe('/api/events');
  });

  it('does not join again the rooms a resumed stream kept, and leaves those no longer wanted', async () => {
    const { connection, registry, post } = setup();
    registry.joinRoom(5);
    registry.joinRoom(6);
    connection.start();
    FakeEventSource.latest.connect('c1');
    await flush();
    expect(post.mock.calls.map(([path, body]) => [path, body.thread_id])).toEqual([
      ['/api/events/c1/join', 5],
      ['/api/events/c1/join', 6],
    ]);
    FakeEventSource.latest.fire('error');
    registry.leaveRoom(6);
    registry.joinRoom(8);
    vi.advanceTimersByTime(1000);
    post.mockClear();
    FakeEventSource.latest.connect('c1', 7, true);
    await flush();
    expect(post.mock.calls.map(([path, body]) => [path, body.thread_id])).toEqual([
      ['/api/events/c1/leave', 6],
      ['/api/events/c1/join', 8],
    ]);
  });

  it('passes a resync on to the app, which refetches what it shows', () => {
    const { connection, registry } = setup();
    const resync = vi.fn();
    registry.subscribe('resync', resync);
    connection.start();
    FakeEventSource.latest.connect('c1');
    FakeEventSource.latest.fire('resync', JSON.stringify({ reason: 'backlog' }));
    expect(resync).toHaveBeenCalledTimes(1);
  });
});

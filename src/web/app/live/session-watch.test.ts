import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchSession } from './session-watch.ts';

const alice = { success: true, id: 1, user_id: 1, username: 'alice' };
const bob = { success: true, id: 2, user_id: 2, username: 'bob' };
const visitor = { success: true, username: null };

class FakeApiError extends Error {
  constructor(readonly serverMessage: string) {
    super(serverMessage);
  }
}

function setup(initial: unknown) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (initial !== undefined) client.setQueryData(['whoami'], initial);
  const onSessionChange = vi.fn();
  const onSessionExpired = vi.fn();
  const stop = watchSession(client, { onSessionChange, onSessionExpired });
  return { client, onSessionChange, onSessionExpired, stop };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watchSession (spec 1 §4)', () => {
  it('reports a login and a logout as session changes', () => {
    const { client, onSessionChange, onSessionExpired } = setup(visitor);
    client.setQueryData(['whoami'], alice);
    vi.runAllTimers();
    expect(onSessionChange).toHaveBeenCalledTimes(1);
    client.setQueryData(['whoami'], visitor);
    vi.runAllTimers();
    expect(onSessionChange).toHaveBeenCalledTimes(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not report the first answer or an unchanged user', () => {
    const { client, onSessionChange } = setup(undefined);
    client.setQueryData(['whoami'], alice);
    client.setQueryData(['whoami'], { ...alice, coins: 10 });
    vi.runAllTimers();
    expect(onSessionChange).not.toHaveBeenCalled();
  });

  it('reports another user signing in as a session change', () => {
    const { client, onSessionChange } = setup(alice);
    client.setQueryData(['whoami'], bob);
    vi.runAllTimers();
    expect(onSessionChange).toHaveBeenCalledTimes(1);
  });

  it("reports 'Session Expired' on any call as an expiry, not as a logout", async () => {
    const { client, onSessionChange, onSessionExpired } = setup(alice);
    const failing = client.fetchQuery({
      queryKey: ['thread', '1'],
      queryFn: async () => {
        client.setQueryData(['whoami'], visitor); // what clearSession() does before the throw
        throw new FakeApiError('Session Expired');
      },
    });
    await expect(failing).rejects.toThrow('Session Expired');
    vi.runAllTimers();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionChange).not.toHaveBeenCalled();
  });

  it("reports 'Session Expired' from a write", async () => {
    const { client, onSessionExpired } = setup(alice);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        throw new FakeApiError('Session Expired');
      },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('reports a session check that comes back anonymous (a 401) as an expiry', async () => {
    const { client, onSessionExpired, onSessionChange } = setup(alice);
    await client.fetchQuery({ queryKey: ['whoami'], queryFn: async () => visitor });
    vi.runAllTimers();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionChange).not.toHaveBeenCalled();
  });

  it('reports the next login after an expiry as a session change', async () => {
    const { client, onSessionExpired, onSessionChange } = setup(alice);
    await client.fetchQuery({ queryKey: ['whoami'], queryFn: async () => visitor });
    client.setQueryData(['whoami'], bob);
    vi.runAllTimers();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionChange).toHaveBeenCalledTimes(1);
  });

  it('stops watching', () => {
    const { client, onSessionChange, stop } = setup(visitor);
    stop();
    client.setQueryData(['whoami'], alice);
    vi.runAllTimers();
    expect(onSessionChange).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedFor } from './cached.ts';

afterEach(() => vi.useRealTimers());

describe('cachedFor', () => {
  it('computes once per window, shares a computation in flight, and computes again when it expires', async () => {
    vi.useFakeTimers({ now: 0 });
    let calls = 0;
    const value = cachedFor(5_000, async () => ++calls);
    expect(await Promise.all([value(), value(), value()])).toEqual([1, 1, 1]);
    vi.setSystemTime(4_999);
    expect(await value()).toBe(1);
    vi.setSystemTime(5_001);
    expect(await value()).toBe(2);
    expect(calls).toBe(2);
  });

  it('does not remember a failure', async () => {
    let calls = 0;
    const value = cachedFor(60_000, async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return 'ok';
    });
    await expect(value()).rejects.toThrow('database away');
    expect(await value()).toBe('ok');
  });

  it('computes every time when the window is 0', async () => {
    let calls = 0;
    const value = cachedFor(0, async () => ++calls);
    expect(await Promise.all([value(), value()])).toEqual([1, 2]);
  });
});

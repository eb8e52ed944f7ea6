import { describe, expect, it } from 'vitest';
import type { SimpleStorage } from './cache-storage.ts';
import { DEFAULT_PREFS, loadPrefs, PREFS_KEY, savePrefs } from './notification-prefs.ts';

function memoryStorage(
  initial: Record<string, string> = {},
): SimpleStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

describe('notification preferences', () => {
  it('defaults the four spec preferences to true', () => {
    const prefs = loadPrefs(memoryStorage());
    expect(prefs.emailOnReply && prefs.emailOnSubscribed).toBe(true);
    expect(prefs.autoSubscribeOnReply && prefs.autoSubscribeOnCreate).toBe(true);
  });

  it('round-trips through storage', () => {
    const storage = memoryStorage();
    savePrefs(storage, { ...DEFAULT_PREFS, emailOnReply: false, desktopNotifications: true });
    expect(loadPrefs(storage)).toEqual({ ...DEFAULT_PREFS, emailOnReply: false, desktopNotifications: true });
  });

  it('ignores unreadable or mistyped stored values', () => {
    expect(loadPrefs(memoryStorage({ [PREFS_KEY]: '{not json' }))).toEqual(DEFAULT_PREFS);
    const storage = memoryStorage({
      [PREFS_KEY]: JSON.stringify({ emailOnReply: 'no', soundEnabled: false }),
    });
    expect(loadPrefs(storage)).toEqual({ ...DEFAULT_PREFS, soundEnabled: false });
  });

  it('fails to save without storage', () => {
    expect(() => savePrefs(undefined, DEFAULT_PREFS)).toThrow();
  });
});

import type { SimpleStorage } from './cache-storage.ts';

/** Spec 1 §3: kept on this device only. */
export interface NotificationPrefs {
  emailOnReply: boolean;
  emailOnSubscribed: boolean;
  autoSubscribeOnReply: boolean;
  autoSubscribeOnCreate: boolean;
  soundEnabled: boolean;
  desktopNotifications: boolean;
}

export const PREFS_KEY = 'cito.notificationPrefs';

export const DEFAULT_PREFS: NotificationPrefs = {
  emailOnReply: true,
  emailOnSubscribed: true,
  autoSubscribeOnReply: true,
  autoSubscribeOnCreate: true,
  soundEnabled: true,
  // desktop notices need the browser's permission, so they start off
  desktopNotifications: false,
};

/** The stored preferences, with defaults for anything missing or unreadable. */
export function loadPrefs(storage: SimpleStorage | undefined): NotificationPrefs {
  try {
    const raw = storage?.getItem(PREFS_KEY);
    if (!raw) return { ...DEFAULT_PREFS };
    const stored = JSON.parse(raw) as Partial<Record<keyof NotificationPrefs, unknown>>;
    const prefs = { ...DEFAULT_PREFS };
    for (const key of Object.keys(DEFAULT_PREFS) as (keyof NotificationPrefs)[]) {
      const value = stored[key];
      if (typeof value === 'boolean') prefs[key] = value;
    }
    return prefs;
  } catch {
    return { ...DEFAULT_PREFS };
  }
}

/** Throws when the preferences cannot be stored (storage blocked or full). */
export function savePrefs(storage: SimpleStorage | undefined, prefs: NotificationPrefs): void {
  if (!storage) throw new Error('Local storage is not available');
  storage.setItem(PREFS_KEY, JSON.stringify(prefs));
}

/** The preferences saved on this device (defaults where none are saved). */
export function currentPrefs(): NotificationPrefs {
  return loadPrefs(typeof localStorage === 'undefined' ? undefined : localStorage);
}

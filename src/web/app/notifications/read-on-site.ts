import { apiPost } from '../../api/client.ts';

/**
 * Whether a notification's page is the one the member is looking at: a reply that arrives in the
 * thread on screen has been read on the site, and must not come again by mail (issue 16 §2).
 */
export function isOnScreen(
  url: string,
  here: { origin: string; pathname: string },
  visible: boolean,
): boolean {
  if (!visible) return false;
  try {
    return new URL(url, here.origin).pathname === here.pathname;
  } catch {
    return false;
  }
}

/** Tells the server that notifications were read (`ids`, or all of them); a failure only costs a mail. */
export function reportRead(which: { ids: number[] } | { all: true }): void {
  void apiPost('/api/notifications/read', which).catch(() => undefined);
}

import type { LiveHub } from '../live/hub.ts';
import type { AuthCache } from './auth-cache.ts';

/**
 * After a transaction that revoked every session of a member (revokeOtherSessions(trx, id, null)) has
 * committed: this server forgets them at once (the others within AUTH_CACHE_MS), and every open
 * stream of the member, on every server, hears `session.ended` with `reason` and is closed, so the
 * browser signs out at once (issue 16: suspension, password reset, account deletion).
 */
export async function announceSessionsEnded(
  live: LiveHub,
  auth: AuthCache,
  userId: number,
  reason: string,
): Promise<void> {
  auth.forgetUser(userId);
  await live.afterCommit(() => live.publish({ kind: 'user', userId }, 'session.ended', { reason }));
}

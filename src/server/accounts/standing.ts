import type { FastifyRequest } from 'fastify';
import { RUNNING, silencedMessage } from '../../common/messages.ts';
import { getSettings } from '../admin/settings.ts';
import type { Db } from '../db/index.ts';
import { INDEFINITELY } from '../db/schema.ts';
import { forbidden } from '../http/errors.ts';
import { requireUser } from '../http/session.ts';
import { isStaff } from './permissions.ts';
import type { SessionUser } from './sessions.ts';

/** 'until 3 March 2027, 14:00 UTC', or 'indefinitely'. */
export function untilText(until: string): string {
  if (until >= INDEFINITELY) return 'indefinitely';
  const date = new Date(until);
  const day = date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `until ${day}, ${time} UTC`;
}

/** Whether a member is silenced now. */
export function isSilenced(user: Pick<SessionUser, 'silenced_until'>, now = new Date()): boolean {
  return user.silenced_until !== null && user.silenced_until > now.toISOString();
}

/** Whether a member is suspended now; an ended suspension simply lapses. */
export function isSuspended(user: { suspended_until: string | null }, now = new Date()): boolean {
  return user.suspended_until !== null && user.suspended_until > now.toISOString();
}

/**
 * Every route that lets a member write something others see (post, reply, edit, upload, message,
 * submit a design) calls this first: a silenced member is refused with when and why (issue 16 §4),
 * and while the site requires it, so is a member whose e-mail address is not yet verified (§2).
 * Staff are never held back by verification. Answers the signed-in user.
 */
export async function requireMayWrite(
  db: Db,
  request: FastifyRequest,
  loginMessage?: string,
): Promise<SessionUser> {
  const user = requireUser(request, loginMessage);
  if (isSilenced(user)) {
    const reason = user.silence_reason ? ` Reason: ${user.silence_reason}` : '';
    throw forbidden(`${silencedMessage(untilText(user.silenced_until ?? INDEFINITELY))}${reason}`);
  }
  if (user.email_verified_at === null && (await getSettings(db)).email_verification_required) {
    if (!isStaff(await request.access())) throw forbidden(RUNNING.verifyEmailFirst);
  }
  return user;
}

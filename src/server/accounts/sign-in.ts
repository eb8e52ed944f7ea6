import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WhoamiUser } from '../../common/api-types.ts';
import type { Db } from '../db/index.ts';
import { setSessionCookie } from '../http/session.ts';
import type { AuthCache } from './auth-cache.ts';
import { findSession, type NewSession, revokeSession } from './sessions.ts';
import { presentWhoami } from './whoami.ts';

/** Ends the request's session, if any: forgotten here at once, on other servers within AUTH_CACHE_MS. */
export async function endRequestSession(db: Db, auth: AuthCache, request: FastifyRequest): Promise<void> {
  if (request.sessionId === null || request.user === null) return;
  await revokeSession(db, request.sessionId);
  auth.forgetUser(request.user.id);
}

/**
 * Hands a new session to the browser (sign-in, password reset): the request's old session ends,
 * the cookie is set, and the answer is the member's whoami.
 */
export async function startSession(
  db: Db,
  auth: AuthCache,
  request: FastifyRequest,
  reply: FastifyReply,
  session: NewSession,
): Promise<WhoamiUser> {
  await endRequestSession(db, auth, request);
  setSessionCookie(reply, session, request.server.sessionCookie.secure);
  const active = await findSession(db, session.token);
  if (!active) throw new Error('session vanished right after it was made');
  request.user = active.user;
  request.sessionId = active.sessionId;
  return presentWhoami(db, active.user, await request.access(), auth.groups(active.user.id));
}

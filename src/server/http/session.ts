import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../../common/messages.ts';
import { unauthorized } from './errors.ts';

export const SESSION_COOKIE = 'sid';
/**
 * Beside the session cookie, with its lifetime, readable by the page: the session cookie is HttpOnly,
 * so this is how the web app knows it is gone (the browser closed a session without remember-me, or
 * it expired) before trusting the member it stored (src/web/api/query-client.ts). It grants nothing.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

// request.user, request.access() … are typed by the accounts domain (accounts/request-session.ts).
type SessionUser = NonNullable<FastifyRequest['user']>;
type Access = Awaited<ReturnType<FastifyRequest['access']>>;

/** What the plugin needs from whoever keeps sessions (accounts/auth-cache.ts). */
export interface SessionAuthority {
  session(token: string): Promise<{ user: SessionUser; sessionId: number } | null>;
  access(userId: number | null): Promise<Access>;
  /** The member was seen now (their last_seen_at, written now and then). */
  seen(userId: number): void;
}

/** A session just created, for its cookie. */
export interface SessionCookie {
  token: string;
  expiresAt: Date;
  remember: boolean;
}

interface SessionOptions {
  auth: SessionAuthority;
  secureCookies: boolean;
}

/** Reads the `sid` cookie into request.user (ARCHITECTURE.md 'How a request travels', step 1). */
export const sessionPlugin = fp<SessionOptions>(async (app: FastifyInstance, { auth, secureCookies }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionExpired', false);
  app.decorateRequest('access', async function (this: FastifyRequest) {
    return auth.access(this.user?.id ?? null);
  });
  app.decorate('sessionCookie', { secure: secureCookies });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    let cached: Promise<Access> | undefined;
    request.access = () => {
      cached ??= auth.access(request.user?.id ?? null);
      return cached;
    };
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = token.length <= 64 ? await auth.session(token) : null;
    if (session) {
      request.user = session.user;
      request.sessionId = session.sessionId;
      auth.seen(session.user.id);
    } else {
      request.sessionExpired = true;
      clearSessionCookie(reply, secureCookies);
    }
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookie: { secure: boolean };
  }
}

/** The signed-in user, or a 401: 'Session Expired' when their session lapsed (spec 1 §4). */
export function requireUser(request: FastifyRequest, message: string = MSG.loginRequired): SessionUser {
  if (request.user) return request.user;
  throw unauthorized(request.sessionExpired ? MSG.sessionExpired : message);
}

export function setSessionCookie(reply: FastifyReply, session: SessionCookie, secure: boolean): void {
  // Without remember-me the cookies die with the browser (DECISIONS.md).
  const lifetime = session.remember
    ? { expires: session.expiresAt, maxAge: Math.floor((session.expiresAt.getTime() - Date.now()) / 1000) }
    : {};
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    ...lifetime,
  });
  reply.setCookie(SIGNED_IN_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    ...lifetime,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/', httpOnly: false, sameSite: 'lax', secure });
}

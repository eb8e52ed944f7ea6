import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SIGNED_IN_COOKIE } from '../../common/limits.ts';
import { MSG } from '../../common/messages.ts';
import { unauthorized } from './errors.ts';
import { isFileUrl } from './web.ts';

export const SESSION_COOKIE = 'sid';

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
    const api = request.url.startsWith('/api/');
    // Files (a name with an extension) need no session; pages do, for the whoami they carry (web.ts).
    if (!api && isFileUrl(request.url)) return;
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
      // a page leaves the cookie to the API call it makes, whose 401 tells the member why
      if (api) clearSessionCookie(reply, secureCookies);
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
  const options = {
    path: '/',
    sameSite: 'lax' as const,
    secure,
    ...(session.remember
      ? { expires: session.expiresAt, maxAge: Math.floor((session.expiresAt.getTime() - Date.now()) / 1000) }
      : {}),
  };
  reply.setCookie(SESSION_COOKIE, session.token, { ...options, httpOnly: true });
  // readable by the page, which can then tell that the session cookie is gone (SIGNED_IN_COOKIE)
  reply.setCookie(SIGNED_IN_COOKIE, '1', options);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  const options = { path: '/', sameSite: 'lax' as const, secure };
  reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(SIGNED_IN_COOKIE, options);
}

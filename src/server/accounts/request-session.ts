import type { Access } from './permissions.ts';
import type { SessionUser } from './sessions.ts';

// What the session plugin (http/session.ts) puts on every request, typed by the accounts domain that
// owns sessions and permissions. The http layer itself names no domain module (issue 20 §3).
declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: number | null;
    /** True when the request carried a session cookie that is expired, revoked or unknown. */
    sessionExpired: boolean;
    /** The caller's permissions, loaded once per request on first use. */
    access(): Promise<Access>;
  }
}

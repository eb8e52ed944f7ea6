import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DbHandle } from '../../src/server/db/index.ts';

/** POSTs JSON through inject, optionally with a `sid=...` cookie and extra headers. */
export function postJson(
  app: FastifyInstance,
  url: string,
  payload: object | undefined,
  options: { cookie?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** Sends JSON with any method through inject, as `cookie` (a visitor when undefined). */
export function sendJson(
  app: FastifyInstance,
  method: 'PUT' | 'POST' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

export function whoami(app: FastifyInstance, cookie?: string) {
  return app.inject({ method: 'GET', url: '/api/whoami', headers: cookie ? { cookie } : {} });
}

/** The raw Set-Cookie header for `sid`, or undefined when the response sets none. */
export function sidSetCookie(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const all = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return all.find((line) => line.startsWith('sid='));
}

/** The `sid=...` cookie a response sets, ready to send back. */
export function sidCookieFrom(response: LightMyRequestResponse): string {
  const sid = response.cookies.find((c) => c.name === 'sid');
  if (!sid?.value) throw new Error(`response set no sid cookie: ${response.statusCode} ${response.body}`);
  return `sid=${sid.value}`;
}

/** Every session row of a user, oldest first. */
export function sessionsOf(database: DbHandle, userId: number) {
  return database.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/**
 * A client address of its own, so rate-limit counters (per IP, and shared through Redis across
 * test runs and both database projects) never collide.
 */
export const uniqueIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Calls `probe` until it says yes; returns how long that took, or fails after `limitMs`. */
export async function eventually(limitMs: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > limitMs) throw new Error(`still not seen after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

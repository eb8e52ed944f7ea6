import type { FastifyError, FastifyInstance } from 'fastify';
import { MSG } from '../../common/messages.ts';

/** A refusal with an HTTP status and a message shown to the user, and any fields the client needs. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string = MSG.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MSG.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Fastify's own 4xx codes, in words a member can act on. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
};

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return MSG.invalidRequest;
  const where = error.validationContext ?? 'request';
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (first.keyword === 'additionalProperties') {
    const extra = (first.params as { additionalProperty?: string }).additionalProperty;
    return `Unknown field "${extra}" in ${where}`;
  }
  if (first.keyword === 'required') {
    const missing = (first.params as { missingProperty?: string }).missingProperty;
    return `Missing field "${missing}" in ${where}`;
  }
  return `Invalid ${where}${path ? ` field "${path}"` : ''}: ${first.message ?? 'invalid value'}`;
}

/**
 * SQLite result codes (better-sqlite3 puts the extended code, e.g. SQLITE_IOERR_WRITE, on the error)
 * for a database that is full, read only, locked by another process, failing to read or write, or
 * missing: nothing wrong with the request, and nothing written (every write is one transaction).
 */
const SQLITE_UNAVAILABLE = /^SQLITE_(FULL|READONLY|BUSY|IOERR|CANTOPEN)(_|$)/;

/** PostgreSQL SQLSTATE classes and codes for the same: 08 connection exception, 53 insufficient resources,
 * 57P01-57P03 shutting down or starting up, 25006 read-only transaction; and 40001 and 40P01, a
 * transaction given up to let a concurrent one through (a serialization failure, a deadlock): rolled
 * back whole, it succeeds when tried again. */
const POSTGRES_UNAVAILABLE = /^(08...|53...|57P0[1-3]|25006|40001|40P01)$/;

/** Node's socket errors on the way to a database server that is down or unreachable. */
const NETWORK_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** node-postgres' own words when a connection drops or the pool can't hand one out in time. */
const PG_CLIENT_UNAVAILABLE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * True when `error` says the database can't take the request now (full, read only, busy,
 * unreachable, restarting) rather than that the request or our code is wrong: the answer is a 503
 * and the next request tries again, so the server recovers when the database does.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const { code, severity } = error as Error & { code?: unknown; severity?: unknown };
  if (typeof code === 'string') {
    if (SQLITE_UNAVAILABLE.test(code) || POSTGRES_UNAVAILABLE.test(code) || NETWORK_UNAVAILABLE.has(code))
      return true;
  }
  // A FATAL error ends the PostgreSQL session (e.g. 'database is not currently accepting connections').
  if (severity === 'FATAL' || severity === 'PANIC') return true;
  if (PG_CLIENT_UNAVAILABLE.test(error.message)) return true;
  // Connecting to every address of a host fails as one AggregateError; wrapped errors keep their cause.
  const inner = error instanceof AggregateError ? error.errors : [error.cause];
  return inner.some((cause) => isDatabaseUnavailable(cause, depth + 1));
}

/** busboy's words for a multipart body it can't read; they carry no status of their own. */
const MALFORMED_MULTIPART =
  /^(Multipart: |Malformed part header|Unexpected end of (form|file)|Malformed urlencoded form)/;

/** Every failure answers `{success:false, message}`; a 5xx never leaks internals (ARCHITECTURE.md step 4). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ ...error.extra, success: false, message: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ success: false, message: describeValidation(error) });
    }
    if (!error.statusCode && MALFORMED_MULTIPART.test(error.message ?? '')) {
      return reply.status(400).send({ success: false, message: MSG.uploadFailed });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ success: false, message: error.message || MSG.tooManyRequests });
    }
    if (status >= 400 && status < 500) {
      const message = FRAMEWORK_MESSAGES[error.code] ?? (error.message || MSG.invalidRequest);
      return reply.status(status).send({ success: false, message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', '5').send({ success: false, message: MSG.siteBusy });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: MSG.serverError });
  });
}

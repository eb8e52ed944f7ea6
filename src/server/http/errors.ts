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
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: MSG.serverError });
  });
}

import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's request logging without the access log: no "incoming request" line, and a "request
 * completed" line only for a failure (an error, or a 5xx answer). Everything else Fastify logs is
 * unchanged. ACCESS_LOG=true uses Fastify's own controller instead (a line for every request).
 */
export class FailuresOnlyLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error || reply.statusCode >= 500) super.requestCompleted(error, request, reply, metadata);
  }
}

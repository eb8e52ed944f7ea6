import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { MSG } from '../../common/messages.ts';

export interface RateLimitRule {
  max: number;
  timeWindow: number;
}

/** Per-client limits for the calls people might hammer (login, register, and later search, moves). */
export interface RateLimits {
  login: RateLimitRule;
  register: RateLimitRule;
  search: RateLimitRule;
  gameMove: RateLimitRule;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 10, timeWindow: 60_000 },
  register: { max: 10, timeWindow: 60 * 60_000 },
  // A debounced search box sends one request per pause in typing; 30 in 10 s is a fast typist.
  search: { max: 30, timeWindow: 10_000 },
  // A fast player clicks a few times a second; 120 moves in 10 s is no human.
  gameMove: { max: 120, timeWindow: 10_000 },
};

/** Registers @fastify/rate-limit (opt-in per route); counters live in Redis when one is configured. */
export async function registerRateLimit(app: FastifyInstance, redis: Redis | null): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'cito-rl:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: context.ban ? MSG.tooManyRequests : MSG.tooManyAttempts,
    }),
  });
}

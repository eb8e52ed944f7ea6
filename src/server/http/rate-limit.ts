import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
// The plugin's own stores; the fallback below chooses between them per call.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
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
  /** Password reset requests from one client (issue 16 §2); beyond it, 429. Default below. */
  passwordReset?: RateLimitRule;
  /** Password reset requests naming one address; beyond it, the same answer and no mail. */
  resetPerAddress?: RateLimitRule;
}

export const DEFAULT_RATE_LIMITS: Required<RateLimits> = {
  login: { max: 10, timeWindow: 60_000 },
  register: { max: 10, timeWindow: 60 * 60_000 },
  // A debounced search box sends one request per pause in typing; 30 in 10 s is a fast typist.
  search: { max: 30, timeWindow: 10_000 },
  // A fast player clicks a few times a second; 120 moves in 10 s is no human.
  gameMove: { max: 120, timeWindow: 10_000 },
  passwordReset: { max: 10, timeWindow: 60 * 60_000 },
  resetPerAddress: { max: 3, timeWindow: 60 * 60_000 },
};

/**
 * Counters in Redis, shared by every app server, and in this process while Redis is away: a limit
 * then holds per server instead of failing the request (ARCHITECTURE.md 'Degrade, don't fail').
 */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  // The plugin passes the window and the maximum too, though its types leave them out.
  incr(
    key: string,
    cb: Parameters<FastifyRateLimitStore['incr']>[1],
    timeWindow?: number,
    max?: number,
  ): void {
    const incr = (store: FastifyRateLimitStore, done: typeof cb) =>
      (store.incr as (...args: unknown[]) => void)(key, done, timeWindow, max);
    if (this.redis.status !== 'ready') incr(this.local, cb);
    else incr(this.shared, (error, result) => (error ? incr(this.local, cb) : cb(null, result)));
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

function fallbackStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(options: FastifyRateLimitOptions) {
      const { continueExceeding = false, exponentialBackoff = false } = options as {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
      };
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace) as FastifyRateLimitStore,
        new LocalStore(continueExceeding, exponentialBackoff) as FastifyRateLimitStore,
      );
    }
  };
}

/** Registers @fastify/rate-limit (opt-in per route); counters live in Redis when one is configured. */
export async function registerRateLimit(
  app: FastifyInstance,
  redis: Redis | null,
  prefix = 'cito',
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: fallbackStore(redis, `${prefix}-rl:`) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: context.ban ? MSG.tooManyRequests : MSG.tooManyAttempts,
    }),
  });
}

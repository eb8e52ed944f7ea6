import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { LIVE_POSITION_HEADER } from '../common/events.ts';
import { AuthCache } from './accounts/auth-cache.ts';
import { ignoreRoutes } from './accounts/ignore-routes.ts';
import { DEFAULT_HASH_COST, type HashCost } from './accounts/passwords.ts';
import { recoveryRoutes } from './accounts/recovery-routes.ts';
// request.user and request.access(), as the session plugin sets them (types only)
import type {} from './accounts/request-session.ts';
import { accountRoutes } from './accounts/routes.ts';
import { presentWhoami } from './accounts/whoami.ts';
import { achievementRoutes } from './achievements/routes.ts';
import { auditRoutes } from './admin/audit-routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { holdSettings, type Settings } from './admin/settings.ts';
import { standingRoutes } from './admin/standing-routes.ts';
import { type Config, siteOrigin } from './config.ts';
import type { DbHandle } from './db/index.ts';
import { draftRoutes } from './drafts/routes.ts';
import { mentionRoutes } from './forum/mention-routes.ts';
import { forumModerationRoutes } from './forum/moderation-routes.ts';
import { reactionRoutes } from './forum/reaction-routes.ts';
import { PageCache } from './forum/read-cache.ts';
import { ReadPositions } from './forum/read-positions.ts';
import { forumReadRoutes } from './forum/read-routes.ts';
import { revisionRoutes } from './forum/revision-routes.ts';
import { statisticsRoutes } from './forum/statistics.ts';
import { unreadRoutes } from './forum/unread-routes.ts';
import { startViewPrune } from './forum/view-prune.ts';
import { forumWriteRoutes } from './forum/write-routes.ts';
import { activityRoutes } from './friends/activity-routes.ts';
import { friendRoutes } from './friends/routes.ts';
import { gameRoutes } from './games/routes.ts';
import { FailuresOnlyLog } from './http/access-log.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerInputGuards } from './http/input-guards.ts';
import { originCheckPlugin } from './http/origin.ts';
import { leadImage, pageData, pageUrl } from './http/page-reads.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits, registerRateLimit } from './http/rate-limit.ts';
import { Failure } from './http/schemas.ts';
import { inlineHashes, registerSecurityHeaders } from './http/security-headers.ts';
import { sessionPlugin } from './http/session.ts';
import { registerWebApp } from './http/web.ts';
import { type Broker, MemoryBroker } from './live/broker.ts';
import { LiveHub, type StreamLimits } from './live/hub.ts';
import { liveRoutes } from './live/routes.ts';
import { type MailDeps, registerMail } from './mail/register.ts';
import { messageRoutes } from './messages/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { rewardRoutes } from './rewards/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { itemRoutes } from './shop/item-routes.ts';
import { looksRoutes } from './shop/looks-routes.ts';
import { SpriteRenderer } from './shop/render.ts';
import { shopRoutes } from './shop/routes.ts';
import { shoutRoutes } from './shouts/routes.ts';
import { spotlightRoutes } from './spotlight/routes.ts';
import { studioRoutes } from './studio/routes.ts';
import { tradeRoutes } from './trades/routes.ts';
import type { ExternalImageOptions } from './uploads/external-images.ts';
import { MEGABYTE, type UploadLimits } from './uploads/limits.ts';
import { uploadRoutes } from './uploads/routes.ts';

export interface AppDeps {
  config: Config;
  database: DbHandle;
  redis?: Redis | null;
  logger?: FastifyServerOptions['logger'];
  rateLimits?: RateLimits;
  /** Carries live events between servers; in-process when absent. */
  broker?: Broker;
  /** Live stream tuning for tests (heartbeat interval and the like). */
  live?: { heartbeatMs?: number; maxBufferedBytes?: number; stallTimeoutMs?: number; limits?: StreamLimits };
  /** How long a session or access profile read is trusted (ms); 0 reads them on every request. Default 1000. */
  authCacheMs?: number;
  /** How long members' category pages are kept at most (ms) when no event drops them sooner. Default 2000. */
  memberCacheMs?: number;
  /** How long visitors' forum pages are cached (ms); 0 turns the cache off. Default 2000. */
  visitorCacheMs?: number;
  /** How long site-wide figures (statistics, game players, leaderboard) are reused (ms). Default 5000. */
  figuresCacheMs?: number;
  /** How often members' buffered read positions are written (ms); 0: only by flush(). Default READ_FLUSH_MS. */
  readFlushMs?: number;
  /** How often the log of counted thread views drops ended hours (ms). Default VIEW_PRUNE_EVERY_MS. */
  viewPruneEveryMs?: number;
  /** Tests lower argon2's cost; production keeps the default. */
  hashCost?: HashCost;
  /** Members' upload limits; from UPLOAD_RATE_LIMIT and UPLOAD_QUOTA_MB unless given. */
  uploadLimits?: UploadLimits;
  /**
   * The mail sender (mail/sender.ts) and the notification mailer (mail/notification-mail.ts): on
   * unless `enabled: false`; tests tune their timings.
   */
  mail?: MailDeps;
  /** Tests only: how external images in posts are fetched (their local image server); public addresses otherwise. */
  externalImages?: ExternalImageOptions;
  /** Site settings this app holds fixed over the stored ones (tests: e.g. flood limits off). */
  settings?: Partial<Settings>;
  /** The server's clock for day-based rules (the daily reward); tests walk it across days. */
  clock?: () => Date;
}

/** A registered route, as the route coverage tests enumerate them. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** Hidden from the OpenAPI document. */
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
    /** Sessions and access profiles this server has read (accounts/auth-cache.ts). */
    auth: AuthCache;
    /** Every route registered, in order (tests/security/route-coverage.test.ts). */
    registeredRoutes: RegisteredRoute[];
    /** Members' read positions, written in batches (issue 17 §5; tests flush them). */
    readPositions: ReadPositions;
  }
}

/** Builds the whole HTTP app; used by main.ts and by the tests (STYLE.md 'Tests'). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    // Without ACCESS_LOG, a busy site's log holds its failures rather than a line per read.
    ...(config.accessLog ? {} : { logController: new FailuresOnlyLog() }),
    // Fastify accepts a hop count at run time, though its types omit it.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const figuresCacheMs = deps.figuresCacheMs ?? 5_000;
  if (deps.settings) holdSettings(database.db, deps.settings);
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      registeredRoutes.push({ method, url: route.url, hidden: route.schema?.hide === true });
  });
  app.addSchema(Failure);
  registerErrorHandling(app);
  registerInputGuards(app);

  registerSecurityHeaders(app, config.publicOrigin, inlineHashes(config.webRoot));
  // issue 20 §1: answers over 1 KB go out compressed by Accept-Encoding (brotli at a quality cheap
  // enough for every request, else gzip). The event stream is hijacked, so it is never buffered here;
  // the built app's files are precompressed (http/web.ts) and keep their own encoding.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Cito API',
        version: '0.1.0',
        description: 'A forum based community with pixel art avatars',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
  });

  await app.register(cookie);
  // Per-route limits narrow these; this is the ceiling for any upload.
  await app.register(multipart, {
    limits: { fileSize: 8 * 1024 * 1024, files: 1, fields: 20, fieldSize: 64 * 1024 },
  });
  await registerRateLimit(app, deps.redis ?? null, config.redisPrefix);
  await app.register(originCheckPlugin, { publicOrigin: config.publicOrigin });
  const auth = new AuthCache(database.db, deps.authCacheMs);
  app.decorate('auth', auth);
  app.addHook('onClose', async () => auth.detach());
  const hub = new LiveHub(deps.broker ?? new MemoryBroker(config.live.backlog), {
    limits: config.live.streams,
    log: app.log,
    ...deps.live,
    loadAccess: (userId) => auth.access(userId),
  });
  // issue 15 §1: every API read names the live log position it is current to, taken as the request
  // arrives (before it reads anything), so that a page's first stream starts from there (?since=).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'GET' && request.url.startsWith('/api/') && !request.url.startsWith('/api/events'))
      reply.header(LIVE_POSITION_HEADER, hub.position);
    done();
  });
  await app.register(sessionPlugin, {
    auth,
    secureCookies: config.publicOrigin?.startsWith('https:') ?? false,
  });

  const rateLimits = deps.rateLimits ?? {
    ...DEFAULT_RATE_LIMITS,
    login: { ...DEFAULT_RATE_LIMITS.login, max: config.loginRateLimit },
    register: { ...DEFAULT_RATE_LIMITS.register, max: config.registerRateLimit },
  };
  const accountOptions = {
    db: database.db,
    auth,
    hashCost: deps.hashCost ?? DEFAULT_HASH_COST,
    rateLimits,
    origin: siteOrigin(config),
  };
  await app.register(accountRoutes, accountOptions);

  app.decorate('live', hub);
  // Streams never finish on their own: end them first, so close() can finish the rest.
  app.addHook('preClose', async () => hub.close());
  await app.register(liveRoutes, { db: database.db, hub });
  await app.register(recoveryRoutes, { ...accountOptions, live: hub });
  const readPositions = new ReadPositions(database.db, {
    ...(deps.readFlushMs === undefined ? {} : { flushMs: deps.readFlushMs }),
    log: (error) => app.log.error({ err: error }, 'writing read positions failed'),
  }).start();
  app.decorate('readPositions', readPositions);
  // After the requests have finished (onClose), before the database closes.
  app.addHook('onClose', async () => readPositions.stop());
  await app.register(forumReadRoutes, {
    db: database.db,
    visitorCache: new PageCache(deps.visitorCacheMs ?? 2_000),
    live: hub,
    positions: readPositions,
    ...(deps.memberCacheMs === undefined ? {} : { memberCacheMs: deps.memberCacheMs }),
  });
  await app.register(unreadRoutes, { db: database.db });
  await app.register(forumWriteRoutes, { db: database.db, live: hub, externalImages: deps.externalImages });
  await app.register(reactionRoutes, { db: database.db, live: hub });
  const stopViewPrune = startViewPrune(database.db, deps.viewPruneEveryMs);
  app.addHook('onClose', async () => stopViewPrune());
  await app.register(forumModerationRoutes, { db: database.db, live: hub });
  await app.register(notificationRoutes, { db: database.db, live: hub });
  await app.register(messageRoutes, { db: database.db, live: hub, externalImages: deps.externalImages });
  await app.register(ignoreRoutes, { db: database.db });
  await app.register(draftRoutes, { db: database.db });
  await app.register(revisionRoutes, { db: database.db });
  await app.register(standingRoutes, { db: database.db, live: hub, auth });
  await app.register(auditRoutes, { db: database.db });
  const uploadLimits = deps.uploadLimits ?? {
    perHour: config.uploadRateLimit,
    quotaBytes: config.uploadQuotaMb * MEGABYTE,
  };
  await app.register(uploadRoutes, { db: database.db, limits: uploadLimits });
  await app.register(achievementRoutes, { db: database.db });
  const clock = deps.clock ?? (() => new Date());
  await app.register(rewardRoutes, { db: database.db, live: hub, clock });
  // issue 19: the home page's shoutbox, friends and their activity, the daily spotlight
  await app.register(shoutRoutes, { db: database.db, live: hub, clock });
  await app.register(friendRoutes, { db: database.db, live: hub, clock });
  await app.register(activityRoutes, { db: database.db, live: hub, clock });
  await app.register(spotlightRoutes, { db: database.db, live: hub, clock });
  await app.register(shopRoutes, { db: database.db, live: hub, renderer: new SpriteRenderer(database.db) });
  await app.register(tradeRoutes, { db: database.db, live: hub });
  await app.register(looksRoutes, { db: database.db, live: hub });
  await app.register(itemRoutes, { db: database.db });
  await app.register(studioRoutes, { db: database.db, live: hub, uploadLimits });
  await app.register(gameRoutes, {
    db: database.db,
    live: hub,
    moveLimit: rateLimits.gameMove,
    allowSeed: config.testing,
    cacheMs: figuresCacheMs,
  });
  await app.register(searchRoutes, {
    db: database.db,
    rateLimit: rateLimits.search,
    positions: readPositions,
  });
  await app.register(mentionRoutes, { db: database.db, rateLimit: rateLimits.search });
  await app.register(statisticsRoutes, {
    db: database.db,
    onlineCount: (viewer) => hub.onlineCount(viewer),
    cacheMs: figuresCacheMs,
  });

  // 'off' when this server runs without Redis (its broker in memory); else whether Redis answers.
  const withRedis =
    Boolean(deps.redis) || (deps.broker !== undefined && !(deps.broker instanceof MemoryBroker));
  await app.register(adminRoutes, {
    database,
    auth,
    live: hub,
    hashCost: accountOptions.hashCost,
    redisHealth: () => (!withRedis ? 'off' : hub.health().status === 'ok' ? 'ok' : 'down'),
    figuresCacheMs,
  });

  const service = ['service'];
  app.get(
    '/api/docs',
    {
      schema: {
        tags: service,
        summary: 'This OpenAPI document',
        response: { 200: Type.Object({ openapi: Type.String() }, { additionalProperties: true }) },
      },
    },
    async () => app.swagger() as { openapi: string },
  );
  app.get(
    '/api/health',
    {
      schema: {
        tags: service,
        summary: 'Health check',
        description:
          '`ok`; `degraded` (still serving) when Redis is away, with the reason; 503 `down` when the database does not answer.',
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
            reason: Type.Optional(Type.String()),
          }),
          503: Type.Object({
            success: Type.Literal(false),
            status: Type.Literal('down'),
            message: Type.String(),
          }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(database.db);
      } catch {
        return reply.status(503).send({
          success: false as const,
          status: 'down' as const,
          message: 'The database does not answer',
        });
      }
      const health = hub.health();
      return health.status === 'ok'
        ? { success: true as const, status: 'ok' as const }
        : { success: true as const, status: 'degraded' as const, reason: health.reason };
    },
  );

  await registerMail(app, { config, database, mail: deps.mail });

  await registerWebApp(app, config.webRoot, {
    serveSourceMaps: !config.production,
    // the page's first question, answered in it: who is signed in (an expired session is left to
    // the page's own whoami, whose 401 tells it so), and the reads its screen makes as it opens,
    // with the live position they are current to (taken before any of them reads)
    preload: async (request) => {
      if (request.sessionExpired) return null;
      const user = request.user;
      const position = hub.position;
      const [whoami, api] = await Promise.all([
        user
          ? presentWhoami(database.db, user, await request.access(), auth.groups(user.id))
          : { success: true, username: null },
        pageData(app, request, user !== null),
      ]);
      return { data: { whoami, api, position }, leadImage: leadImage(pageUrl(request.url), api) };
    },
  });
  return app;
}

import { resolve } from 'node:path';

export type DatabaseConfig = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  redisUrl: string | null;
  /** Prefix of every Redis key and channel, so several sites (or test runs) may share one Redis. */
  redisPrefix: string;
  trustProxy: boolean | string | number;
  publicOrigin: string | null;
  production: boolean;
  /** NODE_ENV=test: end-to-end runs may fix a game's seed. */
  testing: boolean;
  demoData: boolean;
  webRoot: string;
  /** Sign-in attempts allowed per client address per minute. */
  loginRateLimit: number;
  /** Sign-ups allowed per client address per hour. */
  registerRateLimit: number;
  live: {
    /** The replay backlog: events kept at most, and for how long (ms). */
    backlog: { maxEntries: number; maxAgeMs: number };
    streams: { perUser: number; perAddress: number; perProcess: number };
  };
  /** ACCESS_LOG=true: a log line for every request; otherwise only for failures (5xx). */
  accessLog: boolean;
  /** Images a member may upload per hour (staff are exempt). */
  uploadRateLimit: number;
  /** Megabytes of uploads a member may keep (staff are exempt). */
  uploadQuotaMb: number;
  mail: {
    /** SMTP_URL (smtp:// or smtps://); null keeps mail in the admin outbox instead of sending it. */
    smtpUrl: string | null;
    /** MAIL_FROM: the sender of every mail. */
    from: string;
  };
}

export class ConfigError extends Error {}

/** Parses DATABASE_URL: `sqlite:<path>` (default `sqlite:data/cito.db`) or a postgres:// URL. */
export function parseDatabaseUrl(value: string | undefined): DatabaseConfig {
  const url = value?.trim() || 'sqlite:data/cito.db';
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!file) throw new ConfigError('DATABASE_URL: sqlite: needs a file path, e.g. sqlite:data/cito.db');
    return { dialect: 'sqlite', file: file === ':memory:' ? file : resolve(file) };
  }
  if (/^postgres(ql)?:\/\//.test(url)) return { dialect: 'postgres', url };
  throw new ConfigError(`DATABASE_URL must start with sqlite: or postgres:// (got "${url}")`);
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535 (got "${value}")`);
  }
  return port;
}

function parseCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new ConfigError(`${name} must be a whole number of at least 1 (got "${value}")`);
  return n;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false (got "${value}")`);
}

/** TRUST_PROXY: true/false, a hop count, or a comma-separated list of addresses (Fastify's trustProxy). */
function parseTrustProxy(value: string | undefined): boolean | string | number {
  if (value === undefined || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (['true', 'false', '1', '0'].includes(value.toLowerCase()))
    return parseBoolean('TRUST_PROXY', value, false);
  return value;
}

function parseOrigin(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
    return url.origin;
  } catch {
    throw new ConfigError(
      `PUBLIC_ORIGIN must be an http(s) origin such as https://cito.example (got "${value}")`,
    );
  }
}

function parseRedisUrl(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (!/^rediss?:\/\//.test(value))
    throw new ConfigError(`REDIS_URL must start with redis:// (got "${value}")`);
  return value;
}

function parseRedisPrefix(value: string | undefined): string {
  if (value === undefined || value === '') return 'cito';
  if (!/^[\w.-]{1,64}$/.test(value))
    throw new ConfigError(`REDIS_PREFIX may hold letters, digits, _ . - (up to 64; got "${value}")`);
  return value;
}

function parseSmtpUrl(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error();
    return value;
  } catch {
    throw new ConfigError(
      `SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587 (got "${value}")`,
    );
  }
}

function parseMailFrom(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return 'Cito <no-reply@localhost>';
  if (!/@[^\s@>]+/.test(value) || /[\r\n]/.test(value))
    throw new ConfigError(
      `MAIL_FROM must be an address such as "Cito <no-reply@cito.example>" (got "${value}")`,
    );
  return value.trim();
}

/** The origin links in mails point at: PUBLIC_ORIGIN, or this server on localhost. */
export function siteOrigin(config: Pick<Config, 'publicOrigin' | 'port'>): string {
  return config.publicOrigin ?? `http://localhost:${config.port}`;
}

/** Reads and validates the environment (README 'Configuration'). Throws ConfigError with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    throw new ConfigError(`NODE_ENV must be development, production or test (got "${nodeEnv}")`);
  }
  const production = nodeEnv === 'production';
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    database: parseDatabaseUrl(env.DATABASE_URL),
    redisUrl: parseRedisUrl(env.REDIS_URL),
    redisPrefix: parseRedisPrefix(env.REDIS_PREFIX),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicOrigin: parseOrigin(env.PUBLIC_ORIGIN),
    production,
    testing: nodeEnv === 'test',
    // DECISIONS.md 'Running it': production seeds nothing unless DEMO_DATA=true.
    demoData: parseBoolean('DEMO_DATA', env.DEMO_DATA, !production),
    webRoot: resolve(env.WEB_ROOT || 'dist/web'),
    loginRateLimit: parseCount('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 10),
    registerRateLimit: parseCount('REGISTER_RATE_LIMIT', env.REGISTER_RATE_LIMIT, 10),
    live: {
      backlog: {
        maxEntries: parseCount('LIVE_BACKLOG_EVENTS', env.LIVE_BACKLOG_EVENTS, 5_000),
        maxAgeMs: parseCount('LIVE_BACKLOG_SECONDS', env.LIVE_BACKLOG_SECONDS, 600) * 1000,
      },
      streams: {
        perUser: parseCount('LIVE_STREAMS_PER_USER', env.LIVE_STREAMS_PER_USER, 8),
        perAddress: parseCount('LIVE_STREAMS_PER_ADDRESS', env.LIVE_STREAMS_PER_ADDRESS, 20),
        perProcess: parseCount('LIVE_STREAMS_PER_PROCESS', env.LIVE_STREAMS_PER_PROCESS, 10_000),
      },
    },
    accessLog: parseBoolean('ACCESS_LOG', env.ACCESS_LOG, false),
    uploadRateLimit: parseCount('UPLOAD_RATE_LIMIT', env.UPLOAD_RATE_LIMIT, 30),
    uploadQuotaMb: parseCount('UPLOAD_QUOTA_MB', env.UPLOAD_QUOTA_MB, 100),
    mail: { smtpUrl: parseSmtpUrl(env.SMTP_URL), from: parseMailFrom(env.MAIL_FROM) },
  };
}

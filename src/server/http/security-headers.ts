import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The security headers of every answer: for pages and files (helmet) a strict content security
 * policy, no framing, nosniff, the referrer policy, and HSTS once the public origin is HTTPS; for
 * the API the same in the few headers that mean something for data (issue 15 §4). The middleware is built
 * once: @fastify/helmet built it anew for every request, re-parsing the policy each time (issue 15
 * §4: a cost on every read).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  publicOrigin: string | null | undefined,
  inline: InlineHashes = { style: [], script: [] },
): void {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inline.script],
        styleSrc: ["'self'", ...inline.style],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only means something over HTTPS; behind a TLS proxy PUBLIC_ORIGIN says so.
    hsts: publicOrigin?.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // An API answer is data, never a document: nothing in it may load, run or be framed, so the
  // strictest policy in a few headers (the document-only ones cost every read time for nothing).
  const api: Record<string, string> = {
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    ...(publicOrigin?.startsWith('https:')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
  const apiHeaders = Object.entries(api);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      // on the raw answer, so the hijacked event stream carries them too
      for (const [name, value] of apiHeaders) reply.raw.setHeader(name, value);
      return done();
    }
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

/** The policy of every API answer: it loads nothing and nothing may frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** CSP sources (`'sha256-…'`) of the inline elements of index.html. */
export interface InlineHashes {
  style: string[];
  script: string[];
}

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The hashes of the `<style>` elements and the `<script>` elements without `src` in the built
 * index.html (issue 20 §1: the entry stylesheet and the theme script are inlined so no request
 * blocks the first paint): exactly those may run or apply, and no other inline code.
 */
export function inlineHashes(webRoot: string): InlineHashes {
  const index = join(webRoot, 'index.html');
  if (!existsSync(index)) return { style: [], script: [] };
  const html = readFileSync(index, 'utf8');
  const bodies = (pattern: RegExp) => [...html.matchAll(pattern)].map(([, body]) => cspHash(body ?? ''));
  return {
    style: bodies(/<style>([\s\S]*?)<\/style>/g),
    script: bodies(/<script>([\s\S]*?)<\/script>/g),
  };
}

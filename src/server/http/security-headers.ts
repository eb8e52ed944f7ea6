import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The security headers of every answer (helmet): a strict content security policy, no framing,
 * nosniff, the referrer policy, and HSTS once the public origin is HTTPS. The middleware is built
 * once: @fastify/helmet built it anew for every request, re-parsing the policy each time (issue 15
 * §4: a cost on every read).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  publicOrigin: string | null | undefined,
  styleHashes: string[] = [],
): void {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", ...styleHashes],
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
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

/**
 * The CSP sources (`'sha256-…'`) of the `<style>` elements the build inlined into index.html
 * (vite.config.ts, issue 20 §1): those styles and no other inline ones may apply.
 */
export function inlineStyleHashes(webRoot: string): string[] {
  const index = join(webRoot, 'index.html');
  if (!existsSync(index)) return [];
  return [...readFileSync(index, 'utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css]) =>
      `'sha256-${createHash('sha256')
        .update(css ?? '')
        .digest('base64')}'`,
  );
}

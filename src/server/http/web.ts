import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRELOAD_ELEMENT_ID } from '../../common/limits.ts';
import { MSG } from '../../common/messages.ts';

export interface WebAppOptions {
  /** The build's source maps (*.map) stay on disk; production answers them 404 (issue 15 §3). */
  serveSourceMaps: boolean;
  /**
   * What the page would ask the API first, answered inside it (issue 20 §1): `whoami` gates every
   * members' screen, and asking it after the scripts have run cost a phone a round trip before the
   * page could even start loading its data. Null leaves the page to ask.
   */
  preload?: (request: FastifyRequest) => Promise<Record<string, unknown> | null>;
}

/**
 * index.html with `data` in a JSON data block before </head>. A data block is never run (no CSP
 * hash needed); `<` is escaped so that no string in it can close the element.
 */
export function withPreload(html: string, data: Record<string, unknown>): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return html.replace(
    '</head>',
    `<script type="application/json" id="${PRELOAD_ELEMENT_ID}">${json}</script></head>`,
  );
}

/**
 * Serves the built web app from `webRoot` with an SPA fallback: any GET that is not /api and not a
 * file answers index.html, and the client router shows the page (or its 404).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  { serveSourceMaps, preload }: WebAppOptions,
): Promise<void> {
  const hasWeb = existsSync(join(webRoot, 'index.html'));
  // read once, like the CSP hashes of its inline elements (security-headers.ts)
  const indexHtml = hasWeb && preload ? readFileSync(join(webRoot, 'index.html'), 'utf8') : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      allowedPath: (path) => serveSourceMaps || !path.endsWith('.map'),
      // The build writes .br and .gz beside each text file (vite.config.ts); a browser that accepts
      // one gets it, and any other client the original.
      preCompressed: true,
      // Cache-Control is set below alone: `send`'s default (max-age=0) would overwrite it.
      cacheControl: false,
      setHeaders(res, path) {
        // Vite names assets by content hash, so they never change; index.html must always revalidate.
        const immutable = path.includes(`${join(webRoot, 'assets')}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The answer depends on Accept-Encoding, which shared caches must key on.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    // A missing file (a name with an extension, e.g. an old /assets/x.js) is a real 404, not the app.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !isFileUrl(request.url);
    if (isPage && indexHtml !== null && preload) {
      const data = await preload(request);
      if (data)
        return reply
          .header('Cache-Control', 'no-cache, private')
          .header('Vary', 'Cookie, Accept-Encoding')
          .type('text/html; charset=utf-8')
          .send(withPreload(indexHtml, data));
    }
    if (isPage && hasWeb) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    if (isPage) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    return reply.status(404).send({ success: false, message: MSG.notFound });
  });
}

/** Whether a URL names a file (its path ends in an extension, e.g. /assets/app.js), not a page. */
export function isFileUrl(url: string): boolean {
  return /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');
}

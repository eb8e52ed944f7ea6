import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../common/messages.ts';

export interface WebAppOptions {
  /** The build's source maps (*.map) stay on disk; production answers them 404 (issue 15 §3). */
  serveSourceMaps: boolean;
}

/**
 * Serves the built web app from `webRoot` with an SPA fallback: any GET that is not /api and not a
 * file answers index.html, and the client router shows the page (or its 404).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  { serveSourceMaps }: WebAppOptions,
): Promise<void> {
  const hasWeb = existsSync(join(webRoot, 'index.html'));
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
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (isPage && hasWeb) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    if (isPage) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    return reply.status(404).send({ success: false, message: MSG.notFound });
  });
}

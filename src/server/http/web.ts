import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, type Transform } from 'node:stream';
import { createBrotliCompress, createGzip, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRELOAD_ELEMENT_ID } from '../../common/limits.ts';
import { MSG } from '../../common/messages.ts';
import { ROUTE_ASSETS_FILE, type RouteAssets, routeFor } from '../../common/route-assets.ts';

export interface WebAppOptions {
  /** The build's source maps (*.map) stay on disk; production answers them 404 (issue 15 §3). */
  serveSourceMaps: boolean;
  /**
   * What the page would ask the API first, answered inside it (issue 20 §1): `whoami` gates every
   * members' screen, and asking it after the scripts have run cost a phone a round trip before the
   * page could even start loading its data. Null leaves the page to ask.
   */
  preload?: (request: FastifyRequest) => Promise<PagePreload | null>;
}

/** A page's preloaded answers, and the image its screen will paint largest, if it knows one. */
export interface PagePreload {
  data: Record<string, unknown>;
  /** A path on this site, fetched with the answers rather than once the scripts have drawn it. */
  leadImage?: string | null;
}

/**
 * The JSON data block of a page's preloaded answers. A data block is never run (no CSP hash
 * needed); `<` is escaped so that no string in it can close the element.
 */
export function preloadBlock(data: Record<string, unknown>): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PRELOAD_ELEMENT_ID}">${json}</script>`;
}

/**
 * Asks the browser for the page's lead image as soon as the answers arrive: drawn by the screen, it
 * was discovered only once the scripts (the thread's chunk, the Markdown renderer) had run, on a
 * phone about a second later, and it is what Lighthouse times as the largest paint. Only a path on
 * this site (`/…`, not `//host` or `/\host`, which browsers read as another host) becomes a hint,
 * its characters escaped for the attribute.
 */
export function leadImageHint(src: string | null | undefined): string {
  if (!src || !/^\/(?![/\\])/.test(src)) return '';
  const href = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<link rel="preload" as="image" href="${href}" fetchpriority="high">`;
}

/**
 * The files the page's screen runs on, named in the page's first bytes: the app (router, layout,
 * framework) and the route's screen with what it imports (the Markdown renderer of a thread, say).
 * Without them a phone learns of each only once the script importing it has run, a round trip at
 * each step. Asked at low priority, so the loading screen's own needs (the entry, the fonts) come
 * first; the entry waits for that paint before it runs them (main.tsx). Stylesheets are preloaded,
 * not applied: they belong to the screen, and the app applies them as it imports the screen.
 */
export function routeHints(assets: RouteAssets | null, url: string): string {
  if (!assets) return '';
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  const route = routeFor(assets.routes, pathname);
  const js = [...assets.app.js, ...(route?.js ?? [])];
  const css = [...assets.app.css, ...(route?.css ?? [])];
  return (
    js.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}">`).join('') +
    css
      .map((file) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${file}">`)
      .join('')
  );
}

/** What the build wrote of each route's files, or null for a build without it. */
function readRouteAssets(webRoot: string): RouteAssets | null {
  const path = join(webRoot, ROUTE_ASSETS_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as RouteAssets) : null;
}

/** The encoding a client accepts that we send, brotli before gzip; none when it accepts neither. */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, q]) => !q || Number(q.replace(/^q=/, '')) > 0)
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * A page with its preload block is made per request, so neither @fastify/static's precompressed
 * files nor @fastify/compress (which hooks routes, and this is the not-found handler) covers it:
 * it is compressed here (issue 20 §1: 33 KB of HTML was a phone's first download uncompressed).
 */
function pageStream(encoding: 'br' | 'gzip' | null, size: number): Transform {
  if (encoding === 'br')
    return createBrotliCompress({
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    });
  if (encoding === 'gzip') return createGzip({ level: 6 });
  return new PassThrough();
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
  const routeAssets = indexHtml === null ? null : readRouteAssets(webRoot);
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
      // The page goes out in two parts: all of it but its end at once, so the browser paints the
      // loading screen and fetches the scripts while the server reads what the page shows; then
      // the answers, before </body> (module scripts run once the whole page is parsed).
      const head = indexHtml.indexOf('</head>');
      const end = indexHtml.lastIndexOf('</body>');
      const encoding = pageEncoding(request.headers['accept-encoding']);
      const body = pageStream(encoding, indexHtml.length);
      const data = preload(request).catch((error: unknown) => {
        request.log.error({ err: error }, 'the page could not read its first answers; it asks for them');
        return null;
      });
      if (encoding) reply.header('Content-Encoding', encoding);
      reply
        .header('Cache-Control', 'no-cache, private')
        .header('Vary', 'Cookie, Accept-Encoding')
        .type('text/html; charset=utf-8')
        .send(body);
      body.write(
        indexHtml.slice(0, head) + routeHints(routeAssets, request.url) + indexHtml.slice(head, end),
      );
      // a compressor holds what it was given until told to flush it
      if (!(body instanceof PassThrough)) (body as Transform & { flush(): void }).flush();
      void data.then((page) =>
        body.end(
          (page ? leadImageHint(page.leadImage) + preloadBlock(page.data) : '') + indexHtml.slice(end),
        ),
      );
      return reply;
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

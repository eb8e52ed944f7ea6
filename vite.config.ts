import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routeAssets } from './scripts/route-assets-plugin.ts';

// The packages every screen runs on; they change far less often than the app, so they are one chunk
// of their own that browsers keep cached across deploys. Libraries one feature needs (marked,
// dompurify, dnd-kit) are not listed: they stay in the lazy chunks of the screens that import them.
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/;

// The app's own small parts that several screens share (controls, API hooks, shared rules). Left to
// themselves they became some forty chunks of 0.3–6 KB, and each request a page makes costs a phone's
// main thread time of its own (issue 20 §1: /home asked for 22 files as it opened); together they are
// one. The Markdown renderer and mention parsing bring their libraries and stay with their screens.
const SHARED = /[\\/]src[\\/](web[\\/](ui|api)|common)[\\/]/;
const HEAVY = /[\\/](markdown\.tsx|mentions\.ts|editor[\\/]|schemas[\\/])/;
const sharedModule = (id: string) => SHARED.test(id) && !HEAVY.test(id) && !id.includes('node_modules');

// The fonts of the header and headings (Latin subsets), fetched alongside the CSS rather than after
// it, so their text does not reflow late. The build names them by hash, so the tags are added then.
const PRELOADED_FONTS = /(pixelify-sans-latin-(400|600)|press-start-2p-latin-400)-normal-[\w-]+\.woff2$/;

function preloadFonts(): Plugin {
  return {
    name: 'cito-preload-fonts',
    apply: 'build',
    transformIndexHtml(_html, { bundle }) {
      return Object.keys(bundle ?? {})
        .filter((file) => PRELOADED_FONTS.test(file))
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
    },
  };
}

/**
 * Puts the entry stylesheet into index.html as a `<style>` element (issue 20 §1): the first paint
 * waits for no stylesheet request, which on a phone's connection is a round trip of its own. The
 * server allows exactly this style by its hash in the content security policy
 * (src/server/http/security-headers.ts). Screens' own stylesheets still load with their chunks.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'cito-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g,
          (link, file: string) => {
            const asset = bundle?.[file];
            if (asset?.type !== 'asset') return link;
            return `<style>${String(asset.source).trim()}</style>`;
          },
        );
      },
    },
  };
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * Writes `.br` and `.gz` beside each text file of the build, which the server sends (preCompressed)
 * to browsers that accept them: compressing once at build time costs no CPU per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'cito-precompress',
    apply: 'build',
    configResolved(config) {
      // build.outDir is relative to the root (src/web), not to where the build runs.
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      await Promise.all(
        files
          .filter((name) => /\.(js|css|html|svg|json)$/.test(name))
          .map(async (file) => {
            const path = join(outDir, file);
            const body = await readFile(path);
            const [br, gz] = await Promise.all([
              compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              compressGzip(body, { level: 9 }),
            ]);
            // Tiny files can grow when compressed; the server then sends the original.
            if (br.length < body.length) await writeFile(`${path}.br`, br);
            if (gz.length < body.length) await writeFile(`${path}.gz`, gz);
          }),
      );
    },
  };
}

/**
 * React Router's package exports resolve to its development build in every mode (its own warnings
 * and checks on, remix-run/react-router#14102 and #14753), so a production build names its
 * production files itself: smaller, and less work while the router starts on a phone.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: resolve(import.meta.dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

// The web app lives in src/web and is built to dist/web, which the server serves (SPA fallback).
export default defineConfig(({ command }) => ({
  root: 'src/web',
  publicDir: 'public',
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  plugins: [
    react(),
    preloadFonts(),
    inlineEntryCss(),
    routeAssets({
      routesModule: resolve(import.meta.dirname, 'src/web/routes.tsx'),
      appModule: resolve(import.meta.dirname, 'src/web/app/start.tsx'),
    }),
    precompress(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Maps are written as build artefacts (for reading a production stack trace) but the scripts do
    // not point to them, and the server does not serve them in production (src/server/http/web.ts).
    sourcemap: 'hidden',
    target: 'es2022',
    // Fonts stay files: small subsets (Cyrillic, Vietnamese…) inlined as data URLs made the entry
    // stylesheet, now inlined in every page (inlineEntryCss), carry ~30 KB that a page rarely uses.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            { name: 'shared', test: sharedModule, minShareCount: 2, priority: 1 },
          ],
        },
      },
      // Brotli at its best quality takes seconds by design; the timing report would warn on every build.
      checks: { bundlerTimings: false },
    },
  },
  server: {
    port: 5173,
    // Vite serves src/web/api/*.ts itself; everything else under /api goes to the API server.
    proxy: { '^/api/(?!.*\\.tsx?(\\?.*)?$)': { target: 'http://localhost:3000', changeOrigin: false } },
  },
}));

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ASSETS_FILE, type RouteAssets } from '../../src/common/route-assets.ts';
import { routeHints } from '../../src/server/http/web.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

// Issue 20 §1: a page names the files its screen runs on in its first bytes, so a phone fetches them
// with the page rather than a round trip later for each step of imports.
const INDEX =
  '<!doctype html><html><head><title>Cito</title></head><body><div id="root"></div></body></html>';
const ASSETS: RouteAssets = {
  app: { js: ['/assets/start-1.js', '/assets/framework-1.js'], css: ['/assets/start-1.css'] },
  routes: [
    { path: '/forum', js: ['/assets/forum-page-1.js'], css: ['/assets/forum-1.css'] },
    {
      path: '/thread/:categorySlug/:threadSlug',
      js: ['/assets/thread-page-1.js', '/assets/markdown-1.js'],
      css: ['/assets/thread-page-1.css'],
    },
    { path: '*', js: ['/assets/not-found-page-1.js'], css: [] },
  ],
};

const script = (file: string) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}">`;
const style = (file: string) =>
  `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${file}">`;
const APP = script('/assets/start-1.js') + script('/assets/framework-1.js');

function webRoot(withAssets: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'cito-web-'));
  writeFileSync(join(root, 'index.html'), INDEX);
  if (withAssets) writeFileSync(join(root, ROUTE_ASSETS_FILE), JSON.stringify(ASSETS));
  return root;
}

describe('a page names its screen’s files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webRoot: webRoot(true) });
  });
  afterAll(() => t.close());

  const head = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.body.slice(
      res.body.indexOf('<title>Cito</title>') + '<title>Cito</title>'.length,
      res.body.indexOf('</head>'),
    );
  };

  it("names a thread's app, screen and Markdown renderer, scripts before stylesheets, in the head", async () => {
    expect(await head('/thread/community/introduce-yourself?page=2')).toBe(
      APP +
        script('/assets/thread-page-1.js') +
        script('/assets/markdown-1.js') +
        style('/assets/start-1.css') +
        style('/assets/thread-page-1.css'),
    );
  });

  it("names each route's own files, and the not-found screen's for an unknown address", async () => {
    expect(await head('/forum')).toBe(
      APP + script('/assets/forum-page-1.js') + style('/assets/start-1.css') + style('/assets/forum-1.css'),
    );
    expect(await head('/no/such/page')).toBe(
      APP + script('/assets/not-found-page-1.js') + style('/assets/start-1.css'),
    );
  });

  it('adds nothing to an API answer or a missing file', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone-1.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('modulepreload');
  });
});

describe('a build without the list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webRoot: webRoot(false) });
  });
  afterAll(() => t.close());

  it('serves its pages as they are, naming nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/forum' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Cito</title></head>');
    expect(res.body).not.toContain('modulepreload');
    expect(routeHints(null, '/forum')).toBe('');
  });
});

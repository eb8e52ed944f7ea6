import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { expect, test } from './support/test.ts';

// Issue 7: the JavaScript a visitor's browser fetches for `/` stays within 150 KB gzipped, and the
// other screens stay out of it (per-route code splitting). Each file is gzipped at level 9, as a
// server sending it compressed would; `/` is the sign-in splash page.
const BUDGET = 150 * 1024;
// Screens of other routes, by the chunk names Vite gives them (the module's file name).
const OTHER_SCREENS = ['shop-page', 'wardrobe-page', 'design-studio-page', 'thread-page', 'tile-tumble-page'];

function isJavaScript(response: Response): boolean {
  return (response.headers()['content-type'] ?? '').includes('javascript');
}

test('the JavaScript for / fits in 150 KB gzipped and holds no other screen', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (isJavaScript(response)) scripts.push(response);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  const files = await Promise.all(
    scripts.map(async (response) => {
      const body = await response.body();
      return {
        path: new URL(response.url()).pathname,
        raw: body.length,
        gzipped: gzipSync(body, { level: 9 }).length,
      };
    }),
  );
  const total = files.reduce((sum, file) => sum + file.gzipped, 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    [...files]
      .sort((a, b) => b.gzipped - a.gzipped)
      .map((file) => `${kb(file.gzipped).padStart(9)} gzipped  ${kb(file.raw).padStart(9)} raw  ${file.path}`)
      .concat(`${kb(total).padStart(9)} gzipped in ${files.length} files (budget ${kb(BUDGET)})`)
      .join('\n'),
  );

  const paths = files.map((file) => file.path);
  // The route's own screen is a chunk of its own, fetched on demand: proof the split is real.
  expect(paths.some((path) => /\/assets\/sign-in-page-[\w-]+\.js$/.test(path))).toBe(true);
  for (const screen of OTHER_SCREENS)
    expect(
      paths.filter((path) => path.includes(`/assets/${screen}-`)),
      `${screen} on /`,
    ).toEqual([]);
  expect(total).toBeLessThanOrEqual(BUDGET);

  // React Router's data router (loaders, actions, fetchers: 17 KB gzipped) is none of it: the app
  // routes with its own small router (src/web/app/router.tsx). Its redirect handling names this header.
  const framework = scripts.find((r) => /\/assets\/framework-[\w-]+\.js$/.test(new URL(r.url()).pathname));
  expect((await framework!.body()).toString()).not.toContain('X-Remix-Reload-Document');

  // The server sends the build's precompressed files, and hashed assets are cached for good.
  for (const response of scripts.filter((r) => new URL(r.url()).pathname.startsWith('/assets/'))) {
    const headers = await response.allHeaders();
    expect(headers['content-encoding'], response.url()).toMatch(/^(br|gzip)$/);
    expect(headers['cache-control'], response.url()).toContain('immutable');
  }
});

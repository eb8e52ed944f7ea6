import type { Page } from '@playwright/test';
import { pageAs } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// Issue 20 §1: a page names the files its screen runs on (the app, the screen's chunk and what it
// imports, their stylesheets) in its head, so a phone fetches them with the page rather than a round
// trip later for each step of imports. Each must be a file of this build, and the app must use the
// fetch the hint started rather than fetch the file again (a hint that does not match how the app
// asks for the file, e.g. its CORS mode, costs a second download).
const HINT =
  /<link rel="(?:modulepreload|preload" as="style)" fetchpriority="low" crossorigin href="([^"]+)">/g;

async function hintsOf(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(HINT)].map((match) => match[1]!);
}

async function aThread(page: Page): Promise<string> {
  const answer = await page.request.get('/api/recent_activity');
  const threads = (await answer.json()) as Array<{ slug: string; category_slug: string }>;
  const thread = threads.find((t) => t.category_slug !== 'design-discussions')!;
  return `/thread/${thread.category_slug}/${thread.slug}`;
}

test("each page names its screen's files, and the app uses each hint's one download", async ({ browser }) => {
  const page = await pageAs(browser, 'alice');
  const screens = [
    { path: '/forum', chunk: 'forum-page-', heading: 'Forum' },
    { path: await aThread(page), chunk: 'thread-page-', also: 'markdown-' },
    { path: '/shop', chunk: 'shop-page-', heading: 'Shop' },
    { path: '/home', chunk: 'home-page-' },
    { path: '/no/such/page', chunk: 'not-found-page-', heading: 'Page not found' },
  ];
  for (const { path, chunk, also, heading } of screens) {
    const hints = await hintsOf(page, path);
    const files = (prefix: string) =>
      hints.filter((file) => file.startsWith(`/assets/${prefix}`) && file.endsWith('.js'));
    // the app's own files and the screen's, with what the screen imports
    expect(files('framework-'), path).toHaveLength(1);
    expect(files('start-').length, path).toBeGreaterThan(0);
    expect(files(chunk).length, path).toBeGreaterThan(0);
    if (also) expect(files(also), path).toHaveLength(1);
    expect(
      hints.some((file) => file.endsWith('.css')),
      path,
    ).toBe(true);

    const fetched = new Map<string, number[]>();
    const listener = (response: import('@playwright/test').Response) => {
      const file = new URL(response.url()).pathname;
      fetched.set(file, [...(fetched.get(file) ?? []), response.status()]);
    };
    page.on('response', listener);
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    if (heading) await expect(page.locator('main h1').first()).toHaveText(heading);
    await page.waitForLoadState('networkidle');
    page.off('response', listener);
    for (const file of hints) expect(fetched.get(file), `${path}: ${file}`).toEqual([200]);
  }
});

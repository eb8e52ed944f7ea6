import type { Page } from '@playwright/test';
import { pageAs } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// Issue 20 §1: each page arrives with the answers to the reads its screen makes as it opens
// (src/server/http/page-reads.ts), so a phone makes no API round trip before it can show them.
// A URL the app asks that drifts from the server's list shows up here as a read the page makes.

/** The API reads a page makes from its navigation until its live stream opens. */
async function readsWhileOpening(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const reads: string[] = [];
  const listener = (request: { method(): string; url(): string }) => {
    const url = new URL(request.url());
    // pictures are files, not reads; the stream is what the page listens on
    if (request.method() !== 'GET' || !url.pathname.startsWith('/api/')) return;
    if (url.pathname.endsWith('.png') || url.pathname === '/api/events') return;
    reads.push(`${url.pathname}${url.search}`);
  };
  page.on('request', listener);
  // the stream opens a second after the page's screen has mounted and asked for its data
  const stream = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/events', {
    timeout: 60_000,
  });
  await page.goto(path);
  await ready(page);
  await stream;
  page.off('request', listener);
  return reads;
}

async function aThread(page: Page): Promise<string> {
  const answer = await page.request.get('/api/recent_activity');
  const threads = (await answer.json()) as Array<{ slug: string; category_slug: string }>;
  const thread = threads.find((t) => t.category_slug !== 'design-discussions')!;
  return `/thread/${thread.category_slug}/${thread.slug}`;
}

async function anItem(page: Page): Promise<string> {
  const answer = await page.request.get('/api/store/items?per_page=1');
  const { items } = (await answer.json()) as { items: Array<{ id: number }> };
  return `/shop/item/${items[0]!.id}`;
}

const heading = (name: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
};
const visible = (selector: string) => async (page: Page) => {
  await expect(page.locator(selector).first()).toBeVisible();
};

test("a visitor's pages open without asking the API for what they show", async ({ page }) => {
  const screens: Array<[string, (page: Page) => Promise<void>]> = [
    ['/forum', heading('Forum')],
    ['/category/community', visible('main time')],
    [await aThread(page), visible('article.post-card')],
    ['/shop', visible('article .item-sprite__image')],
    [
      '/games/tile-tumble',
      (p) => expect(p.getByRole('heading', { name: 'Tile Tumble leaderboard' })).toBeVisible(),
    ],
    ['/profile/alice', (p) => expect(p.getByText('Member since')).toBeVisible()],
    ['/search?q=avatar', (p) => expect(p.getByRole('tab', { name: /Threads/ })).toBeVisible()],
    ['/games', visible('.game-card h2')],
    [await anItem(page), visible('.item-page__facts')],
  ];
  for (const [path, ready] of screens) expect(await readsWhileOpening(page, path, ready), path).toEqual([]);
});

test("a member's pages, home among them, open without asking the API for what they show", async ({
  browser,
}) => {
  const page = await pageAs(browser, 'alice');
  const screens: Array<[string, (page: Page) => Promise<void>]> = [
    ['/home', visible('.spotlight__facts')],
    ['/forum', heading('Forum')],
    [await aThread(page), visible('article.post-card')],
    ['/shop', visible('article .item-sprite__image')],
    ['/wardrobe', (p) => expect(p.getByRole('button', { name: 'Save Avatar' })).toBeVisible()],
    ['/profile/bob', (p) => expect(p.getByText('Member since')).toBeVisible()],
    ['/games', visible('.game-card h2')],
    [await anItem(page), visible('.item-page__facts')],
    ['/trades', visible('.trades-page__grid .panel__body')],
  ];
  for (const [path, ready] of screens) expect(await readsWhileOpening(page, path, ready), path).toEqual([]);
});

test("a moderator's report queues open with their lists, nothing moving as they arrive", async ({
  browser,
}) => {
  const page = await pageAs(browser, 'mod');
  // the layout shifts of the page's whole life (Lighthouse's CLS); a list that arrived after the first
  // render moved the queues below it (0.03 at phone width)
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.total += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/moderation/reports', '/moderation/reports?status=all']) {
    const ready = async (p: Page) => {
      await expect(p.getByRole('heading', { name: 'Reported shouts' })).toBeVisible();
      await expect(p.locator('.skeleton')).toHaveCount(0);
    };
    expect(await readsWhileOpening(page, path, ready), path).toEqual([]);
    const shifted = await page.evaluate(
      () => (window as unknown as { shifts: { total: number } }).shifts.total,
    );
    expect(shifted, path).toBeLessThan(0.005);
  }
});

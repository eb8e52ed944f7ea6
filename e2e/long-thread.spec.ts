import type { Page } from '@playwright/test';
import { type Created, createThread, pageAs, threadUrl } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// Issue 20 §1: on a long thread the bodies below the first screen are rendered when the browser is
// idle or when they near the viewport, not all in the page's first render (a hundred Markdown posts
// were most of a phone's blocking time). Each body shows its text as written until then.

const REPLIES = 20;
let thread: Created;
let lastPostId: number;

test.beforeAll(async ({ browser }) => {
  // staff are exempt from flood control, so the admin can write a long thread at once
  const page = await pageAs(browser, 'admin');
  thread = await createThread(page, 'community', `A long thread ${Date.now()}`, 'Opening post **0**');
  for (let n = 1; n <= REPLIES; n++) {
    const answer = await page.request.post(`/api/thread/${thread.id}/reply`, {
      data: { text: `Reply **${n}** of a long thread` },
    });
    expect(answer.status()).toBe(201);
    lastPostId = ((await answer.json()) as { id: number }).id;
  }
  await page.context().close();
});

const bodies = (page: Page) => page.locator('.post-card__body');
const lastBody = (page: Page) => bodies(page).nth(REPLIES);

test('bodies below the first screen wait for the viewport when the browser is never idle', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 700 });
  // no idle moment ever comes: only nearing the viewport renders a deferred body
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto(threadUrl(thread));
  await expect(bodies(page)).toHaveCount(REPLIES + 1);
  await expect(bodies(page).first().locator('strong')).toHaveText('0');
  // far below the first screen: its text as written, findable, not yet Markdown
  await expect(lastBody(page)).toHaveText(`Reply **${REPLIES}** of a long thread`);
  await expect(lastBody(page).locator('strong')).toHaveCount(0);

  await lastBody(page).scrollIntoViewIfNeeded();
  await expect(lastBody(page).locator('strong')).toHaveText(String(REPLIES));
});

test('every body is rendered once the browser is idle, without scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 700 });
  await page.goto(threadUrl(thread));
  await expect(bodies(page).locator('strong')).toHaveCount(REPLIES + 1);
  await expect(page.locator('.markdown--pending')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a link to a post renders every body first, so the post stays where the page put it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 700 });
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto(`${threadUrl(thread)}#post-${lastPostId}`);
  await expect(page.locator('.markdown--pending')).toHaveCount(0);
  await expect(page.locator(`#post-${lastPostId} strong`)).toBeInViewport();
});

test('posts are added in slices: the first ten with the page, the rest a slice a task', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 700 });
  // how many post cards each batch of DOM changes adds (one batch is one React commit), and how many
  // were there when the reply area below them came
  await page.addInitScript(() => {
    const seen = { batches: [] as number[], total: 0, replyAreaAfter: -1 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const count = (node: Element, selector: string) =>
      (node.matches(selector) ? 1 : 0) + node.querySelectorAll(selector).length;
    new MutationObserver((records) => {
      let cards = 0;
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          cards += count(node, 'article.post-card');
          if (count(node, '.reply-blocked') > 0) seen.replyAreaAfter = seen.total + cards;
        }
      if (cards > 0) seen.batches.push(cards);
      seen.total += cards;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(threadUrl(thread));
  await expect(page.locator('article.post-card')).toHaveCount(REPLIES + 1);
  await expect(page.locator('.reply-blocked')).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { seen: { batches: number[]; replyAreaAfter: number } }).seen,
  );
  expect(seen.batches[0]).toBe(10);
  expect(seen.batches.reduce((sum, n) => sum + n, 0)).toBe(REPLIES + 1);
  expect(Math.max(...seen.batches)).toBeLessThanOrEqual(20);
  // the reply area comes once every post is there, so arriving posts never push it down
  expect(seen.replyAreaAfter).toBe(REPLIES + 1);
});

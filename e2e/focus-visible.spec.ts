import type { BrowserContext } from '@playwright/test';
import { baseURL, contextAs } from './support/demo.ts';
import { tabThroughPage } from './support/keyboard.ts';
import { expect, test } from './support/test.ts';

// Issue §6: visible focus. Tabs once through every screen and checks each stop's focus indicator.
// A trace snapshot for each of some 700 key presses would take longer than the presses themselves.
test.use({ trace: 'off' });

// Every tab stop of every screen shows its focus (light theme; the dark one uses the same rules).
const SWEEP: Array<[url: string, who?: string]> = [
  ['/'],
  ['/signup'],
  ['/home', 'bob'],
  ['/forum', 'bob'],
  ['/category/community', 'bob'],
  ['/category/community/new', 'bob'],
  ['/thread/community/introduce-yourself', 'mod'],
  ['/account/settings', 'bob'],
  ['/recent', 'bob'],
  ['/search?q=hello', 'bob'],
  ['/account', 'bob'],
  ['/account/posts', 'bob'],
  ['/profile/alice', 'bob'],
  ['/games', 'bob'],
  ['/games/tile-tumble', 'bob'],
  ['/shop', 'bob'],
  ['/wardrobe', 'bob'],
  ['/design-studio', 'bob'],
  ['/design-review', 'dave'],
  ['/statistics'],
  ['/blogpost'],
  ['/terms'],
  ['/moderation/reports', 'mod'],
  ['/no/such/page'],
];

test('every tab stop of every screen shows a focus indicator', async ({ browser }) => {
  test.setTimeout(300_000);
  const contexts = new Map<string, BrowserContext>();
  for (const [url, who] of SWEEP) {
    let context = contexts.get(who ?? '');
    if (!context) {
      context = who ? await contextAs(browser, who) : await browser.newContext({ baseURL: baseURL() });
      contexts.set(who ?? '', context);
    }
    const page = await context.newPage();
    await page.goto(url);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('.skeleton, .app-loading')).toHaveCount(0);
    await test.step(url, async () => {
      expect(await tabThroughPage(page), `tab stops on ${url}`).toBeGreaterThan(3);
    });
    await page.close();
  }
  for (const context of contexts.values()) await context.close();
});

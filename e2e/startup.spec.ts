import { pageAs } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// Issue 20 §1: the first Intl call of a page loads the browser's locale data (20–30 ms of a
// desktop's main thread, four times that on a phone), so the screens whose text needs none
// (counts are grouped by formatCount, dates written by formatDate, full dates made on hover) start
// without it.
const INTL_SPY = () => {
  const calls: string[] = [];
  (window as unknown as { intlCalls: string[] }).intlCalls = calls;
  const spy = <T extends object>(owner: T, name: keyof T & string, label: string) => {
    const original = owner[name] as unknown as (...args: unknown[]) => unknown;
    Object.defineProperty(owner, name, {
      configurable: true,
      writable: true,
      value: new Proxy(original, {
        apply(target, self, args) {
          calls.push(label);
          return Reflect.apply(target, self, args);
        },
        construct(target, args) {
          calls.push(label);
          return Reflect.construct(target, args);
        },
      }),
    });
  };
  spy(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
  spy(Date.prototype, 'toLocaleString', 'Date#toLocaleString');
  spy(Date.prototype, 'toLocaleDateString', 'Date#toLocaleDateString');
  spy(Date.prototype, 'toLocaleTimeString', 'Date#toLocaleTimeString');
  spy(Intl, 'NumberFormat', 'Intl.NumberFormat');
  spy(Intl, 'DateTimeFormat', 'Intl.DateTimeFormat');
};

test("a member's home, forum, category, shop, wardrobe and profile start without the browser's locale data", async ({
  browser,
}) => {
  const page = await pageAs(browser, 'alice');
  await page.addInitScript(INTL_SPY);
  const screens = [
    // the spotlight's join date, the friends' scores and the header's coins are all written out
    { path: '/home', ready: page.locator('.spotlight__facts') },
    { path: '/forum', ready: page.getByRole('heading', { name: 'Forum', level: 1 }) },
    { path: '/category/community', ready: page.locator('main time').first() },
    { path: '/shop', ready: page.locator('article .item-sprite__image').first() },
    { path: '/wardrobe', ready: page.getByRole('button', { name: 'Save Avatar' }) },
    { path: '/profile/alice', ready: page.getByText('Member since') },
  ];
  for (const { path, ready } of screens) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    // the header's coins are on every one of them
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    const calls = await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls);
    expect(calls, path).toEqual([]);
  }
});

// The app starts on every visit on a slow phone: a first render sliced by React let a screen's
// chunk, arriving from the cache in between, initialize the router before React Router subscribed
// to it, and the page stayed on its loading screen (10 of 12 visits at a 4× CPU slowdown).
test('the app starts on every visit with a slow CPU, its screens already cached', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  for (let visit = 0; visit < 8; visit++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const [url, heading] = visit % 2 ? ['/forum', 'Forum'] : ['/', 'Welcome to Cito'];
    await page.goto(url);
    await expect(page.locator('main h1').first(), `visit ${visit + 1}: ${url}`).toHaveText(heading);
    await page.close();
  }
});

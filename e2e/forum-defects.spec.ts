import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createThread, newMember, pageAs, threadUrl } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// issue 17 §10: defects a new member ran into.

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const SHOTS = process.env.SHOTS_DIR;

async function categories(page: Page) {
  return (await (await page.request.get('/api/categories')).json()) as { id: number; slug: string }[];
}

test('a moved thread’s old link leads to it, and /category/{id}/{slug} to the category', async ({
  browser,
}) => {
  const mod = await pageAs(browser, 'mod');
  const title = unique('Moving day');
  const thread = await createThread(mod, 'community', title, 'This thread will move.');
  const target = (await categories(mod)).find((c) => c.slug !== 'community' && c.slug !== 'announcements')!;
  const moved = await mod.request.post(`/api/thread/${thread.id}/move`, { data: { category_id: target.id } });
  expect(moved.ok(), await moved.text()).toBe(true);

  const bob = await pageAs(browser, 'bob');
  await bob.goto(threadUrl(thread));
  await expect(bob).toHaveURL(new RegExp(`/thread/${target.slug}/${thread.slug}$`));
  await expect(bob.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(bob.getByText('Thread not found')).toHaveCount(0);

  const community = (await categories(bob)).find((c) => c.slug === 'community')!;
  await bob.goto(`/category/${community.id}/community`);
  await expect(bob).toHaveURL(/\/category\/community$/);
  await expect(bob.getByRole('heading', { level: 1 })).toHaveText('Community');
});

test('/forums redirects to /forum without a router warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/forums');
  await expect(page).toHaveURL(/\/forum$/);
  await expect(page.locator('.category-card').first()).toBeVisible();
  expect(warnings).toEqual([]);
});

// 300 ms and just over: the debounced search fires between keystrokes, and its URL update lands as
// the next characters are typed (issue 17 §10)
for (const delay of [0, 60, 300, 340]) {
  test(`the search box keeps every character typed fast (delay ${delay} ms)`, async ({ browser }) => {
    test.setTimeout(90_000);
    const alice = await pageAs(browser, 'alice');
    await alice.goto('/search?q=lantern');
    const field = alice.getByRole('searchbox', { name: 'Search threads and posts' });
    await expect(field).toHaveValue('lantern');
    await field.fill('');
    const text = 'glowing lanterns over the harbour';
    await field.pressSequentially(text, { delay });
    await expect(field).toHaveValue(text);
    // the URL catches up with what was typed, and the box still holds all of it
    await expect(alice).toHaveURL(/q=glowing\+lanterns\+over\+the\+harbour/);
    await expect(field).toHaveValue(text);
  });
}

test('the header search box keeps what is typed while the results page updates the URL', async ({
  browser,
}) => {
  const alice = await pageAs(browser, 'alice');
  await alice.goto('/search?q=lantern');
  const page = alice.getByRole('searchbox', { name: 'Search threads and posts' });
  await page.fill('harbour');
  const header = alice.getByRole('searchbox', { name: 'Search the forum' });
  await header.fill('');
  await header.pressSequentially('market stalls', { delay: 80 });
  await expect(alice).toHaveURL(/q=harbour/);
  await expect(header).toHaveValue('market stalls');
});

test('My Posts shows excerpts as plain text, not markdown', async ({ browser }) => {
  const page = await browser.newPage();
  await newMember(page, 'plain');
  await createThread(
    page,
    'community',
    unique('Plain text'),
    '## Heading\n\n**Bold** and [a link](https://example.com)',
  );
  await page.goto('/account/posts');
  const text = page.locator('.my-post__text').first();
  await expect(text).toHaveText('Heading Bold and a link');
});

test('a transparent PNG inserted in the editor stays a PNG with its transparency', async ({ browser }) => {
  const alice = await pageAs(browser, 'alice');
  const thread = await createThread(alice, 'community', unique('Pixel art'), 'Share your sprites');
  await alice.goto(threadUrl(thread));
  // 16×16, transparent but for one opaque red pixel
  const raw = Buffer.alloc(16 * 16 * 4);
  raw.set([255, 0, 0, 255], 0);
  const png = await sharp(raw, { raw: { width: 16, height: 16, channels: 4 } })
    .png()
    .toBuffer();
  await alice.locator('input[type="file"]').first().setInputFiles({
    name: 'sprite.png',
    mimeType: 'image/png',
    buffer: png,
  });
  const reply = alice.getByLabel('Your reply', { exact: true });
  await expect(reply).toHaveValue(/!\[sprite\]\(\/api\/uploads\/\d+\)/);
  const id = /\/api\/uploads\/(\d+)/.exec(await reply.inputValue())![1];
  const upload = await alice.request.get(`/api/uploads/${id}`);
  expect(upload.headers()['content-type']).toBe('image/png');
  const { data, info } = await sharp(await upload.body())
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(info).toMatchObject({ width: 16, height: 16, channels: 4 });
  expect([...data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
  expect(data[7]).toBe(0); // the second pixel is still see-through

  // posted, it is shown by whole pixels where it is scaled up (here: a high-density screen)
  await alice.getByRole('button', { name: 'Post Reply' }).click();
  await expect(alice.locator('.post-card img[alt="sprite"]')).toBeVisible();
  const dense = await browser.newContext({ deviceScaleFactor: 2 });
  const visitor = await dense.newPage();
  await visitor.goto(threadUrl(thread));
  const image = visitor.locator('.post-card img[alt="sprite"]');
  // issue 20 §1: its size comes with the post, so its box is kept before it loads
  await expect(image).toHaveAttribute('width', '16');
  await expect(image).toHaveAttribute('height', '16');
  await expect(image).toHaveClass(/markdown__pixelated/);
  expect(await image.evaluate((img) => getComputedStyle(img).imageRendering)).toBe('pixelated');
  await dense.close();
});

test('returning to a category through the breadcrumb restores its scroll position', async ({ browser }) => {
  const alice = await pageAs(browser, 'alice');
  await alice.setViewportSize({ width: 800, height: 420 });
  await alice.goto('/category/community');
  const links = alice.locator('.thread-list a, .category-thread-list a, article a').filter({ hasText: /\w/ });
  await expect(links.first()).toBeVisible();
  const height = await alice.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  test.skip(height < 200, 'the demo category is too short to scroll');
  await alice.evaluate(() => window.scrollTo(0, 200));
  await expect.poll(() => alice.evaluate(() => window.scrollY)).toBe(200);
  // a thread link on screen at that position
  const link = alice.locator('a[href^="/thread/community/"]').filter({ visible: true });
  let target = link.first();
  for (const candidate of await link.all()) {
    const box = await candidate.boundingBox();
    if (box && box.y > 0 && box.y < 380) {
      target = candidate;
      break;
    }
  }
  await target.click();
  await expect(alice).toHaveURL(/\/thread\/community\//);
  await expect(alice.locator('.post-card').first()).toBeVisible();
  await alice
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Community' })
    .click();
  await expect(alice).toHaveURL(/\/category\/community$/);
  await expect.poll(() => alice.evaluate(() => window.scrollY)).toBe(200);
});

test('a page opened afresh starts at its top, and a reload keeps its place', async ({ browser }) => {
  const alice = await pageAs(browser, 'alice');
  await alice.setViewportSize({ width: 390, height: 420 });
  await alice.goto('/home');
  await expect(alice.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await alice.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => alice.evaluate(() => window.scrollY)).toBe(400);
  // the tab's next page, opened by its address: not where the first page was left (it was, at 400)
  await alice.goto('/shop');
  await expect(alice.getByRole('article').first()).toBeVisible();
  expect(await alice.evaluate(() => window.scrollY)).toBe(0);
  await alice.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => alice.evaluate(() => window.scrollY)).toBe(300);
  await alice.reload();
  await expect(alice.getByRole('article').first()).toBeVisible();
  await expect.poll(() => alice.evaluate(() => window.scrollY)).toBe(300);
  await alice.close();
});

test('the header cuts a long username with an ellipsis and shows it whole in its title', async ({
  browser,
}) => {
  const page = await browser.newPage();
  const username = await newMember(page, 'longusernam');
  for (const [width, theme] of [
    [1280, 'light'],
    [375, 'light'],
    [375, 'dark'],
  ] as const) {
    await page.setViewportSize({ width, height: 700 });
    await page.evaluate((t) => localStorage.setItem('cito.theme', t), theme);
    await page.goto('/home');
    const link = page.locator('.header-user');
    await expect(link).toHaveAttribute('title', new RegExp(username));
    // at phone width the name gives way to the envelope and the bell (the account menu leads there)
    if (width > 420) expect(await link.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    else await expect(link).toBeHidden();
    // the account controls never run under the logo
    const overlap = await page.evaluate(() => {
      const logo = document.querySelector('.logo')!.getBoundingClientRect();
      const controls = [...document.querySelectorAll('.site-header__account > *')]
        .map((el) => el.getBoundingClientRect())
        .filter((box) => box.width > 0);
      return controls.some((box) => box.left < logo.right && box.top < logo.bottom && box.bottom > logo.top);
    });
    expect(overlap).toBe(false);
    // nothing in the header row spills out of the page
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (SHOTS)
      await page.locator('.site-header').screenshot({ path: `${SHOTS}/header-${width}-${theme}.png` });
  }
});

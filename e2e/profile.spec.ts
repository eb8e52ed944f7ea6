import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

async function signIn(page: Page, user: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(`${user}@cito.test`);
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function createThread(page: Page, title: string, text: string) {
  const categories = (await (await page.request.get('/api/categories')).json()) as Array<{
    id: number;
    slug: string;
  }>;
  const community = categories.find((category) => category.slug === 'community');
  expect(community, 'the demo community category').toBeDefined();
  const answer = await page.request.post(`/api/category/${community!.id}/post`, { data: { title, text } });
  expect(answer.ok()).toBe(true);
}

// Sign-ins are limited to 10 a minute per address (server rate limit), so each test signs in once.
test('a member sees their posts with Read more, and their groups without Design Review', async ({ page }) => {
  await signIn(page, 'alice');
  const shortTitle = unique('Short note');
  const longTitle = unique('Long story');
  await createThread(page, shortTitle, 'Just a **short** hello.');
  await createThread(page, longTitle, `${'Pixel art is fun to make. '.repeat(20)}THE END`);

  await page.goto('/account/posts');
  await expect(page.getByText('Total posts')).toBeVisible();

  const short = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: shortTitle }) });
  // issue 17 §10: excerpts are plain text, not raw markdown
  await expect(short).toContainText('Just a short hello.');
  await expect(short).not.toContainText('**');
  await expect(short.getByRole('button', { name: 'Read more' })).toHaveCount(0);
  await expect(short.getByRole('link', { name: shortTitle })).toHaveAttribute(
    'href',
    /^\/thread\/community\/[\w-]+#post-\d+$/,
  );
  await expect(short.getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/category/community');

  const long = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: longTitle }) });
  await expect(long).toContainText('…');
  await expect(long).not.toContainText('THE END');
  await long.getByRole('button', { name: 'Read more' }).click();
  await expect(long).toContainText('THE END');
  await expect(long.getByRole('button', { name: 'Show less' })).toBeVisible();

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'alice' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
  const announcements = page.getByRole('list', { name: 'Permissions in Announcements' });
  await expect(announcements.getByText('view', { exact: true })).toBeVisible();
  await expect(announcements.getByText('reply', { exact: true })).toBeVisible();
  await expect(announcements.getByText('post', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'My Posts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Design Studio' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Design Review' })).toHaveCount(0);
});

test('a Design Team member sees the Design Review link on the account overview', async ({ page }) => {
  await signIn(page, 'dana');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Design Team' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Design Review' })).toHaveAttribute('href', '/design-review');
});

test('a public profile shows the member, and an unknown name says User not found', async ({ page }) => {
  await page.goto('/profile/alice');
  await expect(page.getByRole('heading', { level: 1, name: 'alice' })).toBeVisible();
  // every member has at least the default look: the whole figure, large (issue 18 §2: 210×340)
  const avatar = page.getByRole('img', { name: "alice's avatar" });
  await expect(avatar).toHaveAttribute('src', /\/avatar\.png\?(.*&)?size=full/);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await expect(page.getByText('Member since')).toBeVisible();
  await expect(page.getByText('User ID')).toBeVisible();

  // an avatar image that cannot load leaves the frame saying so (spec 2 §8)
  await page.route('**/api/user/*/avatar.png*', (route) => route.fulfill({ status: 404 }));
  await page.reload();
  await expect(page.getByText('No avatar set')).toBeVisible();
  await page.unroute('**/api/user/*/avatar.png*');

  await page.goto('/profile/nobody_here');
  await expect(page.getByText('User not found')).toBeVisible();
});

test('a visitor on My Posts is asked to log in', async ({ page }) => {
  await page.goto('/account/posts');
  await expect(page.getByText('You must be logged in to view your posts')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/');
});

import type { BrowserContext } from '@playwright/test';
import { contextAs } from './support/demo.ts';
import { expect, keepOpen, test } from './support/test.ts';

// Every route of spec 1 §2 and spec 2 §2 with its title: `Cito - {title} - A forum based community...`.
const ROUTES: Array<[path: string, title: string]> = [
  ['/', 'Welcome'],
  ['/signup', 'Sign Up'],
  ['/forgot-password', 'Forgot Password'],
  ['/reset-password?token=e2e', 'Choose a New Password'],
  ['/verify-email?token=e2e', 'Verify E-mail'],
  ['/confirm-email?token=e2e', 'Confirm E-mail'],
  ['/home', 'Home'],
  ['/forum', 'Forum'],
  ['/forums', 'Forum'],
  ['/category/community', 'Forum Category'],
  ['/category/community/new', 'New Thread'],
  ['/thread/community/hello-world', 'Thread'],
  ['/account/settings', 'Account Settings'],
  ['/recent', 'Recent Activity'],
  ['/search?q=hello', 'Search Results'],
  ['/account', 'Account'],
  ['/account/posts', 'My Posts'],
  ['/profile/alice', 'User Profile'],
  ['/games', 'Games'],
  ['/games/tile-tumble', 'Tile Tumble'],
  ['/shop', 'Shop'],
  ['/wardrobe', 'Wardrobe'],
  ['/design-studio', 'Design Studio'],
  ['/design-review', 'Design Review'],
  ['/unsubscribe?token=1.email_on_reply.x', 'Unsubscribe'],
  ['/impressum', 'Impressum'],
  ['/copyright', 'Copyright Notice Procedure'],
  ['/terms', 'Terms of Service'],
  ['/cookies', 'Cookie Policy'],
  ['/privacy', 'Privacy Policy'],
  ['/statistics', 'Statistics'],
  ['/admin', 'Admin Dashboard'],
  ['/admin/members', 'Admin Members'],
  ['/admin/members/6', 'Admin Member'],
  ['/admin/groups', 'Admin Groups and Categories'],
  ['/admin/settings', 'Admin Settings'],
  ['/admin/outbox', 'Admin Outbox'],
  ['/admin/audit', 'Admin Audit Log'],
  ['/no/such/page', 'Page Not Found'],
  ['/friends', 'Friends'],
];

// One signed-in context for the file, so that login-only routes show their own screen rather than the
// sign-in page; each route is a test of its own, so a slow machine's page loads never add up to one
// test's timeout.
let signedIn: BrowserContext | undefined;
test.afterAll(async () => signedIn?.close());

for (const [path, title] of ROUTES) {
  test(`${path} renders its title`, async ({ browser }) => {
    signedIn ??= keepOpen(await contextAs(browser, 'bob'));
    const page = await signedIn.newPage();
    await page.goto(path);
    await expect(page, `title of ${path}`).toHaveTitle(
      `Cito - ${title} - A forum based community with pixel art avatars`,
    );
    await expect(page.locator('main')).toBeVisible();
    // issue 19 §4: nothing on the site is left unfinished
    await expect(page.getByText(/coming soon/i)).toHaveCount(0);
    await page.close();
  });
}

test('the home page shows all its panels, none of them unfinished', async ({ browser }) => {
  signedIn ??= keepOpen(await contextAs(browser, 'bob'));
  const page = await signedIn.newPage();
  await page.goto('/home');
  for (const panel of ['Shouts', "Friends' Activity", 'Spotlight'])
    await expect(page.getByRole('heading', { name: panel })).toBeVisible();
  // the panels' own content has loaded: the wall's form, and the spotlight's member or its empty state
  await expect(page.getByPlaceholder('Say hi…')).toBeVisible();
  await expect(
    page.locator('.home-panel--spotlight img, .home-panel--spotlight .empty-state').first(),
  ).toBeVisible();
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  await page.close();
});

test('/forums redirects to /forum and an unknown route offers a way home', async ({ page }) => {
  await page.goto('/forums');
  await expect(page).toHaveURL(/\/forum$/);
  await page.goto('/no/such/page');
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/(home)?$/);
});

test('the legal pages state the figures of the spec', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.locator('main')).toContainText('13');
  await page.goto('/copyright');
  await expect(page.locator('main')).toContainText('72 hours');
  await page.goto('/privacy');
  await expect(page.locator('main')).toContainText('12 months');
  await expect(page.locator('main')).toContainText('3 years');
  await expect(page.locator('main')).toContainText('30 days');
  await page.goto('/cookies');
  await expect(page.locator('main')).toContainText(/one year|1 year/);
});

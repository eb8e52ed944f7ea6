import type { Page } from '@playwright/test';
import { contextAs, newMember } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// Issue 16 §3 and §4: the admin panel in the browser. Each test suspends or changes only a member it
// registers itself, so the demo accounts other spec files sign in with stay as they were.

const balanceOf = async (page: Page): Promise<number> => {
  const text = (await page.getByTestId('member-balance').textContent()) ?? '';
  return Number(/([\d,]+) coins/.exec(text)?.[1]?.replaceAll(',', ''));
};

test('an administrator finds a member, grants coins and suspends them; the member’s open browser is signed out', async ({
  browser,
}) => {
  test.setTimeout(120_000);

  // The member, signed in, with a page open and its live stream connected.
  const memberContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const memberPage = await memberContext.newPage();
  const username = await newMember(memberPage, 'sus');
  await memberPage.goto('/forum');
  await expect(memberPage.locator('[data-live-state]')).toHaveAttribute('data-live-state', 'connected', {
    timeout: 20_000,
  });

  const adminContext = await contextAs(browser, 'admin');
  const page = await adminContext.newPage();
  await page.goto('/home');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Open reports')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Sign-ups per day' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Admin panel' });
  await nav.getByRole('link', { name: 'Members' }).click();
  const search = page.getByRole('form', { name: 'Search members' });
  await search.getByLabel('Name or e-mail').fill(username);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(`1 member matching “${username}”`)).toBeVisible();
  await page.getByRole('link', { name: username, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible({ timeout: 15_000 });

  const before = await balanceOf(page);
  const grant = page.getByRole('form', { name: 'Grant or remove coins and gems' });
  await grant.getByLabel('Coins').fill('250');
  await grant.getByLabel('Reason for the change').fill('Welcome gift from the e2e test');
  await grant.getByRole('button', { name: 'Change Balance' }).click();
  await expect(page.getByText(`Balance now ${(before + 250).toLocaleString('en-US')} coins`)).toBeVisible();
  await expect(page.getByTestId('member-balance')).toContainText(
    `${(before + 250).toLocaleString('en-US')} coins`,
  );

  const suspend = page.getByRole('form', { name: `Suspend ${username}` });
  await suspend.getByLabel('Indefinitely').check();
  await suspend.getByLabel('Reason').fill('Spam in every thread');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Suspended indefinitely').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsuspend' })).toBeVisible();
  // the suspension is in the member's history
  await expect(page.getByRole('region', { name: `Staff actions on ${username}` })).toContainText(
    'user.suspend',
  );

  // The member's browser shows the sign-in page, without a reload, and says why.
  await expect(memberPage).toHaveURL(/\/$/, { timeout: 20_000 });
  await expect(memberPage.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(memberPage.getByRole('alert')).toContainText(/suspended/i);
  await expect(memberPage.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  await memberContext.close();
  await adminContext.close();
});

test('a moderator sees Members but not Settings; a member is not allowed in', async ({ browser }) => {
  const modContext = await contextAs(browser, 'mod');
  const page = await modContext.newPage();
  await page.goto('/admin');
  // the dashboard is for administrators: a moderator lands on Members
  await expect(page).toHaveURL(/\/admin\/members$/);
  const nav = page.getByRole('navigation', { name: 'Admin panel' });
  await expect(nav.getByRole('link', { name: 'Members' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(page.getByRole('table')).toContainText('alice');
  await page.goto('/admin/settings');
  await expect(page.getByText('This part of the admin panel is for administrators.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Settings' })).toHaveCount(0);
  await modContext.close();

  const bobContext = await contextAs(browser, 'bob');
  const bob = await bobContext.newPage();
  await bob.goto('/admin/members');
  await expect(bob.getByText('The admin panel is for administrators and moderators.')).toBeVisible();
  await expect(bob.getByRole('table')).toHaveCount(0);
  await bobContext.close();
});

test('an administrator creates a member, checks the data and backs the database up (the command line’s create-user, check and backup)', async ({
  browser,
}) => {
  const adminContext = await contextAs(browser, 'admin');
  const page = await adminContext.newPage();
  await page.goto('/admin/members');
  await page.getByRole('button', { name: 'Create Member…' }).click();
  const username = `made${Date.now().toString(36)}`;
  const form = page.getByRole('form', { name: 'Create member' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('E-mail').fill(`${username}@example.test`);
  await form.getByLabel('Password').fill('password123');
  await form.getByLabel('Design Team').check();
  await form.getByRole('button', { name: 'Create Member' }).click();
  await expect(page).toHaveURL(/\/admin\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
  await expect(page.getByRole('region', { name: `Staff actions on ${username}` })).toContainText(
    'user.create',
  );

  await page.goto('/admin');
  await page.getByRole('button', { name: 'Check Data' }).click();
  await expect(page.getByText('All invariants hold')).toBeVisible();
  // The e2e site runs on SQLite (playwright.config.ts), so it offers the backup.
  await page.getByRole('button', { name: 'Back Up Database' }).click();
  await expect(page.getByText(/Backed up to .*backups\/cito-.*\.db \([\d,]+ bytes\)/)).toBeVisible();
  await adminContext.close();
});

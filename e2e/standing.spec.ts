import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

// issue 16 §4: an administrator suspends a member, and the member's open browser is signed out at
// once, on the sign-in page, with the reason; signing in again is refused with the reason too.

/** A page signed in through the API (sign-ins are rate limited, so each user signs in once). */
async function pageAs(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
  const page = await context.newPage();
  const login = await page.request.post('/api/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  return page;
}

test('a suspended member’s open browser is signed out at once and told why', async ({ browser }) => {
  const name = `susp_${Date.now().toString(36)}`;
  const email = `${name}@example.test`;
  const password = 'password123';
  const admin = await pageAs(browser, 'admin@cito.test', 'demo1234');
  expect(
    (await admin.request.post('/api/register', { data: { username: name, email, password } })).ok(),
  ).toBe(true);
  const member = await pageAs(browser, email, password);
  const { id } = (await (await member.request.get('/api/whoami')).json()) as { id: number };
  await member.goto('/forum');
  await expect(member.locator('[data-live-state]')).toHaveAttribute('data-live-state', 'connected');

  const suspended = await admin.request.post(`/api/admin/users/${id}/suspend`, {
    data: { until: null, reason: 'Posting spam links' },
  });
  expect(suspended.ok()).toBe(true);

  await expect(member).toHaveURL(/\/$/);
  await expect(
    member.getByText('Your account is suspended indefinitely. Reason: Posting spam links'),
  ).toBeVisible();
  await expect(member.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await member.getByLabel('Email').fill(email);
  await member.getByLabel('Password', { exact: true }).fill(password);
  await member.getByRole('button', { name: 'Sign In' }).click();
  // The form says it too, beside the notice that came with the sign-out.
  await expect(member.getByRole('alert').filter({ hasText: 'Reason: Posting spam links' })).toHaveCount(2);
});

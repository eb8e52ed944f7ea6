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

/** Starts a thread in Community and reports it, as the signed-in user, through the API. */
async function reportNewThread(page: Page, title: string, category: string, reason: string) {
  const categories = (await (await page.request.get('/api/categories')).json()) as Array<{
    id: number;
    slug: string;
  }>;
  const community = categories.find((c) => c.slug === 'community')!;
  const created = await page.request.post(`/api/category/${community.id}/post`, {
    // Each its own text: the same text twice in a row is refused as a duplicate (issue 16 §6).
    data: { title, text: `Buy cheap gold now!!! (${title})` },
  });
  expect(created.ok()).toBe(true);
  const { thread_id } = (await created.json()) as { thread_id: number };
  const reported = await page.request.post(`/api/thread/${thread_id}/report`, { data: { category, reason } });
  expect(reported.ok()).toBe(true);
}

// Sign-ins are limited to 10 a minute per address (server rate limit), so the member's side of the
// story and the moderator's share one test.
test('a member reports threads but cannot see the queue; a moderator resolves and dismisses them', async ({
  page,
}) => {
  const spamTitle = unique('Gold seller');
  const otherTitle = unique('Wrong place');
  await signIn(page, 'alice');
  await reportNewThread(page, spamTitle, 'SPAM', 'An advert for gold.');
  await reportNewThread(page, otherTitle, 'OTHER', 'Belongs in Games.');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('link', { name: 'Moderation Reports' })).toHaveCount(0);
  await page.goto('/moderation/reports');
  await expect(page.getByText('You do not moderate any category')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resolve' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).click();

  await signIn(page, 'mod');
  // Moderators reach the queue from the account menu.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Moderation Reports' }).click();
  await expect(page).toHaveURL(/\/moderation\/reports$/);
  const open = page.getByRole('list', { name: 'Open reports' });
  const spam = open.getByRole('listitem').filter({ hasText: spamTitle });
  await expect(spam).toContainText('SPAM');
  await expect(spam).toContainText('An advert for gold.');
  await expect(spam).toContainText('alice');
  await expect(spam.getByRole('link', { name: spamTitle })).toHaveAttribute('href', /^\/thread\/community\//);

  await spam.getByRole('button', { name: 'Resolve', exact: true }).click();
  await expect(page.getByText('Report resolved')).toBeVisible();
  await expect(open.getByRole('listitem').filter({ hasText: spamTitle })).toHaveCount(0);

  await open
    .getByRole('listitem')
    .filter({ hasText: otherTitle })
    .getByRole('button', { name: 'Dismiss', exact: true })
    .click();
  await expect(page.getByText('Report dismissed')).toBeVisible();

  await page.getByRole('link', { name: 'Resolved', exact: true }).click();
  const resolved = page.getByRole('list', { name: 'Resolved reports' });
  await expect(resolved.getByRole('listitem').filter({ hasText: spamTitle })).toContainText('resolved');
  await expect(resolved.getByRole('listitem').filter({ hasText: otherTitle })).toHaveCount(0);

  await page.getByRole('link', { name: 'Dismissed', exact: true }).click();
  const dismissed = page.getByRole('list', { name: 'Dismissed reports' });
  await expect(dismissed.getByRole('listitem').filter({ hasText: otherTitle })).toBeVisible();

  // a fresh load agrees with what the cache showed
  await page.reload();
  await expect(dismissed.getByRole('listitem').filter({ hasText: otherTitle })).toBeVisible();
});

import type { Browser, Page } from '@playwright/test';
import { SOCIAL } from '../src/common/home-social.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { baseURL, createThread, newMember } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// issue 19 §2: a friend's reply shows in the home page's Friends' Activity panel as it happens.

/** A fresh member in a context of their own, with their username and id. */
async function freshMember(browser: Browser, prefix: string) {
  const page = await (await browser.newContext({ baseURL: baseURL() })).newPage();
  const username = await newMember(page, prefix);
  const { id } = (await (await page.request.get('/api/whoami')).json()) as { id: number };
  return { page, username, id };
}

const activityPanel = (page: Page) => page.locator('.home-panel--friends');

test('a friend’s reply appears in the Friends’ Activity panel without a reload', async ({ browser }) => {
  test.setTimeout(120_000);
  const a = await freshMember(browser, 'actA');
  const b = await freshMember(browser, 'actB');

  // Before any friend: the panel says what to do, and links to finding members.
  await b.page.goto('/home');
  await expect(activityPanel(b.page)).toContainText(SOCIAL.activityEmpty);
  await expect(activityPanel(b.page).getByRole('link', { name: SOCIAL.activityFindMembers })).toHaveAttribute(
    'href',
    '/friends',
  );

  // Friends through the routes the issue names: A asks, B accepts.
  expect((await a.page.request.post(`/api/user/${b.id}/friend`)).ok()).toBe(true);
  expect((await b.page.request.post(`/api/friends/${a.id}/accept`)).ok()).toBe(true);

  const thread = await createThread(a.page, 'community', `Activity ${a.username}`, 'Opening post');
  await b.page.goto('/home');
  const panel = activityPanel(b.page);
  await expect(panel.getByRole('link', { name: `“Activity ${a.username}”` })).toBeVisible();
  await expect(panel.getByText(/replied in/)).toHaveCount(0);
  // B's live stream is open before A replies (an event is not replayed to a stream opened after it).
  await expect(b.page.locator('[data-live-state]')).toHaveAttribute('data-live-state', 'connected');

  const reply = await a.page.request.post(`/api/thread/${thread.id}/reply`, { data: { text: 'A reply!' } });
  expect(reply.status()).toBe(201);
  const { id: postId } = (await reply.json()) as { id: number };

  // Live: no reload between the reply and B seeing it.
  const entry = panel.locator('.friends-activity__item').filter({ hasText: 'replied in' });
  await expect(entry).toContainText(`${a.username} replied in “Activity ${a.username}”`);
  await expect(entry.getByRole('link', { name: `“Activity ${a.username}”` })).toHaveAttribute(
    'href',
    new RegExp(`#post-${postId}$`),
  );
  await expect(entry.getByRole('link', { name: a.username, exact: true })).toHaveAttribute(
    'href',
    `/profile/${a.username}`,
  );
  await expectNoSeriousViolations(b.page, '/home with friends’ activity');

  await a.page.context().close();
  await b.page.context().close();
});

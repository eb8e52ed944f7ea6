import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { createThread, pageAs } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// issue 17 §1: the notifications centre — the bell's dropdown and the full page, both live.

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const SHOTS = process.env.SHOTS_DIR;

async function reply(page: Page, threadId: number, text: string) {
  const response = await page.request.post(`/api/thread/${threadId}/reply`, { data: { text } });
  expect(response.status()).toBe(201);
}

test('the notifications page lists stored notifications, updates live and marks them read', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const alice = await pageAs(browser, 'alice');
  const bob = await pageAs(browser, 'bob');
  const title = unique('Bell test');
  const thread = await createThread(alice, 'community', title, 'Tell me when someone answers');
  await alice.request.post(`/api/thread/${thread.id}/subscribe`);
  await reply(bob, thread.id, 'A first answer');

  await alice.goto('/notifications');
  await expect(alice.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(alice.getByText(/^\d+ online$/)).toBeVisible();
  const items = alice.locator('.notifications-page__list .notification');
  await expect(items.first()).toContainText(`New reply in "${title}"`);
  await expect(items.first()).toContainText('A first answer');
  await expect(items.first()).toHaveClass(/notification--unread/);
  await expect(items.first().getByRole('img', { name: 'Reply' })).toBeVisible();

  // live: a second reply shows up without a reload
  await reply(bob, thread.id, 'A second answer, live');
  await expect(items.first()).toContainText('A second answer, live');

  await expectNoSeriousViolations(alice, '/notifications');
  if (SHOTS) {
    for (const theme of ['light', 'dark'] as const) {
      await alice.evaluate((t) => localStorage.setItem('cito.theme', t), theme);
      await alice.reload();
      await expect(items.first()).toBeVisible();
      await alice.screenshot({ path: `${SHOTS}/notifications-page-${theme}.png`, fullPage: true });
    }
    await alice.setViewportSize({ width: 375, height: 800 });
    await alice.screenshot({ path: `${SHOTS}/notifications-page-375.png`, fullPage: true });
    await alice.setViewportSize({ width: 1280, height: 720 });
    await alice.evaluate(() => localStorage.setItem('cito.theme', 'light'));
    await alice.reload();
  }

  await alice.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(alice.getByText('All read')).toBeVisible();
  await expect(alice.locator('.notifications-page__list .notification--unread')).toHaveCount(0);
  await alice.reload();
  await expect(alice.getByText('All read')).toBeVisible();
  await expect(alice.getByText(/^\d+ online$/)).toBeVisible();

  // clicking one leads to the post
  await reply(bob, thread.id, 'A third answer');
  await expect(alice.locator('.notifications-page__list .notification--unread')).toHaveCount(1);
  await alice.locator('.notifications-page__list .notification--unread').click();
  await expect(alice).toHaveURL(new RegExp(`/thread/community/${thread.slug}`));
  await alice.goto('/notifications');
  await expect(alice.getByText('All read')).toBeVisible();
});

test('the bell’s dropdown is keyboard-operable, axe-clean, and leads to the full page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const alice = await pageAs(browser, 'alice');
  const bob = await pageAs(browser, 'bob');
  const thread = await createThread(alice, 'community', unique('Dropdown'), 'Waiting for replies');
  await alice.request.post(`/api/thread/${thread.id}/subscribe`);
  await reply(bob, thread.id, 'Ding dong');
  // the bell shows what is stored, also what came while the page was closed
  await alice.goto('/home');
  const bell = alice.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/unread/);
  await bell.focus();
  await alice.keyboard.press('Enter');
  const panel = alice.locator('.notifications__panel');
  await expect(panel).toBeVisible();
  await expectNoSeriousViolations(alice, 'the notification dropdown');
  for (const [width, theme] of [
    [1280, 'light'],
    [1280, 'dark'],
    [375, 'light'],
  ] as const) {
    if (!SHOTS) break;
    await alice.setViewportSize({ width, height: 720 });
    await alice.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    await alice.screenshot({ path: `${SHOTS}/dropdown-${width}-${theme}.png` });
  }
  await alice.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await alice.keyboard.press('Enter');
  await panel.getByRole('link', { name: 'See all notifications' }).focus();
  await alice.keyboard.press('Enter');
  await expect(alice).toHaveURL(/\/notifications$/);
  await expect(panel).toBeHidden();
});

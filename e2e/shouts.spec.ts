import type { Page } from '@playwright/test';
import { SHOUT_MAX_LENGTH, SOCIAL } from '../src/common/home-social.ts';
import { newMember, pageAs } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// issue 19 §1: the shoutbox on the home page, live between two members in two browsers.

const shoutsPanel = (page: Page) => page.locator('.home-panel--shouts');
const wall = (page: Page) => shoutsPanel(page).getByRole('list', { name: 'Shouts, newest first' });

async function shout(page: Page, text: string) {
  const input = shoutsPanel(page).getByLabel('Your shout');
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

test('two members shout and see each other’s shouts live; a deleted shout disappears for both', async ({
  browser,
}) => {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  const firstName = await newMember(first, 'sh');
  const secondName = await newMember(second, 'sh');
  // Both have the home page open before anyone shouts: what follows arrives live.
  for (const page of [first, second]) {
    await page.goto('/home');
    await expect(shoutsPanel(page).getByLabel('Your shout')).toBeVisible();
    await expect(page.locator('[data-live-state]')).toHaveAttribute('data-live-state', 'connected');
  }

  const hello = `Hello from ${firstName}!`;
  await shout(first, hello);
  await expect(wall(first).getByText(hello)).toHaveCount(1);
  await expect(wall(second).getByText(hello)).toBeVisible();
  await expect(wall(second).getByRole('link', { name: firstName })).toBeVisible();

  const reply = `Hi ${firstName}, see https://example.com/pixels`;
  await shout(second, reply);
  const seen = wall(first)
    .getByRole('listitem')
    .filter({ hasText: `Hi ${firstName}` });
  await expect(seen).toBeVisible();
  await expect(seen.getByRole('link', { name: 'https://example.com/pixels' })).toHaveAttribute(
    'rel',
    'nofollow ugc noopener',
  );
  // The poster sees their own shout once, though it came back live as well.
  await expect(wall(second).getByText(reply)).toHaveCount(1);

  // The server's refusal, word for word: the same text again.
  const input = shoutsPanel(second).getByLabel('Your shout');
  await input.fill(reply);
  await input.press('Enter');
  await expect(shoutsPanel(second).getByRole('alert')).toHaveText(
    /You can shout again in \d+ seconds?\.|You just shouted that/,
  );

  // The author deletes theirs (with a confirm); it disappears for the other without a reload.
  first.once('dialog', (dialog) => void dialog.accept());
  await wall(first)
    .getByRole('button', { name: `Delete shout by ${firstName}` })
    .click();
  await expect(shoutsPanel(first).getByRole('status')).toHaveText(SOCIAL.shoutDeleted);
  await expect(wall(second).getByText(hello)).toHaveCount(0);
  await expect(wall(first).getByText(hello)).toHaveCount(0);
  // Others' shouts can be reported, not deleted.
  await expect(wall(first).getByRole('button', { name: `Delete shout by ${secondName}` })).toHaveCount(0);
  await expect(wall(first).getByRole('button', { name: `Report shout by ${secondName}` })).toBeVisible();

  await first.context().close();
  await second.context().close();
});

test('a member reports a shout from a dialog, by keyboard', async ({ browser }) => {
  const author = await (await browser.newContext()).newPage();
  const reader = await (await browser.newContext()).newPage();
  const authorName = await newMember(author, 'sh');
  await newMember(reader, 'sh');
  await author.goto('/home');
  const text = `Report me ${Date.now()}`;
  await shout(author, text);

  await reader.goto('/home');
  const report = wall(reader)
    .getByRole('button', { name: `Report shout by ${authorName}` })
    .first();
  await report.focus();
  await reader.keyboard.press('Enter');
  const dialog = reader.getByRole('dialog', { name: 'Report shout' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(SOCIAL.shoutReportReasonRequired);
  await dialog.getByLabel('What is wrong with it?').fill('Spam');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(shoutsPanel(reader).getByRole('status')).toHaveText(SOCIAL.shoutReported);

  // A moderator finds it among the reported shouts, deletes the shout from there and resolves it.
  const mod = await pageAs(browser, 'mod');
  await mod.goto('/moderation/reports');
  const section = mod.getByRole('region', { name: 'Reported shouts' });
  const card = section.getByRole('listitem').filter({ hasText: text });
  await expect(card).toContainText('Spam');
  mod.once('dialog', (confirm) => void confirm.accept());
  await card.getByRole('button', { name: 'Delete shout' }).click();
  await expect(section.getByRole('status')).toHaveText(SOCIAL.shoutDeleted);
  await expect(card).toContainText('the shout is gone');
  await expect(wall(author).getByText(text)).toHaveCount(0);
  await card.getByRole('button', { name: 'Resolve' }).click();
  await expect(section.getByText('Report resolved')).toBeVisible();
  await expect(card).toHaveCount(0);

  await author.context().close();
  await reader.context().close();
  await mod.context().close();
});

test('the counter counts characters and the form says when a shout is too long', async ({ page }) => {
  await newMember(page, 'sh');
  await page.goto('/home');
  const input = shoutsPanel(page).getByLabel('Your shout');
  await input.fill('😀'.repeat(3));
  await expect(shoutsPanel(page).getByText(`3/${SHOUT_MAX_LENGTH}`)).toBeVisible();
  await input.fill('x'.repeat(SHOUT_MAX_LENGTH + 1));
  await input.press('Enter');
  await expect(shoutsPanel(page).getByRole('alert')).toHaveText(SOCIAL.shoutTooLong);
});

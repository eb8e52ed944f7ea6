import type { Page } from '@playwright/test';
import { STARTING_COINS } from '../src/common/limits.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { createThread, newMember } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// issue 18 §1: the daily reward on the home page, and the achievement badges on the profile.
const SHOTS = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  if (!SHOTS) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('cito.theme', t), theme);
    await page.reload();
    await ready();
    await page.screenshot({ path: `${SHOTS}/${name}-${theme}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await ready();
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.evaluate(() => localStorage.setItem('cito.theme', 'light'));
  await page.reload();
}

test('a member claims the daily reward on the home page and earns a badge for a first post', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const username = await newMember(page, 'daily');
  const card = page.locator('.daily-reward');
  const balance = page.locator('.home-hero__balance');
  await expect(card.getByRole('heading', { name: 'Daily reward' })).toBeVisible();
  await expect(card.getByTestId('daily-streak')).toHaveText('Start a streak today');
  await expect(balance).toContainText(`${STARTING_COINS.toLocaleString('en')} CitoCoin`);
  await expectNoSeriousViolations(page, '/home with the daily reward');
  await shoot(page, 'daily-reward-unclaimed', () => expect(card.getByRole('button')).toBeVisible());

  await card.getByRole('button', { name: 'Claim 20 CitoCoin' }).click();
  await expect(card.getByRole('status')).toContainText('You claimed 20 CitoCoin!');
  await expect(card.getByTestId('daily-streak')).toHaveText('1 day in a row');
  await expect(card).toContainText('Come back tomorrow for 25 CitoCoin.');
  await expect(card.getByRole('button', { name: /Claim/ })).toHaveCount(0);
  await expect(balance).toContainText(`${(STARTING_COINS + 20).toLocaleString('en')} CitoCoin`);
  await expect(card.locator('.daily-pips__pip--done')).toHaveCount(1);

  // The server holds it: after a reload the claim is still done, and the balance still counts it.
  await page.reload();
  await expect(card).toContainText('Come back tomorrow for 25 CitoCoin.');
  await expect(balance).toContainText(`${(STARTING_COINS + 20).toLocaleString('en')} CitoCoin`);
  await shoot(page, 'daily-reward-claimed', () => expect(card.getByTestId('daily-streak')).toBeVisible());

  await createThread(page, 'community', `Hello from ${username}`, 'My first post here!');
  await page.goto(`/profile/${username}`);
  const badges = page.locator('.badge-grid');
  await expect(badges.getByTestId('achievement-first_post')).toHaveAttribute('data-earned', 'true');
  await expect(badges.getByTestId('achievement-first_post')).toContainText(/Earned /);
  await expect(badges.getByTestId('achievement-daily_streak_7')).toHaveAttribute('data-earned', 'false');
  await expect(page.getByText('1 of 7 earned')).toBeVisible();
  await expectNoSeriousViolations(page, 'the profile with badges');
  await shoot(page, 'profile-badges', () => expect(badges).toBeVisible());
});

import type { Locator, Page } from '@playwright/test';
import { PRIVACY_LABELS, SOCIAL } from '../src/common/home-social.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { newMember, pageAs } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// issue 19 §3: the home page's Spotlight panel, the administrators' pick, and member privacy.
const SHOTS = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  if (!SHOTS) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate((t) => localStorage.setItem('cito.theme', t), theme);
    await page.reload();
    await ready();
    await page.screenshot({ path: `${SHOTS}/${name}-${theme}.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await ready();
    await page.screenshot({ path: `${SHOTS}/${name}-${theme}-375.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.evaluate(() => localStorage.setItem('cito.theme', 'light'));
  await page.reload();
}

async function expectLoaded(image: Locator): Promise<void> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

const spotlightPanel = (page: Page) => page.locator('.home-panel--spotlight');

test("the home page's spotlight shows today's member: their avatar, their name linking to the profile, and their look to try", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A fresh member looks, so the spotlight is never their own (where Try this look is hidden).
  await newMember(page, 'spot');
  const panel = spotlightPanel(page);
  const figure = panel.getByRole('img', { name: /'s avatar$/ });
  await expect(figure).toBeVisible();
  await expectLoaded(figure);
  const name = ((await figure.getAttribute('alt')) ?? '').replace(/'s avatar$/, '');
  // The demo site dresses alice, dana and dora and has them around lately.
  expect(['alice', 'dana', 'dora']).toContain(name);
  // Crisp: the figure drawn at a whole multiple of its size, pixels kept square.
  const drawn = await figure.evaluate((img: HTMLImageElement) => ({
    ratio: img.width / img.naturalWidth,
    rendering: getComputedStyle(img).imageRendering,
  }));
  expect(Number.isInteger(drawn.ratio) && drawn.ratio >= 2).toBe(true);
  expect(drawn.rendering).toBe('pixelated');
  await expect(panel.getByText('Posts')).toBeVisible();
  await expectNoSeriousViolations(page, '/home with the spotlight');
  await shoot(page, 'home-spotlight', () =>
    expectLoaded(spotlightPanel(page).getByRole('img', { name: /avatar/ })),
  );

  await spotlightPanel(page).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${name}$`));
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

  await page.goto('/home');
  await spotlightPanel(page).getByRole('link', { name: SOCIAL.spotlightTryLook }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${name}#look$`));
  // The look arrives open, ready to try on.
  await expect(page.getByRole('button', { name: 'Hide the look' })).toBeVisible();
});

test('an administrator picks the spotlight for a day ahead from the admin panel', async ({ browser }) => {
  const page = await pageAs(browser, 'admin');
  await page.goto('/admin');
  const panel = page.locator('.panel', { has: page.getByRole('heading', { name: 'Spotlight' }) });
  const table = panel.getByRole('table');
  await expect(table.getByText('Today')).toBeVisible();
  const today = await panel.getByLabel('Day (UTC)').inputValue();
  const tomorrow = new Date(Date.parse(`${today}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
  await panel.getByLabel('Day (UTC)').fill(tomorrow);
  await panel.getByLabel('Member').fill('nobody_by_that_name');
  await panel.getByRole('button', { name: 'Put in the spotlight' }).click();
  await expect(panel.getByRole('status')).toContainText(SOCIAL.spotlightNotEligible);

  await panel.getByLabel('Member').fill('dora');
  await panel.getByRole('button', { name: 'Put in the spotlight' }).click();
  await expect(panel.getByRole('status')).toContainText(SOCIAL.spotlightPicked);
  const row = table.getByRole('row').filter({ has: page.locator(`time[datetime="${tomorrow}"]`) });
  await expect(row).toContainText('dora');
  await expect(row).toContainText('admin');
  await expectNoSeriousViolations(page, '/admin with the spotlight');
  await page.context().close();
});

test('a member keeps themselves out of the spotlight and hides their activity in the account settings', async ({
  page,
}) => {
  await newMember(page, 'private');
  await page.goto('/account/settings');
  const panel = page.locator('.panel', { has: page.getByRole('heading', { name: 'Privacy' }) });
  const hide = panel.getByLabel(PRIVACY_LABELS.hide_activity.label);
  const out = panel.getByLabel(PRIVACY_LABELS.spotlight_opt_out.label);
  await expect(hide).not.toBeChecked();
  await expect(out).not.toBeChecked();
  await out.check();
  await panel.getByRole('button', { name: 'Save Privacy' }).click();
  await expect(panel.getByRole('status')).toContainText(SOCIAL.privacySaved);
  await expectNoSeriousViolations(page, '/account/settings with privacy');
  await page.reload();
  await expect(panel.getByLabel(PRIVACY_LABELS.spotlight_opt_out.label)).toBeChecked();
  await expect(panel.getByLabel(PRIVACY_LABELS.hide_activity.label)).not.toBeChecked();
});

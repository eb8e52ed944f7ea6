import type { Page } from '@playwright/test';
import { newMember } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// The app's own router (src/web/app/router.tsx): what it took over from React Router's data router.

async function wardrobeWithChanges(page: Page) {
  await page.goto('/wardrobe');
  await expect(page.locator('.wardrobe-stage canvas')).toHaveAttribute('data-state', 'ready');
  await page.getByRole('button', { name: 'Clear All' }).click();
}

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });

test('unsaved changes hold the back button too: stay keeps the page and its address, leave goes back', async ({
  page,
}) => {
  await newMember(page, 'back');
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wardrobe' }).click();
  await expect(page).toHaveURL(/\/wardrobe$/);
  await wardrobeWithChanges(page);

  await page.goBack();
  await expect(leaveDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/wardrobe$/);
  await leaveDialog(page).getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/wardrobe$/);
  await expect(page.getByRole('button', { name: 'Save Avatar' })).toBeVisible();

  // asked again on the next try; leaving goes where the back button was going
  await page.goBack();
  await leaveDialog(page).getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();

  // forward to the wardrobe, which now has nothing unsaved: nothing asks
  await page.goForward();
  await expect(page).toHaveURL(/\/wardrobe$/);
  await page.getByRole('link', { name: 'Forum' }).first().click();
  await expect(page).toHaveURL(/\/forum$/);
  await expect(leaveDialog(page)).toBeHidden();
});

test('a link away from unsaved changes goes once the member says leave', async ({ page }) => {
  await newMember(page, 'leave');
  await wardrobeWithChanges(page);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await leaveDialog(page).getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(leaveDialog(page)).toBeHidden();
});

test('a redirect route replaces its address, and an unknown address shows the not-found page', async ({
  page,
}) => {
  await page.goto('/forums');
  await expect(page).toHaveURL(/\/forum$/);
  await expect(page.getByRole('heading', { name: 'Forum', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Cito - Forum - /);

  await page.goto('/no/such/page');
  await expect(page).toHaveTitle(/^Cito - Page Not Found - /);
});

test("a screen's chunk that fails to load shows the error screen inside the layout, and the next page works", async ({
  page,
}) => {
  await page.goto('/forum');
  await expect(page.getByRole('heading', { name: 'Forum', level: 1 })).toBeVisible();
  // the shop's chunk is gone (a deploy replaced it)
  await page.route(/\/assets\/shop-page-[\w-]+\.js$/, (route) => route.abort());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
  await expect(page.getByRole('heading', { name: 'Oops, a glitch!' })).toBeVisible();
  await expect(page.getByText('A part of the site could not be loaded.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forum' }).first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forum' }).click();
  await expect(page.getByRole('heading', { name: 'Forum', level: 1 })).toBeVisible();
});

test('when the app itself fails to load, the loading screen says so, and Reload page starts it', async ({
  page,
}) => {
  // the app's files are gone (a deploy replaced them, or the connection dropped)
  await page.route(/\/assets\/start-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/forum');
  const failure = page.getByRole('alert');
  await expect(failure).toContainText(
    'A part of the site could not be loaded. It may have just been updated.',
  );
  await expect(page.getByText('Loading Cito…')).toHaveCount(0);

  await page.unroute(/\/assets\/start-[\w-]+\.js$/);
  await failure.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { name: 'Forum', level: 1 })).toBeVisible();
});

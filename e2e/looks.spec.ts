import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { newMember } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// Issue 18 §2 and §4: nobody starts bald, saved outfits, trying on (and buying) another member's look.

const STARTER_HAIR = /Short Crop|Classic Bob/;

interface Entry {
  item_variant: number;
  layer: number;
  custom_offset: { x: number; y: number };
}

async function openWardrobe(page: Page) {
  await page.goto('/wardrobe');
  await expect(page.locator('.wardrobe-stage canvas')).toHaveAttribute('data-state', 'ready');
}

const layers = (page: Page) =>
  page.getByRole('region', { name: 'Layers' }).or(page.locator('.wardrobe-layers'));

/** A top on sale in the demo shop that a new member can afford. */
async function affordableTop(request: APIRequestContext) {
  const answer = await (await request.get('/api/store/items?category=top&sort=price&per_page=50')).json();
  const item = answer.items.find(
    (i: { available: boolean; price_coins: number; price_gems: number }) =>
      i.available && i.price_gems === 0 && i.price_coins > 0 && i.price_coins <= 300,
  );
  expect(item, 'an affordable top in the demo shop').toBeTruthy();
  return item as { id: number; name: string; price_coins: number; default_layer: number };
}

test('a new member signs up and is dressed: skin, starter hair, top, bottom and shoes', async ({ page }) => {
  const username = `dressed_${Date.now().toString(36)}`;
  await page.goto('/signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill('dress-me-1');
  await page.getByLabel('Confirm password').fill('dress-me-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/\?registered=true$/);
  // Once in a CI run the e-mail typed right after the sign-up's navigation was gone by the click
  // ("All fields are required"): sign in again until the form takes it (noted for a closer look).
  await expect(async () => {
    await page.getByLabel('Email').fill(`${username}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('dress-me-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/home$/, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });

  await openWardrobe(page);
  const worn = layers(page);
  await expect(worn).toContainText(STARTER_HAIR);
  await expect(worn).toContainText('Basic Tee');
  await expect(worn).toContainText('Basic Shorts');
  await expect(worn).toContainText('Canvas Sneakers');

  // the profile shows the whole figure, large
  await page.goto(`/profile/${username}`);
  const figure = page.getByRole('img', { name: `${username}'s avatar` });
  await expect
    .poll(() => figure.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBe(210);
});

test('a member saves the look as an outfit and wears it again in one click', async ({ page }) => {
  await newMember(page, 'outfit');
  await openWardrobe(page);
  await page.getByLabel('Outfit name').fill('Picnic');
  await page.getByRole('button', { name: 'Save current look' }).click();
  await expect(page.getByText('Outfit saved!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wear Picnic' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(layers(page)).not.toContainText(STARTER_HAIR);

  // leaving with unsaved changes asks first
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/wardrobe$/);

  await page.getByRole('button', { name: 'Wear Picnic' }).click();
  await expect(layers(page)).toContainText(STARTER_HAIR);
  await expect(page.getByText('Wearing Picnic.')).toBeVisible();
  await page.getByRole('button', { name: 'Save Avatar' }).click();
  await expect(page.getByText('Avatar saved!')).toBeVisible();
  await expectNoSeriousViolations(page, 'the wardrobe with saved outfits');

  // kept across a reload, and deleted in one click
  await page.reload();
  await page.getByRole('button', { name: 'Delete Picnic' }).click();
  await expect(page.getByRole('button', { name: 'Wear Picnic' })).toBeHidden();
  await expect(page.getByText('No saved outfits yet')).toBeVisible();
});

test("a member tries on another member's look and buys what is missing in one step", async ({
  page,
  browser,
}) => {
  // the model buys a top from the shop and wears it
  const modelContext = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
  const modelPage = await modelContext.newPage();
  const model = await newMember(modelPage, 'model');
  const top = await affordableTop(modelPage.request);
  expect((await modelPage.request.post('/api/shop/purchase', { data: { variant_id: top.id } })).ok()).toBe(
    true,
  );
  const saved = await (await modelPage.request.get('/api/user/avatar')).json();
  // the starter tee makes way for the new top (both at the top's default layer)
  const config: Entry[] = saved.config.filter((entry: Entry) => entry.layer !== top.default_layer);
  const worn = await modelPage.request.post('/api/user/avatar', {
    data: {
      config: [...config, { item_variant: top.id, layer: top.default_layer, custom_offset: { x: 0, y: 0 } }],
    },
  });
  expect(worn.ok(), await worn.text()).toBe(true);
  await modelContext.close();

  await newMember(page, 'fan');
  await page.goto(`/profile/${model}`);
  await page.getByRole('button', { name: 'Try this look' }).click();
  const items = page.getByRole('list', { name: 'Items of the look' });
  const line = items.getByRole('listitem').filter({ hasText: top.name });
  await expect(line).toContainText(String(top.price_coins));
  await expect(items.getByRole('listitem').filter({ hasText: STARTER_HAIR })).toContainText('You own it');
  await expect(page.locator('.try-look canvas')).toHaveAttribute('data-state', 'ready');
  await expectNoSeriousViolations(page, "a member's look tried on");

  await page.getByRole('button', { name: 'Buy the missing item…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Buy the look' });
  await expect(confirm).toContainText(top.name);
  await confirm.getByRole('button', { name: 'Buy all' }).click();
  await expect(page.getByText('You bought the look! You are wearing it now.')).toBeVisible();
  await expect(line).toContainText('You own it');
  const mine = await (await page.request.get('/api/user/avatar')).json();
  expect(mine.config.map((entry: Entry) => entry.item_variant)).toContain(top.id);
});

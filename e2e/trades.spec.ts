import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { baseURL, newMember } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// issue 18 §3: a member gifts an item to another, who sees it; two members complete a trade on the
// trade screen, each in their own browser.

interface ShopItem {
  id: number;
  name: string;
  price_coins: number;
  price_gems: number;
  available: boolean;
}

async function member(browser: Browser, prefix: string): Promise<{ page: Page; username: string }> {
  const context = await browser.newContext({ baseURL: baseURL() });
  const page = await context.newPage();
  return { page, username: await newMember(page, prefix) };
}

/** Affordable shop items (coins only, within a new member's 500), cheapest first. */
async function cheapItems(page: Page): Promise<ShopItem[]> {
  const answer = await page.request.get('/api/store/items?sort=price&per_page=100');
  const items = (await answer.json()).items as ShopItem[];
  return items.filter((item) => item.available && item.price_gems === 0 && item.price_coins <= 150);
}

async function buy(page: Page, item: ShopItem) {
  const answer = await page.request.post('/api/shop/purchase', { data: { variant_id: item.id } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

test('a member sends a shop item as a gift with a message, and the other member sees it', async ({
  browser,
}) => {
  const giver = await member(browser, 'giver');
  const friend = await member(browser, 'friend');
  const [item] = await cheapItems(giver.page);

  await giver.page.goto('/shop?sort=price');
  const card = giver.page.getByRole('article', { name: item!.name, exact: true });
  await card.getByRole('button', { name: 'Gift' }).click();
  const dialog = giver.page.getByRole('dialog', { name: `Send ${item!.name} as a gift` });
  await dialog.getByLabel('To (username)').fill(friend.username);
  await dialog.getByLabel('Message (optional)').fill('Happy pixel day!');
  await dialog.getByRole('button', { name: 'Send gift' }).click();
  await expect(dialog.getByText(`You sent ${item!.name} to ${friend.username}.`)).toBeVisible();
  await expectNoSeriousViolations(giver.page, 'the gift dialog');

  await friend.page.goto('/trades');
  const received = friend.page.getByRole('region', { name: 'Gifts received' });
  await expect(received.getByText(`${giver.username} gave you ${item!.name}`)).toBeVisible();
  await expect(received.getByText('Happy pixel day!')).toBeVisible();
  await expectNoSeriousViolations(friend.page, 'the trades page');
  const inventory = await (await friend.page.request.get('/api/user/inventory')).json();
  expect(inventory.items.map((i: { id: number }) => i.id)).toContain(item!.id);
});

test('two members complete a trade on the trade screen', async ({ browser }) => {
  const ann = await member(browser, 'ann');
  const ben = await member(browser, 'ben');
  const [first, second] = await cheapItems(ann.page);
  await buy(ann.page, first!);
  await buy(ben.page, second!);

  await ann.page.goto(`/profile/${ben.username}`);
  await ann.page.getByRole('link', { name: 'Trade' }).click();
  await expect(ann.page.getByRole('heading', { name: `Trade with ${ben.username}` })).toBeVisible();
  await ann.page
    .getByRole('group', { name: /^Your items/ })
    .getByLabel(first!.name)
    .check();
  await ann.page
    .getByRole('group', { name: new RegExp(`^${ben.username}'s items`) })
    .getByLabel(second!.name)
    .check();
  await ann.page.getByLabel('Coins you give').fill('5');
  // both avatars are drawn wearing what they would get
  await expect(
    ann.page.getByRole('img', { name: new RegExp(second!.name.replace(/[()]/g, '\\$&')) }),
  ).toBeVisible();
  await expect(
    ann.page.getByRole('img', { name: new RegExp(first!.name.replace(/[()]/g, '\\$&')) }),
  ).toBeVisible();
  await expectNoSeriousViolations(ann.page, 'a new trade');
  await ann.page.getByRole('button', { name: 'Send offer' }).click();
  await expect(ann.page.getByRole('heading', { name: `Your offer to ${ben.username}` })).toBeVisible();

  await ben.page.goto('/trades');
  await ben.page.getByRole('link', { name: `Offer from ${ann.username}` }).click();
  await expect(
    ben.page.getByRole('img', { name: new RegExp(first!.name.replace(/[()]/g, '\\$&')) }),
  ).toBeVisible();
  await expectNoSeriousViolations(ben.page, 'an open trade');
  await ben.page.getByRole('button', { name: 'Accept trade' }).click();
  await expect(ben.page.getByText('Trade done!')).toBeVisible();
  await expect(ben.page.locator('.page-header').getByText('Done')).toBeVisible();

  const inventory = await (await ben.page.request.get('/api/user/inventory')).json();
  expect(inventory.items.map((i: { id: number }) => i.id)).toContain(first!.id);
  await ann.page.goto('/trades');
  await expect(
    ann.page.getByRole('region', { name: 'Past trades' }).getByText(`Your offer to ${ben.username}`),
  ).toBeVisible();
});

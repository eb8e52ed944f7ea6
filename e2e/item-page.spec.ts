import { newMember } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// issue 18 §2 and §4: item pages, the wishlist, and a shop that fetches every page.

interface StoreItem {
  id: number;
  name: string;
  design_name: string;
}

test('a member opens an item page from the shop, wishlists it and finds it on the account page', async ({
  page,
}) => {
  await newMember(page, 'wish');
  await page.goto('/shop?q=crown');
  await page.getByRole('link', { name: 'Royal Crown' }).first().click();
  await expect(page).toHaveURL(/\/shop\/item\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Royal Crown' })).toBeVisible();
  const itemUrl = new URL(page.url()).pathname;

  // the facts, the item worn by the member's own avatar, and the other colours
  await expect(page.getByText('Limited', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'dana' })).toHaveAttribute('href', '/profile/dana');
  await expect(page.locator('.item-page__figure canvas[data-state="ready"]')).toBeVisible();
  const colours = page.getByRole('region', { name: 'Colours' });
  await expect(colours.getByRole('link')).toHaveCount(3);
  const variant = (await page.locator('.item-page__variant').textContent())!.replace(/Limited$/, '').trim();
  await expect(colours.locator('[aria-current="page"]')).toContainText(variant);

  const wish = page.getByRole('button', { name: /wishlist/ });
  await expect(wish).toHaveAttribute('aria-pressed', 'false');
  await wish.click();
  await expect(wish).toHaveAttribute('aria-pressed', 'true');
  await expect(wish).toHaveText('♥ On your wishlist');

  await page.goto('/account');
  const wishlist = page.locator('section', { has: page.getByRole('heading', { name: 'Wishlist' }) });
  const entry = wishlist.getByRole('link', { name: `Royal Crown (${variant})` });
  await expect(entry).toBeVisible();
  await expect(wishlist.getByText('Available', { exact: true })).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(itemUrl);

  // the button takes it off again
  await page.getByRole('button', { name: /wishlist/ }).click();
  await expect(page.getByRole('button', { name: /wishlist/ })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/account');
  await expect(wishlist.getByText('Nothing on your wishlist yet')).toBeVisible();
});

test('the shop fetches every page of the store and shows items from the later ones', async ({ page }) => {
  // The server answers at most 100 items a page; the demo shop has fewer, so it is made to page by
  // 20 here, and the client must fetch pages 2, 3… to show everything.
  const asked: number[] = [];
  await page.route('**/api/store/items?*', async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('per_page', '20');
    asked.push(Number(url.searchParams.get('page')));
    await route.fulfill({ response: await route.fetch({ url: url.toString() }) });
  });
  const all = (await (await page.request.get('/api/store/items?sort=date&per_page=100')).json()) as {
    items: StoreItem[];
    total: number;
  };
  expect(all.total).toBeGreaterThan(40);

  // the shop's default view comes with its first answer inside the page (page-reads.ts); a view
  // named in the URL is read by the app itself, every page of it
  await page.goto('/shop?sort=date');
  await expect(page.getByText(`${all.total} items`)).toBeVisible();
  expect(asked.sort((a, b) => a - b)).toEqual(
    Array.from({ length: Math.ceil(all.total / 20) }, (_, i) => i + 1),
  );

  // the last page of the grid holds the store's last items, which came from its last page
  const lastPage = Math.ceil(all.total / 12);
  await page.goto(`/shop?page=${lastPage}`);
  const last = all.items.at(-1)!;
  await expect(page.getByRole('article', { name: last.name, exact: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(all.total - (lastPage - 1) * 12);
});

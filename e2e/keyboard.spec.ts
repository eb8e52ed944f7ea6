import type { BrowserContext, Page } from '@playwright/test';
import { MSG } from '../src/common/messages.ts';
import { type Board, type Cell, selectGroup } from '../src/common/tile-tumble/index.ts';
import { createThread, newMember, pageAs } from './support/demo.ts';
import { expectFocusVisible, tabTo } from './support/keyboard.ts';
import { test as base, expect } from './support/test.ts';

// Issue §6: every interactive control is reachable and usable with the keyboard alone, with visible
// focus. Set-up (accounts, threads, designs) goes through the API; the person's part uses only
// page.keyboard. The tests work on their own data, as one fresh member of this file's own.

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

// One sign-up for the whole file: sign-ups are limited to 10 an hour per address, and the e2e suite
// shares that allowance.
const test = base.extend<{ page: Page }, { member: StorageState }>({
  member: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await newMember(await context.newPage(), 'kb');
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
  page: async ({ browser, member }, use, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: member });
    await use(await context.newPage());
    await context.close();
  },
});

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await page.goto('/forum');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // the next Tab continues inside the content, not in the header
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test('forum: reach a category and a thread and post a reply by keyboard', async ({ page }) => {
  const title = unique('Keyboard only');
  await createThread(page, 'community', title, 'Tabbing all the way.');

  await page.goto('/forum');
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Community', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/category\/community$/);

  await tabTo(page, page.getByRole('main').getByRole('link', { name: title }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  const replyBox = page.getByLabel('Your reply', { exact: true });
  await tabTo(page, replyBox, { limit: 120 });
  await page.keyboard.type('Posted without a mouse.');
  // the toolbar works from the keyboard too: select all, then Bold
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('ControlOrMeta+b');
  await expect(replyBox).toHaveValue('**Posted without a mouse.**');
  await tabTo(page, page.getByRole('button', { name: 'Post Reply' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Reply posted successfully!')).toBeVisible();
  await expect(page.locator('.post-card strong', { hasText: 'Posted without a mouse.' })).toBeVisible();

  // and back up the page with Shift+Tab to the editor
  await tabTo(page, replyBox, { backwards: true });
});

test('header: the account menu and theme toggle work by keyboard', async ({ browser }) => {
  const page = await pageAs(browser, 'alice');
  await page.goto('/home');
  const menu = page.getByRole('button', { name: 'Account menu' });
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, page.getByRole('link', { name: 'My Posts' }));
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  const theme = await page.locator('html').getAttribute('data-theme');
  await tabTo(page, page.getByRole('button', { name: /theme/i }), { backwards: true });
  await page.keyboard.press('Space');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', theme ?? 'light');
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme ?? 'light');
  await page.context().close();
});

test('shop: Try On and Buy an item by keyboard', async ({ page }) => {
  const { coins } = (await (await page.request.get('/api/whoami')).json()) as { coins: number };
  const answer = await page.request.get('/api/store/items?sort=price&per_page=24');
  const items = (await answer.json()).items as { name: string; design_name: string; price_coins: number }[];
  const item = items.find((i) => i.price_coins > 0 && i.price_coins <= coins)!;
  expect(item, 'an item a new member can afford').toBeTruthy();

  await page.goto(`/shop?q=${encodeURIComponent(item.design_name)}`);
  const card = page.getByRole('article', { name: item.name, exact: true });
  const tryOn = card.getByRole('button', { name: 'Try On' });
  await tabTo(page, tryOn);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Try On: ${item.name}` });
  await expect(dialog).toBeVisible();
  // focus moves into the modal, and Tab never reaches the page behind it (past its last button the
  // browser's own toolbar takes focus, which leaves the document's focus on <body>)
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate(
      (d) => d.contains(document.activeElement) || document.activeElement === document.body,
    );
    expect(inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(tryOn).toBeFocused();

  const buy = card.getByRole('button', { name: 'Buy' });
  await tabTo(page, buy);
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Already Owned' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Your balance:' })).toBeVisible();
});

async function layerOrder(page: Page): Promise<string[]> {
  const labels = await page
    .getByRole('list', { name: 'Layers, front first' })
    .getByRole('button', { name: /^Reorder / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Reorder /, ''));
}

test('wardrobe: reorder the layer list and save by keyboard', async ({ page }) => {
  await page.goto('/wardrobe');
  await expect(page.getByRole('img', { name: /^Avatar wearing / })).toHaveAttribute('data-state', 'ready');
  const order = await layerOrder(page);
  expect(order.length).toBeGreaterThanOrEqual(2);
  const [front, second] = order as [string, string];

  const handle = page.getByRole('button', { name: `Reorder ${front}` });
  await tabTo(page, handle);
  // Alt+Arrow Down: one place back at once
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(() => layerOrder(page)).toEqual([second, front, ...order.slice(2)]);
  await expect(handle).toBeFocused();
  // the drag handle's keyboard drag: Space picks up, Arrow Up moves, Space drops
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // The screen-reader announcement says where it would land; dropping before that drops in place. A
  // key pressed while the list is still being measured after the pick-up moves nothing (a busy
  // machine), so Arrow Up is pressed until it is announced: at the top, another press stays there.
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(`${front} is over position 1 of ${order.length}.`)).toBeAttached({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Space');
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => layerOrder(page)).toEqual(order);
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(() => layerOrder(page)).toEqual([second, front, ...order.slice(2)]);

  // a skin tone is a radio group: arrows pick within it
  const skins = page.getByRole('group', { name: 'Skin tone' }).getByRole('radio');
  await tabTo(page, skins.and(page.locator(':checked')));
  await page.keyboard.press('ArrowRight');
  await expectFocusVisible(page);

  await tabTo(page, page.getByRole('button', { name: 'Save Avatar' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Avatar saved!')).toBeVisible();
  await page.reload();
  await expect.poll(() => layerOrder(page)).toEqual([second, front, ...order.slice(2)]);
});

/** A one-sprite PNG sheet drawn in the page. */
async function sheet(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 210;
    canvas.height = 340;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2f8f6b';
    context.fillRect(60, 20, 90, 30);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test('design review: reach Reject and Approve by keyboard', async ({ page, browser }) => {
  const name = unique('Key Cap');
  const upload = await page.request.post('/api/designs/upload', {
    multipart: {
      name,
      category: 'accessory',
      sprite_width: '210',
      sprite_height: '340',
      is_body_mod: 'false',
      body_mod_tags: '[]',
      variants: JSON.stringify([{ name: 'Mint', price_coins: 40, price_gems: 0 }]),
      file: { name: 'sheet.png', mimeType: 'image/png', buffer: await sheet(page) },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { design_id } = (await upload.json()) as { design_id: number };
  expect((await page.request.post('/api/workflow/start', { data: { design_id } })).ok()).toBe(true);

  const dora = await pageAs(browser, 'dora');
  await dora.goto('/design-review');
  const card = dora.getByRole('listitem', { name, exact: true });
  await expect(card).toBeVisible();

  // Reject opens its form; Escape leaves it without rejecting
  await tabTo(dora, card.getByRole('button', { name: 'Reject' }), { limit: 150 });
  await dora.keyboard.press('Enter');
  const rejectDialog = dora.getByRole('dialog', { name: `Reject ${name}` });
  await expect(rejectDialog).toBeVisible();
  await tabTo(dora, rejectDialog.getByLabel('Reason'));
  await dora.keyboard.press('Escape');
  await expect(rejectDialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Reject' })).toBeFocused();

  // Approve asks first; its confirm button is reached by Tab inside the dialog
  await tabTo(dora, card.getByRole('button', { name: 'Approve' }), { backwards: true });
  await dora.keyboard.press('Enter');
  const confirm = dora.getByRole('dialog', { name: 'Approve this design?' });
  await expect(confirm).toBeVisible();
  await tabTo(dora, confirm.getByRole('button', { name: 'Approve' }), { limit: 5 });
  await dora.keyboard.press('Enter');
  await expect(dora.getByText(MSG.designApproved)).toBeVisible();
  await dora.context().close();
});

function anyMove(board: Board): Cell {
  for (let row = 9; row >= 0; row--)
    for (let col = 0; col < 10; col++) if (selectGroup(board, [row, col]).length >= 2) return [row, col];
  throw new Error('no move on the board');
}

test('Tile Tumble: tab to the board, move the cursor and play', async ({ page }) => {
  const started = await page.request.post('/api/games/tiletumble/start', { data: { seed: 4242 } });
  const { board } = ((await started.json()) as { session_data: { board: Board } }).session_data;
  const [row, col] = anyMove(board);

  await page.goto('/games/tile-tumble');
  const canvas = page.getByRole('application', { name: /Tile Tumble board/ });
  await tabTo(page, canvas);
  // the cursor starts at the bottom-left corner and shows on the first arrow key
  await page.keyboard.press('ArrowUp');
  for (let r = 9; r > row; r--) await page.keyboard.press('ArrowUp');
  for (let c = 0; c < col; c++) await page.keyboard.press('ArrowRight');
  await expect(canvas).toHaveAttribute('aria-label', new RegExp(`row ${row + 1}, column ${col + 1}`));
  const response = page.waitForResponse((r) => r.url().endsWith('/api/games/tiletumble/move'));
  await page.keyboard.press('Enter');
  expect(((await (await response).json()) as { session_data: { moves: number } }).session_data.moves).toBe(1);
  await expect(page.getByTestId('tt-moves')).toHaveText('1');
  await expect(canvas).toBeFocused();
});

import type { Browser, Page } from '@playwright/test';
import { MSG } from '../src/common/messages.ts';
import { newMember, pageAs } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// Each test works with its own fresh member and its own design, so demo counts never matter.

/** PNG sprites drawn in the page: a cap of the given colour on a transparent 210×340 canvas. */
async function sprites(page: Page, colours: string[], width = 210, height = 340): Promise<Buffer[]> {
  const encoded = await page.evaluate(
    async ({ colours, width, height }) =>
      Promise.all(
        colours.map(async (colour) => {
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          const context = canvas.getContext('2d')!;
          context.fillStyle = colour;
          context.fillRect(60, 20, 90, 30);
          context.fillRect(50, 45, 110, 10);
          const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
          const bytes = new Uint8Array(await blob.arrayBuffer());
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          return btoa(binary);
        }),
      ),
    { colours, width, height },
  );
  return encoded.map((base64) => Buffer.from(base64, 'base64'));
}

const designCard = (page: Page, name: string) => page.getByTestId('design-card').filter({ hasText: name });
const reviewCard = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

async function approveAs(browser: Browser, who: string, name: string): Promise<void> {
  const page = await pageAs(browser, who);
  await page.goto('/design-review');
  await expect(page.getByRole('tab', { name: /Pending Review/ })).toHaveAttribute('aria-selected', 'true');
  const card = reviewCard(page, name);
  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this design?' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(MSG.designApproved)).toBeVisible();
  await page.context().close();
}

test('a member builds a sheet, submits and places a design, the Design Team approves it and it sells', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await newMember(page, 'st');
  const name = `Comet Cap ${Date.now().toString(36)}`;

  // Sprite Sheet Builder: three sprites upload one by one, then build into one sheet
  await page.goto('/design-studio');
  await page.getByRole('tab', { name: 'Sprite Sheet Builder' }).click();
  const [blue, red, green] = await sprites(page, ['#2f6bd8', '#d8402f', '#2fa84f']);
  await page.getByLabel('Sprite images').setInputFiles([
    { name: 'blue.png', mimeType: 'image/png', buffer: blue! },
    { name: 'red.png', mimeType: 'image/png', buffer: red! },
    { name: 'green.png', mimeType: 'image/png', buffer: green! },
  ]);
  const items = page.getByTestId('builder-item');
  await expect(items).toHaveCount(3);
  await expect(items.filter({ hasText: 'Uploaded' })).toHaveCount(3);
  await expect(items.first()).toContainText('210×340');
  await page.getByRole('button', { name: 'Move green.png up' }).click();
  await expect(items.nth(1)).toContainText('green.png');
  await page.getByRole('button', { name: 'Build Sprite Sheet' }).click();
  await expect(page.getByRole('img', { name: 'Built sprite sheet' })).toBeVisible();
  await expect(page.getByText('3 sprites of 210×340')).toBeVisible();
  await page.getByRole('button', { name: 'Use this sheet' }).click();

  // Submit Design: the built sheet and its three variants are in the form
  await expect(page.getByRole('tab', { name: 'Submit Design' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Sheet ready')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Design' })).toBeHidden();
  await page.getByLabel('Design name').fill(name);
  await page.getByLabel('Category').selectOption('hair');
  await expect(page.getByLabel('Variant 3 name')).toHaveValue('Variant 3');
  await page.getByLabel('Variant 1 name').fill('Blue');
  await page.getByLabel('Variant 2 name').fill('Green');
  await page.getByLabel('Variant 3 name').fill('Red');
  await expect(page.getByLabel('Variant 1 layer')).toHaveValue('10');
  await page.getByLabel('Variant 1 price in coins').fill('120');
  await page.getByRole('button', { name: 'Submit Design' }).click();
  await expect(page.getByText(MSG.designSubmitted)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Designs' })).toHaveAttribute('aria-selected', 'true');
  const card = designCard(page, name);
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();

  // Edit & Position: nudge the cap and save
  await card.getByRole('button', { name: 'Edit & Position' }).click();
  await expect(page.getByRole('heading', { name: `Edit & Position: ${name}` })).toBeVisible();
  await expect(page.getByTestId('position-stage').getByRole('img')).toHaveAttribute('data-state', 'ready');
  await page.getByRole('button', { name: 'Move right' }).click();
  await page.getByRole('button', { name: 'Move right' }).click();
  await page.getByRole('button', { name: 'Move down' }).click();
  await expect(page.getByLabel('X', { exact: true })).toHaveValue('2');
  await expect(page.getByLabel('Y', { exact: true })).toHaveValue('1');
  await page.getByRole('button', { name: 'Save Positions' }).click();
  await expect(page.getByText(MSG.designPositionsUpdated)).toBeVisible();
  await page.getByRole('button', { name: '← Back to My Designs' }).click();

  // Submit for Review lands on the discussion thread
  await designCard(page, name).getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page).toHaveURL(/\/thread\/design-discussions\//);
  const threadUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  // issue 18 §4: the success message comes along and stays until dismissed
  const submitted = page.getByText(MSG.designSubmittedForReview);
  await expect(submitted).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(submitted).toBeHidden();

  // the studio now shows it pending with 0/3 approvals and a link to the thread
  await page.goto('/design-studio');
  await expect(designCard(page, name).getByText('Pending review')).toBeVisible();
  await expect(designCard(page, name).getByText('0/3 approvals')).toBeVisible();
  await expect(
    designCard(page, name).getByRole('link', { name: 'View discussion thread →' }),
  ).toHaveAttribute('href', threadUrl);

  // the creator's own design offers no review buttons to them... and three team members approve it
  for (const reviewer of ['dana', 'dave', 'dora']) await approveAs(browser, reviewer, name);

  await page.goto(threadUrl);
  for (const n of [1, 2, 3]) await expect(page.getByText(`(${n}/3)`)).toBeVisible();
  await expect(page.getByText('Published.')).toBeVisible();

  await page.goto('/design-studio');
  await expect(designCard(page, name).getByText('Approved', { exact: true })).toBeVisible();

  // on sale: find it in the shop and buy it
  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  const item = page.getByRole('article', { name: `${name} (Blue)`, exact: true });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Buy' }).click();
  await expect(item.getByRole('button', { name: 'Already Owned' })).toBeDisabled();

  // and wear it
  await page.goto('/wardrobe');
  const owned = page.getByRole('article', { name: `${name} (Blue)`, exact: true });
  await owned.getByRole('button', { name: 'Wear' }).click();
  await expect(owned.getByRole('button', { name: 'Remove' })).toBeVisible();
});

test('a reviewer needs a reason and feedback to reject; the creator reads it and resets to draft', async ({
  page,
  browser,
}) => {
  await newMember(page, 'st');
  const name = `Odd Socks ${Date.now().toString(36)}`;
  const [sheet] = await sprites(page, ['#aa33cc']);
  const upload = await page.request.post('/api/designs/upload', {
    multipart: {
      name,
      category: 'shoes',
      sprite_width: '210',
      sprite_height: '340',
      is_body_mod: 'false',
      body_mod_tags: '[]',
      variants: JSON.stringify([{ name: 'Purple', price_coins: 50, price_gems: 0 }]),
      file: { name: 'sheet.png', mimeType: 'image/png', buffer: sheet! },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { design_id } = (await upload.json()) as { design_id: number };
  expect((await page.request.post('/api/workflow/start', { data: { design_id } })).ok()).toBe(true);

  const dave = await pageAs(browser, 'dave');
  await dave.goto('/design-review');
  const card = reviewCard(dave, name);
  await expect(card.getByText('0/3 approvals')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Discussion thread →' })).toBeVisible();
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = dave.getByRole('dialog', { name: `Reject ${name}` });
  await dialog.getByRole('button', { name: 'Reject Design' }).click();
  await expect(dialog.getByText(MSG.reasonAndFeedback)).toBeVisible();
  await dialog.getByLabel('Reason').selectOption('technical');
  await dialog.getByLabel('Feedback for the creator').fill('The socks float above the feet; move them down.');
  await dialog.getByLabel('Internal note (optional)').fill('Nice palette.');
  await dialog.getByRole('button', { name: 'Reject Design' }).click();
  await expect(dave.getByText(MSG.designRejected)).toBeVisible();
  await expect(reviewCard(dave, name)).toBeHidden();
  await dave.getByRole('tab', { name: 'All Submissions' }).click();
  await expect(reviewCard(dave, name).getByText('Rejected', { exact: true })).toBeVisible();
  await dave.context().close();

  await page.goto('/design-studio');
  const mine = designCard(page, name);
  await expect(mine.getByText('The socks float above the feet')).toBeVisible();
  await mine.getByRole('button', { name: 'Reset to Draft' }).click();
  await page
    .getByRole('dialog', { name: 'Reset to draft?' })
    .getByRole('button', { name: 'Reset to Draft' })
    .click();
  await expect(page.getByText(MSG.designReset)).toBeVisible();
  await expect(mine.getByText('Draft', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Submit for Review' })).toBeVisible();
});

test('a reviewer who already approved sees so; members and visitors are kept out', async ({
  page,
  browser,
}) => {
  // demo data: dana approved Bob's Garden Clips
  const dana = await pageAs(browser, 'dana');
  await dana.goto('/design-review');
  await expect(reviewCard(dana, "Bob's Garden Clips").getByText(MSG.alreadyReviewed)).toBeVisible();
  await expect(reviewCard(dana, "Bob's Garden Clips").getByRole('button', { name: 'Approve' })).toBeHidden();
  await dana.context().close();

  const alice = await pageAs(browser, 'alice');
  await alice.goto('/design-review');
  await expect(alice.getByText(MSG.designTeamOnly)).toBeVisible();
  await expect(alice.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/home');
  await alice.context().close();

  await page.goto('/design-studio');
  await expect(page.getByRole('heading', { name: 'Sign in to design' })).toBeVisible();
});

test("My Designs keeps each sheet's box while the sheets load, so the list does not move", async ({
  browser,
}) => {
  // demo data: dana drew the house designs
  const dana = await pageAs(browser, 'dana');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await dana.route('**/api/designs/*/sprite.png*', async (route) => {
    await held;
    await route.continue();
  });
  await dana.goto('/design-studio');
  const card = designCard(dana, 'Flower Clip');
  await expect(card).toBeVisible();
  const before = await card.boundingBox();

  release();
  const sheet = card.getByRole('img', { name: 'Flower Clip sprite sheet' });
  await expect
    .poll(() => sheet.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(210);
  expect(await card.boundingBox()).toEqual(before);
  await dana.context().close();
});

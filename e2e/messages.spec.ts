import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { newMember, pageAs } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// issue 17 §8 and §9: a private conversation between two members, live; ignoring collapses posts.

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function unreadOf(page: Page): Promise<number> {
  const answer = await page.request.get('/api/messages/unread');
  return ((await answer.json()) as { unread_conversations: number }).unread_conversations;
}

test('alice writes to bob; bob sees the unread count live, opens it and replies; alice sees it live', async ({
  browser,
}) => {
  const alice = await pageAs(browser, 'alice');
  const bob = await pageAs(browser, 'bob');
  const title = unique('Sprite swap');

  // bob is on the site, his header's envelope showing what he has not read yet
  await bob.goto('/home');
  const before = await unreadOf(bob);
  const envelope = bob.locator('.site-header').getByRole('link', { name: /^Messages/ });
  await expect(envelope).toBeVisible();

  // alice starts the conversation from bob's profile
  await alice.goto('/profile/bob');
  await alice.getByRole('link', { name: 'Send message' }).click();
  await expect(alice).toHaveURL(/\/messages\/new\?to=bob$/);
  await expect(alice.getByLabel('To', { exact: true })).toHaveValue('bob');
  await alice.getByLabel('Title', { exact: true }).fill(title);
  await alice.getByLabel('Message', { exact: true }).fill('Hi Bob, want to swap **sprites**?');
  // images are uploaded from the editor as in posts
  const sprite = await sharp({
    create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 128, b: 255, alpha: 1 } },
  })
    .png()
    .toBuffer();
  await alice.getByLabel('Message image file').setInputFiles({
    name: 'swap.png',
    mimeType: 'image/png',
    buffer: sprite,
  });
  await expect(alice.getByLabel('Message', { exact: true })).toHaveValue(/!\[swap\]\(\/api\/uploads\/\d+\)/);
  await alice.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(alice).toHaveURL(/\/messages\/\d+$/);
  await expect(alice.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(alice.getByRole('listitem', { name: 'Message by alice' })).toContainText(
    'want to swap sprites',
  );
  await expect(
    alice.getByRole('listitem', { name: 'Message by alice' }).locator('img[alt="swap"]'),
  ).toBeVisible();

  // bob's envelope counts it without a reload
  await expect(envelope).toHaveAccessibleName(`Messages (${before + 1} unread)`, { timeout: 15_000 });

  // bob opens his inbox and the conversation, marked unread
  await envelope.click();
  await expect(bob).toHaveURL(/\/messages$/);
  const row = bob.locator('.inbox-item', { hasText: title });
  await expect(row).toHaveClass(/inbox-item--unread/);
  await row.getByRole('link', { name: title }).click();
  await expect(bob.getByRole('listitem', { name: 'Message by alice' })).toContainText('want to swap sprites');
  await expect(bob.locator('.message strong', { hasText: 'sprites' })).toBeVisible();
  await expect(envelope).toHaveAccessibleName(before ? `Messages (${before} unread)` : 'Messages');

  // bob replies; alice, still on the conversation, sees it arrive
  await bob.getByLabel('Reply', { exact: true }).fill('Deal! Sending my *forest* set.');
  await bob.getByRole('button', { name: 'Send reply' }).click();
  await expect(bob.getByRole('listitem', { name: 'Message by bob' })).toContainText('Sending my forest set');
  await expect(bob.getByLabel('Reply', { exact: true })).toHaveValue('');
  await expect(alice.getByRole('listitem', { name: 'Message by bob' })).toContainText(
    'Sending my forest set',
    {
      timeout: 15_000,
    },
  );
});

test('a member who ignores alice sees her posts collapsed until asking for them', async ({ browser }) => {
  const page = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await newMember(page, 'ign');

  await page.goto('/profile/alice');
  await page.getByRole('button', { name: 'Ignore', exact: true }).click();
  await expect(page.getByText('You now ignore alice.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unignore', exact: true })).toBeVisible();

  await page.goto('/thread/community/introduce-yourself');
  const collapsed = page.getByRole('article', { name: 'Post by a member you ignore' }).first();
  await expect(collapsed).toBeVisible();
  await expect(page.getByText('I like pixel art, tea and puzzle games')).toHaveCount(0);
  await collapsed.getByRole('button', { name: /Post by a member you ignore/ }).click();
  await expect(page.getByText('I like pixel art, tea and puzzle games')).toBeVisible();
  // bob's posts are not affected
  await expect(page.getByRole('article', { name: 'Post by bob' }).first()).toBeVisible();

  // the account page lists alice with a way back
  await page.goto('/account');
  await expect(page.getByRole('link', { name: 'alice' })).toBeVisible();
  await page.getByRole('button', { name: 'Unignore alice' }).click();
  await expect(page.getByText('You ignore nobody.')).toBeVisible();
});

// Screenshots for review (light, dark, 375 px): SCREENSHOTS=<dir> npx playwright test e2e/messages.spec.ts
test('screenshots of the inbox and a conversation', async ({ browser }) => {
  test.skip(!process.env.SCREENSHOTS, 'screenshots only when asked for');
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      const page = await pageAs(browser, 'alice');
      await page.addInitScript((stored) => localStorage.setItem('cito.theme', stored), theme);
      await page.setViewportSize({ width, height: 900 });
      for (const [name, url, ready] of [
        ['inbox', '/messages', '.inbox-item'],
        ['conversation', '/messages/1', '.message'],
        ['compose', '/messages/new?to=bob', 'textarea'],
        ['profile', '/profile/bob', '.profile-actions'],
      ] as const) {
        await page.goto(url);
        await expect(page.locator(ready).first()).toBeVisible();
        await page.screenshot({
          path: `${process.env.SCREENSHOTS}/${name}-${theme}-${width}.png`,
          fullPage: true,
        });
      }
      await page.context().close();
    }
  }
});

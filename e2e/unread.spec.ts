import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { createThread, newMember, pageAs } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// issue 17 §5: unread marks in the category list, the jump to the first unread post on a later page,
// and "Mark all as read".

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const SHOTS = process.env.UNREAD_SHOTS ?? 'test-results/unread-shots';

async function replyMany(page: Page, threadId: number, count: number): Promise<void> {
  for (let i = 1; i <= count; i++) {
    const answer = await page.request.post(`/api/thread/${threadId}/reply`, {
      data: { text: `Reply number ${i}` },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
}

test('a member lands on the first unread post on page 2, and marking all read clears the badges', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const alice = await pageAs(browser, 'alice');
  const title = unique('Long palette thread');
  const thread = await createThread(alice, 'community', title, 'Post your palettes, one a reply.');
  // 104 replies: page 1 holds the opening post and 99 replies, page 2 the last 5.
  await replyMany(alice, thread.id, 104);
  const page2 = (await (await alice.request.get(`/api/thread/${thread.id}?page=2`)).json()) as {
    posts: { id: number }[];
  };
  const firstOnPage2 = page2.posts[0]!.id;

  const member = await (await browser.newContext()).newPage();
  await newMember(member, 'reader');
  // A thread never opened is new.
  await member.goto('/category/community');
  const row = member.locator('.thread-row', { hasText: title });
  await expect(row.locator('.unread-badge')).toHaveText(/New/);

  // Reading page 1 leaves the 5 replies of page 2 unread.
  await row.getByRole('link', { name: title }).click();
  await expect(member.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(member.locator('.post-card').first()).toBeVisible();
  await member.getByRole('link', { name: 'Community' }).first().click();
  await expect(row.locator('.unread-badge')).toHaveText(/5 new/, { timeout: 15_000 });
  await expect(row.locator('.unread-badge')).toHaveAttribute('title', '5 unread posts');

  // Opening it from the list lands on page 2, scrolled to the first unread post.
  await row.getByRole('link', { name: title }).click();
  await expect(member).toHaveURL(new RegExp(`\\?page=2#post-${firstOnPage2}$`));
  const target = member.locator(`#post-${firstOnPage2}`);
  await expect(target).toBeInViewport();

  // Back in the list, the thread is read.
  await member.getByRole('link', { name: 'Community' }).first().click();
  await expect(row).toBeVisible();
  await expect(row.locator('.unread-badge')).toHaveCount(0);

  // A new reply and a new thread show up unread again...
  await replyMany(alice, thread.id, 1);
  const other = unique('Fresh sprites');
  await createThread(alice, 'community', other, 'Look at these.');
  await member.reload();
  await expect(row.locator('.unread-badge')).toHaveText(/1 new/);
  const otherRow = member.locator('.thread-row', { hasText: other });
  await expect(otherRow.locator('.unread-badge')).toHaveText(/New/);
  await expectNoSeriousViolations(member, 'category list with unread badges');

  // Screenshots of the list with its badges: light, dark, and a phone's width.
  mkdirSync(SHOTS, { recursive: true });
  const list = member.locator('.thread-list');
  for (const theme of ['light', 'dark'] as const) {
    await member.evaluate((value) => localStorage.setItem('cito.theme', value), theme);
    await member.reload();
    await expect(member.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(otherRow.locator('.unread-badge')).toBeVisible();
    await member.screenshot({ path: `${SHOTS}/category-${theme}.png` });
    await expectNoSeriousViolations(member, 'category list with unread badges');
  }
  await member.setViewportSize({ width: 375, height: 800 });
  await expect(otherRow.locator('.unread-badge')).toBeVisible();
  await member.screenshot({ path: `${SHOTS}/category-375-dark.png`, fullPage: false });
  await member.evaluate(() => localStorage.setItem('cito.theme', 'light'));
  await member.reload();
  await expect(list).toBeVisible();
  await member.screenshot({ path: `${SHOTS}/category-375-light.png`, fullPage: false });
  await member.setViewportSize({ width: 1280, height: 800 });

  // "Mark all as read" clears every badge of the category, by keyboard.
  const markRead = member.getByRole('button', { name: 'Mark all as read' });
  await markRead.focus();
  await member.keyboard.press('Enter');
  await expect(member.getByRole('status').filter({ hasText: 'marked as read' })).toHaveCount(1);
  await expect(list.locator('.unread-badge')).toHaveCount(0);
  await member.reload();
  await expect(otherRow).toBeVisible();
  await expect(list.locator('.unread-badge')).toHaveCount(0);

  // Visitors see no marks.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/category/community');
  await expect(visitor.locator('.thread-row', { hasText: other })).toBeVisible();
  await expect(visitor.locator('.unread-badge')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
});

import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { baseURL, newMember } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// issue 19 §2: one member befriends another from their profile, who accepts on the friends page;
// both then see each other as friends, on the profile and on /friends.

async function member(browser: Browser, prefix: string): Promise<{ page: Page; username: string }> {
  const context = await browser.newContext({ baseURL: baseURL() });
  const page = await context.newPage();
  return { page, username: await newMember(page, prefix) };
}

test('one member befriends another, who accepts', async ({ browser }) => {
  const ann = await member(browser, 'fa');
  const ben = await member(browser, 'fb');

  // Ben waits on his friends page: the request arrives live.
  await ben.page.goto('/friends');
  const requests = ben.page.getByRole('region', { name: /^Friend requests/ });
  await expect(requests.getByText('No friend requests right now.')).toBeVisible();
  await expect(ben.page.getByText('No friends yet')).toBeVisible();
  // his live stream is open before Ann asks (an event is not replayed to a stream opened after it)
  await expect(ben.page.locator('[data-live-state]')).toHaveAttribute('data-live-state', 'connected');

  await ann.page.goto(`/profile/${ben.username}`);
  // Keyboard: the button is reached and pressed without a mouse.
  const add = ann.page.getByRole('button', { name: 'Add Friend' });
  await add.focus();
  await ann.page.keyboard.press('Enter');
  await expect(ann.page.getByText('Requested', { exact: true })).toBeVisible();
  await expect(ann.page.getByText('Friend request sent.')).toBeVisible();

  await expect(requests.getByRole('link', { name: ann.username })).toBeVisible();
  await expectNoSeriousViolations(ben.page, 'the friends page with a request');
  // Ann's stream opens a second after her page (spec 1 §4): it must be open before Ben answers.
  await expect(ann.page.locator('[data-live-state]')).toHaveAttribute('data-live-state', 'connected');
  await requests.getByRole('button', { name: 'Accept request' }).click();
  await expect(ben.page.getByText('You are now friends.')).toBeVisible();
  const bensFriends = ben.page.getByRole('region', { name: /^Your friends/ });
  await expect(bensFriends.getByRole('link', { name: ann.username })).toBeVisible();

  // Ann's open profile of Ben follows the acceptance live.
  await expect(ann.page.locator('.profile-actions').getByText('Friends', { exact: true })).toBeVisible();
  const friendsSection = ann.page.locator('#friends');
  await expect(friendsSection.getByText('1 friend', { exact: true })).toBeVisible();
  await expect(friendsSection.getByRole('link', { name: ann.username })).toBeVisible();

  await ann.page.goto('/friends');
  await expect(
    ann.page.getByRole('region', { name: /^Your friends/ }).getByRole('link', { name: ben.username }),
  ).toBeVisible();
  await ben.page.goto(`/profile/${ann.username}`);
  await expect(ben.page.locator('.profile-actions').getByText('Friends', { exact: true })).toBeVisible();
  await expect(ben.page.locator('#friends').getByRole('link', { name: ben.username })).toBeVisible();
});

test('the friends page finds members to befriend, and fits a phone', async ({ browser }) => {
  const cat = await member(browser, 'fc');
  const dan = await member(browser, 'fd');
  await cat.page.setViewportSize({ width: 375, height: 800 });
  await cat.page.goto('/friends');
  await cat.page.getByLabel('Username').fill(dan.username);
  const found = cat.page.getByRole('list', { name: 'Members found' });
  await expect(found.getByRole('link', { name: dan.username })).toBeVisible();
  await found.getByRole('button', { name: 'Add Friend' }).click();
  const sent = cat.page.getByRole('region', { name: /^Sent requests/ });
  await expect(sent.getByRole('link', { name: dan.username })).toBeVisible();
  expect(await cat.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousViolations(cat.page, 'the friends page at 375 px');

  await sent.getByRole('button', { name: `Withdraw your friend request to ${dan.username}` }).click();
  await expect(cat.page.getByText('Friend request withdrawn.')).toBeVisible();
  await expect(sent.getByText('No requests of yours are waiting for an answer.')).toBeVisible();
});

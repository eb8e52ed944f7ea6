import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

// Live updates in the browser: notifications, the online count and 'Connection lost' (spec 1 §4, §8).

function baseURL(): string {
  return test.info().project.use.baseURL!;
}

/** A page signed in through the API (sign-ins are rate limited, so each user signs in once). */
async function pageAs(browser: Browser, who: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL() });
  const page = await context.newPage();
  const login = await page.request.post('/api/login', {
    data: { email: `${who}@cito.test`, password: 'demo1234' },
  });
  expect(login.ok()).toBe(true);
  return { context, page };
}

const liveState = (page: Page) => page.locator('[data-live-state]');

/** A new thread by `author` in the Community category. */
async function communityThread(author: Page, title: string, text: string) {
  const categories = (await (await author.request.get('/api/categories')).json()) as {
    id: number;
    slug: string;
  }[];
  const community = categories.find((c) => c.slug === 'community')!;
  const created = await author.request.post(`/api/category/${community.id}/post`, { data: { title, text } });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: number; slug: string; category_slug: string };
}

test('a subscriber sees a reply in the bell and follows it to the post', async ({ browser }) => {
  const alice = await pageAs(browser, 'alice');
  const bob = await pageAs(browser, 'bob');
  const title = `Live palettes ${Date.now().toString(36)}`;
  const thread = await communityThread(alice.page, title, 'Which palette do you use?');
  expect((await bob.page.request.post(`/api/thread/${thread.id}/subscribe`)).ok()).toBe(true);

  await bob.page.goto('/forum');
  await expect(liveState(bob.page)).toHaveAttribute('data-live-state', 'connected');
  await expect(bob.page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  const reply = await alice.page.request.post(`/api/thread/${thread.id}/reply`, {
    data: { text: 'Endesga 32!' },
  });
  expect(reply.ok()).toBe(true);

  const bell = bob.page.getByRole('button', { name: 'Notifications (1 unread)' });
  await expect(bell).toBeVisible();
  await expect(bell).toContainText('1');
  await bell.click();
  const item = bob.page.getByRole('link', { name: `New reply in "${title}"` });
  await expect(item).toBeVisible();
  await item.click();

  await expect(bob.page).toHaveURL(new RegExp(`/thread/${thread.category_slug}/${thread.slug}#post-\\d+$`));
  await expect(bob.page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(bob.page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // the list is kept on the device: after a reload it is still there, read
  await bob.page.reload();
  await bob.page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(bob.page.getByRole('link', { name: `New reply in "${title}"` })).toBeVisible();

  await alice.context.close();
  await bob.context.close();
});

test('a reply, an edit and a delete appear in an open thread without a reload', async ({ browser }) => {
  const alice = await pageAs(browser, 'alice');
  const bob = await pageAs(browser, 'bob');
  const title = `Live thread ${Date.now().toString(36)}`;
  const thread = await communityThread(alice.page, title, 'Watch this space.');

  const joined = bob.page.waitForResponse((r) => r.url().endsWith('/join') && r.status() === 200);
  await bob.page.goto(`/thread/${thread.category_slug}/${thread.slug}`);
  await joined;
  await expect(bob.page.getByRole('heading', { name: title })).toBeVisible();
  await expect(liveState(bob.page)).toHaveAttribute('data-live-state', 'connected');
  const reloads: string[] = [];
  bob.page.on('framenavigated', (frame) => frame === bob.page.mainFrame() && reloads.push(frame.url()));

  const reply = await alice.page.request.post(`/api/thread/${thread.id}/reply`, {
    data: { text: 'Hello from Alice, live!' },
  });
  const replyId = ((await reply.json()) as { id: number }).id;
  await expect(bob.page.getByText('Hello from Alice, live!')).toBeVisible();

  await alice.page.request.post(`/api/post/${replyId}/edit`, { data: { text: 'Hello again, edited live.' } });
  await expect(bob.page.getByText('Hello again, edited live.')).toBeVisible();

  await alice.page.request.post(`/api/post/${replyId}/delete`);
  await expect(bob.page.getByText('Hello again, edited live.')).toHaveCount(0);
  expect(reloads).toEqual([]);
  await alice.context.close();
  await bob.context.close();
});

test('a reply posted while the page was opening its live stream still appears (issue 15 §1)', async ({
  browser,
}) => {
  const alice = await pageAs(browser, 'alice');
  const bob = await pageAs(browser, 'bob');
  const title = `Between read and stream ${Date.now().toString(36)}`;
  const thread = await communityThread(alice.page, title, 'Who is reading?');

  // Bob's stream is held back until Alice has replied: the reply falls between Bob's page reading
  // the thread and his stream opening, the second the spec waits before connecting.
  let replied: () => void = () => undefined;
  const replyPosted = new Promise<void>((resolve) => {
    replied = resolve;
  });
  await bob.page.route(
    (url) => url.pathname === '/api/events',
    async (route) => {
      await replyPosted;
      await route.continue();
    },
  );
  await bob.page.goto(`/thread/${thread.category_slug}/${thread.slug}`);
  await expect(bob.page.getByRole('article', { name: 'Post by alice' })).toContainText('Who is reading?');
  const reply = await alice.page.request.post(`/api/thread/${thread.id}/reply`, {
    data: { text: 'Me, a moment ago!' },
  });
  expect(reply.ok()).toBe(true);
  replied();

  await expect(liveState(bob.page)).toHaveAttribute('data-live-state', 'connected');
  await expect(bob.page.getByRole('article', { name: 'Post by alice' }).nth(1)).toContainText(
    'Me, a moment ago!',
  );
  await expect(bob.page.getByText('Me, a moment ago!')).toHaveCount(1);

  await alice.context.close();
  await bob.context.close();
});

test('a reply posted while an opened thread was joining its live room still appears (issue 15 §1)', async ({
  browser,
}) => {
  const alice = await pageAs(browser, 'alice');
  const bob = await pageAs(browser, 'bob');
  const title = `Between read and join ${Date.now().toString(36)}`;
  const thread = await communityThread(alice.page, title, 'Anyone here?');

  await bob.page.goto(`/category/${thread.category_slug}`);
  await expect(liveState(bob.page)).toHaveAttribute('data-live-state', 'connected');
  // Bob's join is held until Alice has replied: the reply falls between his page reading the thread
  // and his stream joining its room.
  let replied: () => void = () => undefined;
  const replyPosted = new Promise<void>((resolve) => {
    replied = resolve;
  });
  await bob.page.route(/\/api\/events\/[\w-]+\/join$/, async (route) => {
    await replyPosted;
    await route.continue();
  });
  await bob.page.getByRole('link', { name: title }).click();
  await expect(bob.page.getByRole('article', { name: 'Post by alice' })).toContainText('Anyone here?');
  const reply = await alice.page.request.post(`/api/thread/${thread.id}/reply`, {
    data: { text: 'Right here, just now!' },
  });
  expect(reply.ok()).toBe(true);
  replied();

  await expect(bob.page.getByRole('article', { name: 'Post by alice' }).nth(1)).toContainText(
    'Right here, just now!',
  );
  await expect(bob.page.getByText('Right here, just now!')).toHaveCount(1);

  await alice.context.close();
  await bob.context.close();
});

test('the header shows how many users are online once the connection opens', async ({ page }) => {
  await page.goto('/forum');
  await expect(liveState(page)).toHaveAttribute('data-live-state', 'connected');
  const online = page.getByText(/^\d+ online$/);
  await expect(online).toBeVisible();
  expect(Number.parseInt((await online.textContent()) ?? '0', 10)).toBeGreaterThanOrEqual(1);
  await expect(page.getByText('Connection lost')).toHaveCount(0);
});

test.describe('when the server goes away', () => {
  // This server is our own, so the test can kill it and start it again on the same database.
  const port = 3199;
  const origin = `http://localhost:${port}`;
  const database = `sqlite:${join(mkdtempSync(join(tmpdir(), 'cito-live-')), 'live.db')}`;
  const root = fileURLToPath(new URL('..', import.meta.url));
  let server: ChildProcess | null = null;
  let serverLog = '';

  async function startServer(): Promise<void> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: database,
      DEMO_DATA: 'true',
      NODE_ENV: 'test',
    };
    delete env.REDIS_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      serverLog += chunk.toString();
    });
    server = child;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${serverLog}`);
      const healthy = await fetch(`${origin}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`server did not start:\n${serverLog}`);
  }

  async function killServer(): Promise<void> {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    await startServer();
  });

  test.afterAll(async () => {
    await killServer();
  });

  test("shows 'Connection lost' and reconnects when the server is back", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${origin}/forum`);
    await expect(liveState(page)).toHaveAttribute('data-live-state', 'connected');
    await expect(page.getByText(/^\d+ online$/)).toBeVisible();

    await killServer();
    const lost = page.getByRole('status').filter({ hasText: 'Connection lost' });
    await expect(lost).toBeVisible();
    await expect(liveState(page)).toHaveAttribute('data-live-state', 'error');

    await startServer();
    // reconnects wait 1 s, 2 s, 4 s, 8 s … after the loss, so this may take a while
    await expect(liveState(page)).toHaveAttribute('data-live-state', 'connected', { timeout: 45_000 });
    await expect(page.getByText('Connection lost')).toHaveCount(0);
    await expect(page.getByText(/^\d+ online$/)).toBeVisible();
  });
});

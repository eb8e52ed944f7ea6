import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';

// Sign-ins are rate limited (10 a minute), so each demo user signs in once per test file and the
// session is reused through its storage state.
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const sessions = new Map<string, StorageState>();

export function baseURL(): string {
  return test.info().project.use.baseURL!;
}

export async function signIn(page: Page, who: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(`${who}@cito.test`);
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** A browser context signed in as a demo user (alice, bob, mod, admin). */
export async function contextAs(browser: Browser, who: string): Promise<BrowserContext> {
  let state = sessions.get(who);
  if (!state) {
    const context = await browser.newContext({ baseURL: baseURL() });
    await signIn(await context.newPage(), who);
    state = await context.storageState();
    sessions.set(who, state);
    await context.close();
  }
  return browser.newContext({ baseURL: baseURL(), storageState: state });
}

export async function pageAs(browser: Browser, who: string): Promise<Page> {
  return (await contextAs(browser, who)).newPage();
}

export interface Created {
  id: number;
  slug: string;
  category_slug: string;
}

/** Starts a thread through the API, as the user the page is signed in as. */
export async function createThread(
  page: Page,
  categorySlug: string,
  title: string,
  text: string,
): Promise<Created> {
  const categories = (await (await page.request.get('/api/categories')).json()) as {
    id: number;
    slug: string;
  }[];
  const category = categories.find((c) => c.slug === categorySlug)!;
  const response = await page.request.post(`/api/category/${category.id}/post`, { data: { title, text } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Created;
}

export const threadUrl = (t: Created) => `/thread/${t.category_slug}/${t.slug}`;

/** Registers a fresh member (username starting with `prefix`) and signs the page in as them. */
export async function newMember(page: Page, prefix = 'm'): Promise<string> {
  const username = `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${username}@cito.test`;
  const answer = await page.request.post('/api/register', {
    data: { username, email, password: 'demo1234' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home$/);
  return username;
}

import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { contextAs } from './support/demo.ts';
import { expect, keepOpen, test } from './support/test.ts';

// Issue §6: axe-core on every route in both themes, with no serious or critical violation.

type Theme = 'light' | 'dark';

interface RouteVisit {
  /** The pattern exactly as it is written in src/web/routes.tsx. */
  route: string;
  /** A real demo URL for it. */
  url: string;
  /** Who looks: a demo login, or nobody (a visitor). */
  as?: string;
  /** The page's h1 once it has loaded (not the error screen's). */
  heading: string;
  /** A selector that is shown once the page's data has arrived. */
  content?: string;
}

const VISITS: RouteVisit[] = [
  { route: '/', url: '/', heading: 'Welcome to Cito' },
  { route: '/signup', url: '/signup', heading: 'Join Cito' },
  { route: '/forgot-password', url: '/forgot-password', heading: 'Forgot your password?' },
  { route: '/reset-password', url: '/reset-password?token=e2e', heading: 'Choose a new password' },
  {
    route: '/verify-email',
    url: '/verify-email?token=e2e',
    as: 'bob',
    heading: 'Verify your e-mail address',
    content: '.notice',
  },
  {
    route: '/confirm-email',
    url: '/confirm-email?token=e2e',
    heading: 'Confirm your new address',
    content: '.notice',
  },
  { route: '/home', url: '/home', as: 'bob', heading: 'Welcome back, bob!', content: '.card' },
  { route: '/forum', url: '/forum', heading: 'Forum', content: '.category-card' },
  { route: '/forum', url: '/forum', as: 'bob', heading: 'Forum', content: '.category-card' },
  { route: '/forums', url: '/forums', heading: 'Forum', content: '.category-card' },
  { route: '/category/:categorySlug', url: '/category/community', as: 'bob', heading: 'Community' },
  {
    route: '/category/:categorySlug/:idSlug',
    url: '/category/community/community',
    as: 'bob',
    heading: 'Community',
  },
  { route: '/notifications', url: '/notifications', as: 'bob', heading: 'Notifications' },
  { route: '/category/:categorySlug/new', url: '/category/community/new', as: 'bob', heading: 'New Thread' },
  {
    route: '/thread/:categorySlug/:threadSlug',
    url: '/thread/community/introduce-yourself',
    as: 'bob',
    heading: 'Introduce yourself!',
    content: '.post-card',
  },
  {
    route: '/thread/:categorySlug/:threadSlug',
    url: '/thread/community/introduce-yourself',
    as: 'mod',
    heading: 'Introduce yourself!',
    content: '.post-card',
  },
  { route: '/account/settings', url: '/account/settings', as: 'bob', heading: 'Account Settings' },
  { route: '/recent', url: '/recent', as: 'bob', heading: 'Recent Activity' },
  { route: '/search', url: '/search?q=hello', as: 'bob', heading: 'Search Results' },
  { route: '/account', url: '/account', as: 'bob', heading: 'Account' },
  { route: '/account/posts', url: '/account/posts', as: 'bob', heading: 'My Posts' },
  { route: '/profile/:username', url: '/profile/alice', as: 'bob', heading: 'alice' },
  { route: '/games', url: '/games', as: 'bob', heading: 'Games' },
  {
    route: '/games/tile-tumble',
    url: '/games/tile-tumble',
    as: 'bob',
    heading: 'Tile Tumble',
    content: 'canvas',
  },
  { route: '/shop', url: '/shop', heading: 'Shop', content: 'article' },
  { route: '/shop', url: '/shop', as: 'bob', heading: 'Shop', content: 'article' },
  // issue 18 §2: the demo's Royal Crown (Gold): the starter wardrobe's designs come first
  { route: '/shop/item/:id', url: '/shop/item/62', heading: 'Royal Crown', content: '.item-page__details' },
  {
    route: '/shop/item/:id',
    url: '/shop/item/62',
    as: 'bob',
    heading: 'Royal Crown',
    content: '.item-page__figure canvas[data-state="ready"]',
  },
  { route: '/wardrobe', url: '/wardrobe', as: 'bob', heading: 'Wardrobe', content: '[data-state="ready"]' },
  // issue 18 §3: trades (no demo trade exists: the detail page's not-found state)
  { route: '/trades', url: '/trades', as: 'bob', heading: 'Trades & Gifts' },
  { route: '/trades/new', url: '/trades/new?to=alice', as: 'bob', heading: 'Trade with alice' },
  { route: '/trades/:id', url: '/trades/999999', as: 'bob', heading: 'Trade' },
  { route: '/design-studio', url: '/design-studio', as: 'bob', heading: 'Design Studio' },
  {
    route: '/design-review',
    url: '/design-review',
    as: 'dana',
    heading: 'Design Review',
    content: '.review-card',
  },
  { route: '/design-review', url: '/design-review', as: 'alice', heading: 'Design Review' },
  { route: '/unsubscribe', url: '/unsubscribe?token=1.email_on_reply.x', heading: 'Unsubscribe' },
  { route: '/impressum', url: '/impressum', heading: 'Impressum' },
  { route: '/copyright', url: '/copyright', heading: 'Copyright Notice Procedure' },
  { route: '/terms', url: '/terms', heading: 'Terms of Service' },
  { route: '/cookies', url: '/cookies', heading: 'Cookie Policy' },
  { route: '/privacy', url: '/privacy', heading: 'Privacy Policy' },
  { route: '/statistics', url: '/statistics', heading: 'Statistics' },
  { route: '/blogpost', url: '/blogpost', heading: 'Shop update: autumn collection' },
  { route: '/moderation/reports', url: '/moderation/reports', as: 'mod', heading: 'Moderation Reports' },
  { route: '/messages', url: '/messages', as: 'alice', heading: 'Messages', content: '.inbox-item' },
  { route: '/messages/new', url: '/messages/new?to=bob', as: 'alice', heading: 'New message' },
  {
    route: '/messages/:id',
    url: '/messages/1',
    as: 'alice',
    heading: 'Palette swap?',
    content: '.message',
  },
  { route: '/admin', url: '/admin', as: 'admin', heading: 'Dashboard', content: '.day-chart' },
  { route: '/admin/members', url: '/admin/members', as: 'admin', heading: 'Members', content: 'table' },
  { route: '/admin/members', url: '/admin/members', as: 'mod', heading: 'Members', content: 'table' },
  { route: '/admin/members', url: '/admin/members', as: 'bob', heading: 'Members', content: '.admin-denied' },
  {
    route: '/admin/members/:userId',
    url: '/admin/members/6',
    as: 'admin',
    heading: 'alice',
    content: '.member-head',
  },
  {
    route: '/admin/groups',
    url: '/admin/groups',
    as: 'admin',
    heading: 'Groups & Categories',
    content: '.permission-matrix',
  },
  {
    route: '/admin/settings',
    url: '/admin/settings',
    as: 'admin',
    heading: 'Settings',
    content: '.settings-form',
  },
  { route: '/admin/outbox', url: '/admin/outbox', as: 'admin', heading: 'Outbox', content: '.admin-tabs' },
  {
    route: '/admin/audit',
    url: '/admin/audit',
    as: 'admin',
    heading: 'Audit Log',
    content: '.audit-filters',
  },
  { route: '*', url: '/no/such/page', heading: 'Page not found' },
  // issue 19 §2: friends
  { route: '/friends', url: '/friends', as: 'bob', heading: 'Friends' },
];

/** The `path:` of every entry of routeTable, read from the source (it imports CSS and React). */
function declaredRoutes(): string[] {
  const source = readFileSync(new URL('../src/web/routes.tsx', import.meta.url), 'utf8');
  const table = source.slice(source.indexOf('routeTable'));
  return [...table.matchAll(/\bpath:\s*'([^']*)'/g)].map((match) => match[1]!);
}

async function themedContext(browser: Browser, theme: Theme, who?: string): Promise<BrowserContext> {
  const context = who
    ? await contextAs(browser, who)
    : await browser.newContext({ baseURL: test.info().project.use.baseURL });
  // the inline script of index.html applies the stored choice before first paint
  await context.addInitScript((stored) => localStorage.setItem('cito.theme', stored), theme);
  return context;
}

/** Waits until the screen has loaded: its heading is shown and no skeleton or spinner is left. */
async function settle(page: Page, theme: Theme, visit: RouteVisit): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.locator('main h1').first()).toHaveText(visit.heading);
  if (visit.content) await expect(page.locator(`main ${visit.content}`).first()).toBeVisible();
  await expect(page.locator('.skeleton, .app-loading, [aria-busy="true"]')).toHaveCount(0);
  // web fonts change text metrics and so what axe measures
  await page.evaluate(() => document.fonts.ready);
}

test('every route of routes.tsx is checked', () => {
  const covered = new Set(VISITS.map((visit) => visit.route));
  const declared = declaredRoutes();
  expect(declared.length).toBeGreaterThan(20);
  expect(declared.filter((path) => !covered.has(path))).toEqual([]);
});

/** Menus, dialogs and tabs that only show after a click: axe checks them open. */
type OpenState = RouteVisit & { state: string; open: (page: Page) => Promise<void> };

/** A review dialog dave opens on Bob's pending design. */
function reviewDialog(state: string, button: 'Approve' | 'Reject'): OpenState {
  return {
    state,
    route: '/design-review',
    url: '/design-review',
    as: 'dave',
    heading: 'Design Review',
    content: '.review-card',
    open: async (page) => {
      await page
        .getByRole('listitem', { name: "Bob's Garden Clips" })
        .getByRole('button', { name: button })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  };
}

const OPEN_STATES: OpenState[] = [
  {
    state: 'the account menu',
    route: '/forum',
    url: '/forum',
    heading: 'Forum',
    open: (page) => page.getByRole('button', { name: 'Account menu' }).click(),
  },
  {
    state: 'the notification list',
    route: '/home',
    url: '/home',
    as: 'bob',
    heading: 'Welcome back, bob!',
    open: (page) => page.getByRole('button', { name: /^Notifications/ }).click(),
  },
  {
    state: 'the Try On dialog',
    route: '/shop',
    url: '/shop',
    as: 'bob',
    heading: 'Shop',
    content: 'article',
    open: async (page) => {
      await page.getByRole('button', { name: 'Try On' }).first().click();
      await expect(page.getByRole('dialog').locator('[data-state="ready"]')).toBeVisible();
    },
  },
  {
    state: 'the sign-in prompt of Buy',
    route: '/shop',
    url: '/shop',
    heading: 'Shop',
    content: 'article',
    open: async (page) => {
      await page.getByRole('button', { name: 'Buy' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    state: 'the report dialog',
    route: '/thread/:categorySlug/:threadSlug',
    url: '/thread/community/introduce-yourself',
    as: 'bob',
    heading: 'Introduce yourself!',
    content: '.post-card',
    open: async (page) => {
      await page.getByRole('button', { name: 'Report', exact: true }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    state: 'the reaction picker',
    route: '/thread/:categorySlug/:threadSlug',
    url: '/thread/community/introduce-yourself',
    as: 'bob',
    heading: 'Introduce yourself!',
    content: '.post-card',
    open: async (page) => {
      await page.getByRole('button', { name: 'React', exact: true }).first().click();
      await expect(page.getByRole('toolbar', { name: 'Pick a reaction' })).toBeVisible();
    },
  },
  {
    state: 'the nudge panel and unsaved changes',
    route: '/wardrobe',
    url: '/wardrobe',
    as: 'bob',
    heading: 'Wardrobe',
    content: '[data-state="ready"]',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Nudge / })
        .first()
        .click();
      await page.getByRole('button', { name: 'Move right' }).click();
      await expect(page.getByText('Unsaved changes')).toBeVisible();
    },
  },
  {
    state: 'the Sprite Sheet Builder tab',
    route: '/design-studio',
    url: '/design-studio',
    as: 'bob',
    heading: 'Design Studio',
    open: (page) => page.getByRole('tab', { name: 'Sprite Sheet Builder' }).click(),
  },
  {
    state: 'the Submit Design tab',
    route: '/design-studio',
    url: '/design-studio',
    as: 'bob',
    heading: 'Design Studio',
    open: (page) => page.getByRole('tab', { name: 'Submit Design' }).click(),
  },
  {
    state: 'the delete-account question',
    route: '/admin/members/:userId',
    url: '/admin/members/6',
    as: 'admin',
    heading: 'alice',
    content: '.member-head',
    open: async (page) => {
      await page.getByRole('button', { name: 'Delete Account…' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    // issue 17 §2: the editor's @ autocomplete, open
    state: 'the mention suggestions',
    route: '/thread/:categorySlug/:threadSlug',
    url: '/thread/community/introduce-yourself',
    as: 'bob',
    heading: 'Introduce yourself!',
    content: '.post-card',
    open: async (page) => {
      await page.getByLabel('Your reply', { exact: true }).pressSequentially('Hi @ali');
      await expect(page.getByRole('option', { name: '@alice' })).toBeVisible();
    },
  },
  {
    // issue 17 §4: a post quoted into the reply editor, previewed as a quote block
    state: 'a quote in the reply preview',
    route: '/thread/:categorySlug/:threadSlug',
    url: '/thread/community/introduce-yourself',
    as: 'bob',
    heading: 'Introduce yourself!',
    content: '.post-card',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Quote the post by / })
        .first()
        .click();
      await page.locator('.reply-form').getByRole('button', { name: 'Preview' }).click();
      // the light theme's visit left its quote in the reply's server draft: the newest is last
      await expect(page.locator('.reply-form blockquote').last()).toBeVisible();
    },
  },
  // dave has not yet reviewed the demo's pending design; the dialogs are closed without acting
  reviewDialog('the reject dialog', 'Reject'),
  reviewDialog('the approve question', 'Approve'),
  {
    // issue 19 §1: alice shouts on bob's open home page; bob opens the report dialog on it
    state: 'the shout report dialog',
    route: '/home',
    url: '/home',
    as: 'bob',
    heading: 'Welcome back, bob!',
    open: async (page) => {
      await expect(page.locator('[data-live-state]')).toHaveAttribute('data-live-state', 'connected');
      const alice = await contextAs(page.context().browser()!, 'alice');
      // the other theme's visit may have shouted a moment ago (one shout per 15 s): its shout serves
      await alice.request.post('/api/shouts', { data: { text: `Hello, bob! (${Date.now()})` } });
      await alice.close();
      await page.getByRole('button', { name: 'Report shout by alice' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Report shout' })).toBeVisible();
    },
  },
];

/** The screens whose layout changes most on a phone. */
const NARROW = [
  '/',
  '/forgot-password',
  '/home',
  '/forum',
  '/thread/community/introduce-yourself',
  '/shop',
  '/shop/item/62',
  '/wardrobe',
  '/games/tile-tumble',
  '/admin',
  '/admin/members/6',
  '/admin/groups',
  '/messages',
  '/messages/1',
];

/**
 * One signed-in context per theme and user, kept for the theme's tests: the browser's cache then
 * serves the app's files after the first page, which keeps 100 page loads affordable.
 */
function contextCache(theme: Theme) {
  const contexts = new Map<string, Promise<BrowserContext>>();
  return {
    get(browser: Browser, who?: string): Promise<BrowserContext> {
      const key = who ?? '';
      let context = contexts.get(key);
      if (!context) {
        context = themedContext(browser, theme, who).then(keepOpen);
        contexts.set(key, context);
      }
      return context;
    },
    async closeAll(): Promise<void> {
      for (const context of contexts.values()) await (await context).close();
      contexts.clear();
    },
  };
}

async function check(
  context: BrowserContext,
  theme: Theme,
  visit: RouteVisit,
  { width, open, what }: { width?: number; open?: (page: Page) => Promise<void>; what: string },
): Promise<void> {
  const page = await context.newPage();
  if (width) await page.setViewportSize({ width, height: 800 });
  await page.goto(visit.url);
  await settle(page, theme, visit);
  if (open) await open(page);
  await expectNoSeriousViolations(page, `${what} (${theme}, ${visit.as ?? 'visitor'})`);
  await page.close();
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    const contexts = contextCache(theme);
    test.afterAll(() => contexts.closeAll());

    for (const visit of VISITS) {
      test(`${visit.url} as ${visit.as ?? 'a visitor'} has no serious axe violations`, async ({ browser }) =>
        check(await contexts.get(browser, visit.as), theme, visit, { what: visit.url }));
    }
    for (const { state, open, ...visit } of OPEN_STATES) {
      test(`${visit.url} with ${state} open has no serious axe violations`, async ({ browser }) =>
        check(await contexts.get(browser, visit.as), theme, visit, {
          open,
          what: `${visit.url} with ${state}`,
        }));
    }
    for (const url of NARROW) {
      const visit = VISITS.find((v) => v.url === url)!;
      test(`${url} 375 px wide has no serious axe violations`, async ({ browser }) =>
        check(await contexts.get(browser, visit.as), theme, visit, { width: 375, what: `${url} at 375 px` }));
    }
  });
}

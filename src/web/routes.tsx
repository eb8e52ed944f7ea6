import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { type Location, matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { AppLoading } from './app/app-loading.tsx';
import { ErrorBoundary } from './app/error-screen.tsx';
import { Layout } from './app/layout.tsx';
import type { RouteHandle } from './app/route-handle.ts';

interface RouteBase {
  path: string;
  /** The route title of spec 1 §2; the page title is built from it. */
  title: string;
  requiresLogin?: boolean;
}

/** A screen, loaded as its own chunk on first visit. */
export interface ScreenRoute extends RouteBase {
  screen: () => Promise<ComponentType>;
}

export interface RedirectRoute extends RouteBase {
  redirectTo: string;
}

export type RouteEntry = ScreenRoute | RedirectRoute;

/** Every route of spec 1 §2 and spec 2 §2, in one table. */
export const routeTable: RouteEntry[] = [
  {
    path: '/',
    title: 'Welcome',
    screen: () => import('./features/accounts/sign-in-page.tsx').then((m) => m.SignInPage),
  },
  {
    path: '/signup',
    title: 'Sign Up',
    screen: () => import('./features/accounts/sign-up-page.tsx').then((m) => m.SignUpPage),
  },
  {
    path: '/forgot-password',
    title: 'Forgot Password',
    screen: () =>
      import('./features/accounts/recovery/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
  },
  {
    path: '/reset-password',
    title: 'Choose a New Password',
    screen: () =>
      import('./features/accounts/recovery/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
  },
  {
    path: '/verify-email',
    title: 'Verify E-mail',
    screen: () => import('./features/accounts/recovery/verify-email-page.tsx').then((m) => m.VerifyEmailPage),
  },
  {
    path: '/confirm-email',
    title: 'Confirm E-mail',
    screen: () =>
      import('./features/accounts/recovery/confirm-email-page.tsx').then((m) => m.ConfirmEmailPage),
  },
  {
    path: '/home',
    title: 'Home',
    requiresLogin: true,
    screen: () => import('./features/home/home-page.tsx').then((m) => m.HomePage),
  },
  {
    path: '/forum',
    title: 'Forum',
    screen: () => import('./features/forum/forum-page.tsx').then((m) => m.ForumPage),
  },
  { path: '/forums', title: 'Forum', redirectTo: '/forum' },
  {
    path: '/category/:categorySlug',
    title: 'Forum Category',
    screen: () => import('./features/forum/category-page.tsx').then((m) => m.CategoryPage),
  },
  {
    // the id form of search results, /category/{id}/{slug} (DECISIONS.md 'Routes and slugs')
    path: '/category/:categorySlug/:idSlug',
    title: 'Forum Category',
    screen: () => import('./features/forum/category-page.tsx').then((m) => m.CategoryPage),
  },
  {
    path: '/category/:categorySlug/new',
    title: 'New Thread',
    screen: () => import('./features/forum/new-thread-page.tsx').then((m) => m.NewThreadPage),
  },
  {
    path: '/thread/:categorySlug/:threadSlug',
    title: 'Thread',
    screen: () => import('./features/forum/thread-page.tsx').then((m) => m.ThreadPage),
  },
  {
    path: '/notifications',
    title: 'Notifications',
    requiresLogin: true,
    screen: () => import('./app/notifications/notifications-page.tsx').then((m) => m.NotificationsPage),
  },
  {
    path: '/account/settings',
    title: 'Account Settings',
    requiresLogin: true,
    screen: () => import('./features/accounts/settings-page.tsx').then((m) => m.SettingsPage),
  },
  {
    path: '/recent',
    title: 'Recent Activity',
    screen: () => import('./features/forum/recent-page.tsx').then((m) => m.RecentPage),
  },
  {
    path: '/search',
    title: 'Search Results',
    screen: () => import('./features/search/search-page.tsx').then((m) => m.SearchPage),
  },
  {
    path: '/account',
    title: 'Account',
    requiresLogin: true,
    screen: () => import('./features/accounts/account-page.tsx').then((m) => m.AccountPage),
  },
  {
    path: '/account/posts',
    title: 'My Posts',
    screen: () => import('./features/accounts/my-posts-page.tsx').then((m) => m.MyPostsPage),
  },
  {
    path: '/profile/:username',
    title: 'User Profile',
    screen: () => import('./features/accounts/profile-page.tsx').then((m) => m.ProfilePage),
  },
  {
    path: '/games',
    title: 'Games',
    screen: () => import('./features/games/games-page.tsx').then((m) => m.GamesPage),
  },
  {
    path: '/games/tile-tumble',
    title: 'Tile Tumble',
    screen: () => import('./features/games/tile-tumble-page.tsx').then((m) => m.TileTumblePage),
  },
  {
    path: '/shop',
    title: 'Shop',
    screen: () => import('./features/shop/shop-page.tsx').then((m) => m.ShopPage),
  },
  {
    path: '/shop/item/:id',
    title: 'Shop item',
    screen: () => import('./features/shop/item-page.tsx').then((m) => m.ItemPage),
  },
  {
    path: '/wardrobe',
    title: 'Wardrobe',
    screen: () => import('./features/wardrobe/wardrobe-page.tsx').then((m) => m.WardrobePage),
  },
  {
    path: '/design-studio',
    title: 'Design Studio',
    screen: () => import('./features/designs/design-studio-page.tsx').then((m) => m.DesignStudioPage),
  },
  {
    path: '/design-review',
    title: 'Design Review',
    requiresLogin: true,
    screen: () => import('./features/designs/design-review-page.tsx').then((m) => m.DesignReviewPage),
  },
  {
    path: '/unsubscribe',
    title: 'Unsubscribe',
    screen: () => import('./features/mail/unsubscribe-page.tsx').then((m) => m.UnsubscribePage),
  },
  {
    path: '/impressum',
    title: 'Impressum',
    screen: () => import('./features/legal/impressum-page.tsx').then((m) => m.ImpressumPage),
  },
  {
    path: '/copyright',
    title: 'Copyright Notice Procedure',
    screen: () => import('./features/legal/copyright-page.tsx').then((m) => m.CopyrightPage),
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    screen: () => import('./features/legal/terms-page.tsx').then((m) => m.TermsPage),
  },
  {
    path: '/cookies',
    title: 'Cookie Policy',
    screen: () => import('./features/legal/cookies-page.tsx').then((m) => m.CookiesPage),
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    screen: () => import('./features/legal/privacy-page.tsx').then((m) => m.PrivacyPage),
  },
  {
    path: '/statistics',
    title: 'Statistics',
    screen: () => import('./features/home/statistics-page.tsx').then((m) => m.StatisticsPage),
  },
  {
    path: '/blogpost',
    title: 'Blog Post',
    screen: () => import('./features/home/blogpost-page.tsx').then((m) => m.BlogpostPage),
  },
  {
    path: '/messages',
    title: 'Messages',
    requiresLogin: true,
    screen: () => import('./features/messages/inbox-page.tsx').then((m) => m.InboxPage),
  },
  {
    path: '/messages/new',
    title: 'New Message',
    requiresLogin: true,
    screen: () => import('./features/messages/compose-page.tsx').then((m) => m.ComposePage),
  },
  {
    path: '/messages/:id',
    title: 'Conversation',
    requiresLogin: true,
    screen: () => import('./features/messages/conversation-page.tsx').then((m) => m.ConversationPage),
  },
  {
    path: '/trades',
    title: 'Trades & Gifts',
    requiresLogin: true,
    screen: () => import('./features/trades/trades-page.tsx').then((m) => m.TradesPage),
  },
  {
    path: '/trades/new',
    title: 'New Trade',
    requiresLogin: true,
    screen: () => import('./features/trades/trade-new-page.tsx').then((m) => m.TradeNewPage),
  },
  {
    path: '/trades/:id',
    title: 'Trade',
    requiresLogin: true,
    screen: () => import('./features/trades/trade-detail-page.tsx').then((m) => m.TradeDetailPage),
  },
  {
    path: '/friends',
    title: 'Friends',
    requiresLogin: true,
    screen: () => import('./features/friends/friends-page.tsx').then((m) => m.FriendsPage),
  },
  {
    path: '/moderation/reports',
    title: 'Moderation Reports',
    requiresLogin: true,
    screen: () => import('./features/forum/moderation-reports-page.tsx').then((m) => m.ModerationReportsPage),
  },
  {
    path: '/admin',
    title: 'Admin Dashboard',
    requiresLogin: true,
    screen: () => import('./features/admin/dashboard-page.tsx').then((m) => m.AdminDashboardPage),
  },
  {
    path: '/admin/members',
    title: 'Admin Members',
    requiresLogin: true,
    screen: () => import('./features/admin/members-page.tsx').then((m) => m.AdminMembersPage),
  },
  {
    path: '/admin/members/:userId',
    title: 'Admin Member',
    requiresLogin: true,
    screen: () => import('./features/admin/member-page.tsx').then((m) => m.AdminMemberPage),
  },
  {
    path: '/admin/groups',
    title: 'Admin Groups and Categories',
    requiresLogin: true,
    screen: () => import('./features/admin/groups-page.tsx').then((m) => m.AdminGroupsPage),
  },
  {
    path: '/admin/settings',
    title: 'Admin Settings',
    requiresLogin: true,
    screen: () => import('./features/admin/settings-page.tsx').then((m) => m.AdminSettingsPage),
  },
  {
    path: '/admin/outbox',
    title: 'Admin Outbox',
    requiresLogin: true,
    screen: () => import('./features/admin/outbox-page.tsx').then((m) => m.AdminOutboxPage),
  },
  {
    path: '/admin/audit',
    title: 'Admin Audit Log',
    requiresLogin: true,
    screen: () => import('./features/admin/audit-page.tsx').then((m) => m.AdminAuditPage),
  },
  {
    path: '*',
    title: 'Page Not Found',
    screen: () => import('./app/not-found-page.tsx').then((m) => m.NotFoundPage),
  },
];

/** Each screen's chunk, asked for once: by the route as it renders, or earlier (`preloadScreen`). */
const screenLoads = new Map<ScreenRoute, Promise<ComponentType>>();

function loadScreen(entry: ScreenRoute): Promise<ComponentType> {
  let load = screenLoads.get(entry);
  if (!load) {
    load = entry.screen();
    screenLoads.set(entry, load);
  }
  return load;
}

export function toRouteObject(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { title: entry.title, requiresLogin: entry.requiresLogin };
  if ('redirectTo' in entry)
    return { path: entry.path, handle, element: <Navigate to={entry.redirectTo} replace /> };
  const Screen = lazy(() => loadScreen(entry).then((Component) => ({ default: Component })));
  return { path: entry.path, handle, element: <Screen /> };
}

const routes = routeTable.map(toRouteObject);
const entries = new Map(routes.map((route, index) => [route, routeTable[index]]));

function handleAt(location: Location): RouteHandle | undefined {
  const matches = matchRoutes(routes, location) ?? [];
  return matches.at(-1)?.route.handle as RouteHandle | undefined;
}

/** Starts loading the chunk of the screen at `location` before React renders it. */
export function preloadScreen(location: Location): void {
  const route = (matchRoutes(routes, location) ?? []).at(-1)?.route;
  const entry = route && entries.get(route);
  // a failure shows when the route renders (the error screen)
  if (entry && 'screen' in entry) loadScreen(entry).catch(() => undefined);
}

/** The screens inside the layout; an error of a screen shows inside it, the header still usable. */
function Screens() {
  const location = useLocation();
  const handle = useMemo(() => handleAt(location), [location]);
  const screen = useRoutes(routes, location);
  return (
    <Layout handle={handle}>
      <ErrorBoundary resetKey={location.pathname}>{screen}</ErrorBoundary>
    </Layout>
  );
}

/** The whole app: the loading screen until the first screen's chunk is here. */
export function AppRoutes() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<AppLoading />}>
        <Screens />
      </Suspense>
    </ErrorBoundary>
  );
}

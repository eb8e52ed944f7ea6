import { type ReactNode, useEffect } from 'react';
import { useSessionWatcher } from '../api/session.ts';
import { VerifyEmailBanner } from '../features/accounts/recovery/verify-email-banner.tsx';
import { FlashNotice } from '../ui/flash-notice.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { LiveProvider } from './live/live-provider.tsx';
import { LoginGate } from './login-gate.tsx';
import { documentTitle, type RouteHandle } from './route-handle.ts';
import { ScrollRestoration, useNavigationPending } from './router.tsx';
import { useSiteInfo } from './site-info.ts';

/**
 * Thread lists keep their scroll position by address, so coming back through a link (a thread's
 * breadcrumb to its category) restores it, not only the back button (issue 17 §10). Other screens
 * keep the router's default: restore on back, start at the top on a new visit. The page a tab
 * loads first has the key `default` whatever its address, so it is told apart by its address:
 * otherwise a page opened afresh (a typed address, a bookmark) was scrolled to where another
 * address, the tab's first, was left.
 */
export function scrollKey(location: { pathname: string; search: string; key: string }): string {
  const address = `${location.pathname}${location.search}`;
  if (/^\/(category\/[^/]+|recent|forum)\/?$/.test(location.pathname)) return address;
  return location.key === 'default' ? `default:${address}` : location.key;
}

/** Every page: the header, the screen `children` with its `handle`, the footer. */
export function Layout({ handle, children }: { handle: RouteHandle | undefined; children: ReactNode }) {
  useSessionWatcher();
  const navigating = useNavigationPending();
  const { name, description } = useSiteInfo();

  useEffect(() => {
    document.title = documentTitle(handle?.title, { name, description });
  }, [handle?.title, name, description]);

  return (
    <LiveProvider>
      <div className="app">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Header />
        {navigating && <div className="route-progress" aria-hidden="true" />}
        <main id="main" className="app__main" tabIndex={-1}>
          <VerifyEmailBanner />
          <FlashNotice />
          <LoginGate required={handle?.requiresLogin ?? false}>{children}</LoginGate>
        </main>
        <Footer />
        <ScrollRestoration />
      </div>
    </LiveProvider>
  );
}

import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { useSessionWatcher } from '../api/session.ts';
import { VerifyEmailBanner } from '../features/accounts/recovery/verify-email-banner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { LiveProvider } from './live/live-provider.tsx';
import { LoginGate } from './login-gate.tsx';
import { currentHandle, documentTitle } from './route-handle.ts';
import { useSiteInfo } from './site-info.ts';

export function Layout() {
  useSessionWatcher();
  const handle = currentHandle(useMatches());
  const navigation = useNavigation();
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
        {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
        <main id="main" className="app__main" tabIndex={-1}>
          <VerifyEmailBanner />
          <LoginGate required={handle?.requiresLogin ?? false}>
            <Outlet />
          </LoginGate>
        </main>
        <Footer />
        <ScrollRestoration />
      </div>
    </LiveProvider>
  );
}

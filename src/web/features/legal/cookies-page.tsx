import { Link } from 'react-router';
import { LEGAL } from './legal-facts.ts';
import { LegalPage, LegalSection } from './legal-page.tsx';

export function CookiesPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      intro="Cito uses as little as it can: one cookie to keep you signed in, and a few settings stored in your own browser. No advertising or tracking cookies."
    >
      <LegalSection title="Session cookie (strictly necessary)">
        <p>
          When you sign in we set a cookie named <code>sid</code>. It holds a random token and nothing else.
          It ends when you close your browser, or after 30 days if you tick “Remember me”. Signing out deletes
          it.
        </p>
      </LegalSection>
      <LegalSection title="Preferences stored on your device">
        <p>
          Your theme, notification preferences and a cache of forum pages are kept in your browser's local
          storage so the site opens quickly and looks the way you like. Preference data is kept for{' '}
          {LEGAL.preferenceRetention} after your last visit, unless you clear it sooner in{' '}
          <Link to="/account/settings">Account Settings</Link> or in your browser.
        </p>
      </LegalSection>
      <LegalSection title="No third parties">
        <p>We do not use analytics, advertising or social media cookies, and we do not share cookie data.</p>
      </LegalSection>
      <LegalSection title="Managing cookies">
        <p>
          You can delete cookies in your browser's settings at any time. Without the session cookie you can
          still read the forum, but you cannot sign in.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

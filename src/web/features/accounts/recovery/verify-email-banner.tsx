import './recovery.css';
import { useLocation } from 'react-router';
import { ACCOUNT_LINKS } from '../../../../common/messages.ts';
import { useCurrentUser } from '../../../api/session.ts';
import { ResendVerification } from './resend-verification.tsx';

/**
 * A slim reminder for a signed-in member whose address is not verified, while the site requires it
 * (issue 16 §2: until then they may read and play but not post). Not on the page that verifies.
 */
export function VerifyEmailBanner() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (!user || user.email_verified || !user.email_verification_required) return null;
  if (pathname === '/verify-email') return null;
  return (
    <section className="verify-banner" aria-label="E-mail verification">
      <p className="verify-banner__text">
        {ACCOUNT_LINKS.verifyBanner} <strong>{user.email}</strong>.
      </p>
      <ResendVerification />
    </section>
  );
}

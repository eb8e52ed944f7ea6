import { useLocation, useSearchParams } from 'react-router';
import { ACCOUNT_LINKS, MSG } from '../../../common/messages.ts';
import { useCurrentUser } from '../../api/session.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Notice } from '../../ui/status.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { FeatureList, PixelScene } from './splash-hero.tsx';

export function SignInPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const registered = params.get('registered') === 'true';
  const passwordReset = params.get('password_reset') === 'true';
  // Set when the server ended this member's sessions (issue 16: a suspension), with its reason.
  const signedOut = (useLocation().state as { signedOut?: unknown } | null)?.signedOut;

  return (
    <div className="page splash">
      <section className="splash__intro" aria-labelledby="splash-title">
        <h1 id="splash-title" className="splash__title">
          Welcome to <span className="splash__brand">Cito</span>
        </h1>
        <p className="splash__pitch">
          A cosy pixel corner of the internet: talk in the forum, dress up your avatar, shop for outfits and
          play Tile Tumble with friends.
        </p>
        <PixelScene />
      </section>

      <Card className="splash__card">
        {user ? (
          <div className="splash__signed-in">
            <h2>Hi again, {user.username}!</h2>
            {passwordReset ? (
              <Notice tone="success">{ACCOUNT_LINKS.passwordReset}</Notice>
            ) : (
              <p>You are already signed in.</p>
            )}
            <ButtonLink to="/home" size="lg">
              Go to Home
            </ButtonLink>
          </div>
        ) : (
          <>
            <h2 className="splash__card-title">Sign in</h2>
            {registered && <Notice tone="success">{MSG.registered}</Notice>}
            {typeof signedOut === 'string' && <Notice tone="error">{signedOut}</Notice>}
            <SignInForm />
          </>
        )}
      </Card>

      <section className="splash__features" aria-label="What you can do on Cito">
        <FeatureList />
      </section>
    </div>
  );
}

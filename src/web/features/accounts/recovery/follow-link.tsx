import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ACCOUNT_LINKS } from '../../../../common/messages.ts';
import { failureMessage } from '../../../api/client.ts';
import { useCurrentUser } from '../../../api/session.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import type { SpriteData } from '../../../ui/pixel-sprite.tsx';
import { Notice } from '../../../ui/status.tsx';
import { AuthShell } from '../auth-shell.tsx';
import { useFollowLink } from './api.ts';

interface FollowLinkProps {
  sprite: SpriteData;
  title: string;
  path: '/api/account/verify_email' | '/api/account/confirm_email_change';
  /** Shown when the link is missing from the address. */
  invalid: string;
  /** What a signed-in member may do when the link failed (e.g. ask for a new mail). */
  onFailure?: ReactNode;
}

/**
 * A screen a mailed link opens: it sends the link's token once, on arrival, and shows what came
 * of it, with the way on (home when signed in, sign-in otherwise).
 */
export function FollowLinkPage({ sprite, title, path, invalid, onFailure }: FollowLinkProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const follow = useFollowLink(path);
  const user = useCurrentUser();
  const sent = useRef(false);

  useEffect(() => {
    // Once only: a second call would find the link used (and React may run effects twice).
    if (!token || sent.current) return;
    sent.current = true;
    follow.mutate(token);
  }, [token, follow]);

  const next = user ? (
    <ButtonLink to="/home" size="lg" className="form__submit">
      Go to Home
    </ButtonLink>
  ) : (
    <ButtonLink to="/" size="lg" className="form__submit">
      Sign in
    </ButtonLink>
  );

  let result: ReactNode;
  if (!token) result = <Notice tone="error">{invalid}</Notice>;
  else if (follow.isSuccess) result = <Notice tone="success">{follow.data.message}</Notice>;
  else if (follow.isError)
    result = <Notice tone="error">{failureMessage(follow.error, ACCOUNT_LINKS.requestFailed)}</Notice>;
  else result = <p role="status">Checking your link…</p>;

  return (
    <AuthShell sprite={sprite} title={title} lead="You followed a link from a mail we sent you.">
      <div className="form">
        {result}
        {(follow.isError || !token) && user && onFailure}
        {(follow.isSuccess || follow.isError || !token) && next}
      </div>
    </AuthShell>
  );
}

import { ACCOUNT_LINKS } from '../../../../common/messages.ts';
import { miraSprite } from '../../../ui/avatar-sprites.ts';
import { FollowLinkPage } from './follow-link.tsx';
import { ResendVerification } from './resend-verification.tsx';

export function VerifyEmailPage() {
  return (
    <FollowLinkPage
      sprite={miraSprite}
      title="Verify your e-mail address"
      path="/api/account/verify_email"
      invalid={ACCOUNT_LINKS.verifyTokenInvalid}
      onFailure={<ResendVerification />}
    />
  );
}

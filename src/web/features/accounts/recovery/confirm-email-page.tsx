import { ACCOUNT_LINKS } from '../../../../common/messages.ts';
import { boSprite } from '../../../ui/avatar-sprites.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { FollowLinkPage } from './follow-link.tsx';

export function ConfirmEmailPage() {
  return (
    <FollowLinkPage
      sprite={boSprite}
      title="Confirm your new address"
      path="/api/account/confirm_email_change"
      invalid={ACCOUNT_LINKS.changeTokenInvalid}
      onFailure={
        <ButtonLink to="/account/settings" variant="secondary">
          Change it again in your settings
        </ButtonLink>
      }
    />
  );
}

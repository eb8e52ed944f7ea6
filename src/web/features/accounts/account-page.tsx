import { isDesignTeam, isLoggedIn } from '../../api/session.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PixelSprite } from '../../ui/pixel-sprite.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { coinIcon, gemIcon } from '../../ui/sprites.ts';
import { Notice } from '../../ui/status.tsx';
import { accountErrorMessage, useAccountInfo } from './account-api.ts';
import { AccountGroups } from './account-groups.tsx';
import { IgnoredMembers } from './ignored-members.tsx';
import { WishlistPanel } from './wishlist-panel.tsx';
import './account-page.css';

const memberSinceFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

export function AccountPage() {
  const { data, error, isPending } = useAccountInfo();
  const user = isLoggedIn(data) ? data : null;

  return (
    <div className="page">
      <PageHeader
        title="Account"
        subtitle="Your account at a glance."
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Account' }]}
      />
      {error && (
        <div className="account-error">
          <Notice tone="error">{accountErrorMessage(error)}</Notice>
        </div>
      )}
      {isPending && <Skeleton lines={6} label="Loading account information…" />}
      {user && (
        <div className="account-layout">
          <Card tone="accent" className="account-summary">
            <h2 className="account-summary__name">{user.username}</h2>
            <dl className="account-facts">
              <div>
                <dt>Member since</dt>
                <dd>{memberSinceFormat.format(new Date(user.created))}</dd>
              </div>
              <div>
                <dt>User ID</dt>
                <dd>#{user.id}</dd>
              </div>
            </dl>
            <p className="account-summary__balance">
              <span className="chip">
                <PixelSprite sprite={coinIcon} scale={2} /> {user.coins.toLocaleString()} CitoCoin
              </span>
              <span className="chip">
                <PixelSprite sprite={gemIcon} scale={2} /> {user.gems.toLocaleString()}{' '}
                {user.gems === 1 ? 'gem' : 'gems'}
              </span>
            </p>
            <nav className="account-actions" aria-label="Account actions">
              <ButtonLink to="/account/posts" variant="secondary" size="sm">
                My Posts
              </ButtonLink>
              <ButtonLink to="/account/settings" variant="secondary" size="sm">
                Settings
              </ButtonLink>
              <ButtonLink to="/design-studio" variant="secondary" size="sm">
                Design Studio
              </ButtonLink>
              {isDesignTeam(user) && (
                <ButtonLink to="/design-review" variant="secondary" size="sm">
                  Design Review
                </ButtonLink>
              )}
            </nav>
          </Card>
          <AccountGroups groups={user.groups} />
          <IgnoredMembers />
          <WishlistPanel />
        </div>
      )}
    </div>
  );
}

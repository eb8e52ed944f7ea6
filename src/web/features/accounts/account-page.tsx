import { formatDate } from '../../../common/format-date.ts';
import { isDesignTeam, isLoggedIn } from '../../api/session.ts';
import { BalanceChips } from '../../ui/balance.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Fact } from '../../ui/fact.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Notice } from '../../ui/status.tsx';
import { accountErrorMessage, useAccountInfo } from './account-api.ts';
import { AccountGroups } from './account-groups.tsx';
import { IgnoredMembers } from './ignored-members.tsx';
import { WishlistPanel } from './wishlist-panel.tsx';
import './account-page.css';

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
              <Fact term="Member since">{formatDate(new Date(user.created), 'long')}</Fact>
              <Fact term="User ID">#{user.id}</Fact>
            </dl>
            <p className="account-summary__balance">
              <BalanceChips coins={user.coins} gems={user.gems} />
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

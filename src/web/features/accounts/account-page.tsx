import { useCurrentUser } from '../../api/session.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { ComingSoon } from '../../ui/coming-soon.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

export function AccountPage() {
  const user = useCurrentUser();
  if (!user) return null;
  const memberSince = new Date(user.created).toLocaleDateString(undefined, { dateStyle: 'long' });

  return (
    <div className="page">
      <PageHeader
        title="Account"
        subtitle={`${user.username} · member since ${memberSince}`}
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Account' }]}
        actions={
          <>
            <ButtonLink to="/account/posts" variant="secondary" size="sm">
              My Posts
            </ButtonLink>
            <ButtonLink to="/account/settings" variant="secondary" size="sm">
              Settings
            </ButtonLink>
            <ButtonLink to="/design-studio" variant="secondary" size="sm">
              Design Studio
            </ButtonLink>
          </>
        }
      />
      <ComingSoon>
        Your account overview will list your groups and what each lets you do in every category.
      </ComingSoon>
    </div>
  );
}

import { useParams } from 'react-router';
import { ComingSoon } from '../../ui/coming-soon.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

export function ProfilePage() {
  const { username = '' } = useParams();
  return (
    <div className="page">
      <PageHeader
        title={username}
        subtitle="User Profile"
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: username }]}
      />
      <ComingSoon backTo="/forum" backLabel="Back to Forum">
        {username}'s avatar, member-since date and post count will appear here.
      </ComingSoon>
    </div>
  );
}

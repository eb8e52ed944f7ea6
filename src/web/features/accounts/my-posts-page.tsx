import { ComingSoon } from '../../ui/coming-soon.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

export function MyPostsPage() {
  return (
    <div className="page">
      <PageHeader
        title="My Posts"
        breadcrumbs={[
          { label: 'Home', to: '/home' },
          { label: 'Account', to: '/account' },
          { label: 'My Posts' },
        ]}
      />
      <ComingSoon backTo="/forum" backLabel="Browse Forum">
        Everything you have written in the forum, with a few stats, will be collected here.
      </ComingSoon>
    </div>
  );
}

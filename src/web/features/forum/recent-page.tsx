import { ComingSoon } from '../../ui/coming-soon.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

export function RecentPage() {
  return (
    <div className="page">
      <PageHeader
        title="Recent Activity"
        breadcrumbs={[
          { label: 'Home', to: '/home' },
          { label: 'Forum', to: '/forum' },
          { label: 'Recent Activity' },
        ]}
      />
      <ComingSoon backTo="/forum" backLabel="Back to Forum">
        The latest threads and replies across every category will be gathered here.
      </ComingSoon>
    </div>
  );
}

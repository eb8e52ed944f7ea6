import { ComingSoon } from '../../ui/coming-soon.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

export function ModerationReportsPage() {
  return (
    <div className="page">
      <PageHeader
        title="Moderation Reports"
        breadcrumbs={[
          { label: 'Home', to: '/home' },
          { label: 'Forum', to: '/forum' },
          { label: 'Moderation Reports' },
        ]}
      />
      <ComingSoon backTo="/forum" backLabel="Back to Forum">
        Open reports about posts and threads will queue up here for moderators to resolve or dismiss.
      </ComingSoon>
    </div>
  );
}

import { ComingSoon } from '../../ui/coming-soon.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

export function StatisticsPage() {
  return (
    <div className="page">
      <PageHeader
        title="Statistics"
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Statistics' }]}
      />
      <ComingSoon>Members, threads, posts, who is online, the newest member and the top posters.</ComingSoon>
    </div>
  );
}

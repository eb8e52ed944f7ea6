import { ComingSoon } from '../../ui/coming-soon.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

export function DesignReviewPage() {
  return (
    <div className="page">
      <PageHeader
        title="Design Review"
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Design Review' }]}
      />
      <ComingSoon>The Design Team's dashboard of pending and past submissions will be here.</ComingSoon>
    </div>
  );
}

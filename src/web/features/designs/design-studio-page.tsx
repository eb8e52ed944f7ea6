import { ComingSoon } from '../../ui/coming-soon.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

export function DesignStudioPage() {
  return (
    <div className="page">
      <PageHeader
        title="Design Studio"
        subtitle="Create clothing for the whole community."
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Design Studio' }]}
      />
      <ComingSoon>
        Upload sprite sheets, build variants and send your designs to the Design Team for review.
      </ComingSoon>
    </div>
  );
}

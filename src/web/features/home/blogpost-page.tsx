import { ComingSoon } from '../../ui/coming-soon.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

export function BlogpostPage() {
  return (
    <div className="page">
      <PageHeader title="Blog Post" breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Blog Post' }]} />
      <ComingSoon>The newest announcement from the Cito team will open right here.</ComingSoon>
    </div>
  );
}

import { ComingSoon } from '../../ui/coming-soon.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

export function ForumPage() {
  return (
    <div className="page">
      <PageHeader
        title="Forum"
        subtitle="Pick a category and join the conversation."
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Forum' }]}
      />
      <ComingSoon>
        Category cards for community, creativity, games, shops and wardrobe talk will live here.
      </ComingSoon>
    </div>
  );
}

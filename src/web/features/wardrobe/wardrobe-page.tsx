import { ComingSoon } from '../../ui/coming-soon.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

export function WardrobePage() {
  return (
    <div className="page">
      <PageHeader
        title="Wardrobe"
        subtitle="Dress up your avatar with the items you own."
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Wardrobe' }]}
      />
      <ComingSoon>Layer your items, pick a skin tone, nudge things into place and save your look.</ComingSoon>
    </div>
  );
}

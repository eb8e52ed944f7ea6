import { ComingSoon } from '../../ui/coming-soon.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

export function ShopPage() {
  return (
    <div className="page">
      <PageHeader
        title="Shop"
        subtitle="Fresh pixel outfits for coins and gems."
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Shop' }]}
      />
      <ComingSoon>
        Browse hair, tops, dresses, shoes and accessories, try them on and buy your favourites.
      </ComingSoon>
    </div>
  );
}

import { ComingSoon } from '../../ui/coming-soon.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

export function TileTumblePage() {
  return (
    <div className="page">
      <PageHeader
        title="Tile Tumble"
        breadcrumbs={[
          { label: 'Home', to: '/home' },
          { label: 'Games', to: '/games' },
          { label: 'Tile Tumble' },
        ]}
      />
      <ComingSoon backTo="/games" backLabel="Back to Games">
        The board is being polished: match tiles, trigger rainbows and bombs, and earn CitoCoin at every
        10,000 points.
      </ComingSoon>
    </div>
  );
}

import { Link } from 'react-router';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PixelSprite } from '../../ui/pixel-sprite.tsx';
import { tilesIcon } from '../../ui/sprites.ts';

export function GamesPage() {
  return (
    <div className="page">
      <PageHeader
        title="Games"
        subtitle="Play, have fun and earn CitoCoin for your wardrobe."
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Games' }]}
      />
      <ul className="card-grid">
        <li>
          <Card className="game-card">
            <PixelSprite sprite={tilesIcon} scale={6} />
            <div>
              <h2>
                <Link to="/games/tile-tumble">Tile Tumble</Link>
              </h2>
              <p>Click groups of matching tiles, chain combos and reach milestones for coins.</p>
              <span className="badge">Puzzle · 1 player</span>
            </div>
          </Card>
        </li>
      </ul>
    </div>
  );
}

import { Link } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import { MSG } from '../../../common/messages.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PixelSprite } from '../../ui/pixel-sprite.tsx';
import { tilesIcon } from '../../ui/sprites.ts';
import { Notice } from '../../ui/status.tsx';
import { useGames } from './api.ts';
import { TileTumbleLeaderboard } from './leaderboard.tsx';
import './games.css';

/** Games (spec 1 §2, §7): the games from the API and Tile Tumble's top scores. */
export function GamesPage() {
  const games = useGames();
  return (
    <div className="page games-page">
      <PageHeader
        title="Games"
        subtitle="Play, have fun and earn CitoCoin for your wardrobe."
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Games' }]}
      />
      <div className="games-layout">
        <section aria-label="All games">
          {games.isPending ? (
            <ul className="card-grid games-grid" aria-busy="true" aria-label="Loading games">
              <li className="card game-card game-card--skeleton" aria-hidden="true">
                <span className="skeleton__block game-card__art" />
                <span className="skeleton__line" />
              </li>
            </ul>
          ) : games.isError ? (
            <div className="games-error">
              <Notice tone="error">{MSG.gamesLoadFailed}</Notice>
              <Button variant="secondary" onClick={() => void games.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <ul className="card-grid games-grid">
              {games.data.map((game) => (
                <li key={game.slug}>
                  <Card className="game-card">
                    <PixelSprite sprite={tilesIcon} scale={6} />
                    <div className="game-card__body">
                      <h2>
                        <Link to={`/games/${game.slug}`}>{game.name}</Link>
                      </h2>
                      <p>{game.description}</p>
                      <p className="game-card__meta">
                        <span className="badge">{game.category}</span>
                        <span className="game-card__players">
                          {formatCount(game.players)} {game.players === 1 ? 'player' : 'players'}
                        </span>
                      </p>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </section>
        <TileTumbleLeaderboard />
      </div>
    </div>
  );
}

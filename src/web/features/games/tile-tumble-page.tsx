import { MSG } from '../../../common/messages.ts';
import { useCurrentUser, useWhoami } from '../../api/session.ts';
import { Balance } from '../../ui/balance.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Notice } from '../../ui/status.tsx';
import { BoardCanvas } from './board-canvas.tsx';
import { BOARD_PX } from './board-geometry.ts';
import { TileTumbleLeaderboard } from './leaderboard.tsx';
import { useGameSound } from './sound.ts';
import { useTileTumble } from './use-tile-tumble.ts';
import './games.css';

function Stat({ label, value, flash }: { label: string; value: number; flash?: number | null }) {
  return (
    <div className={flash ? 'tt-stat tt-stat--flash' : 'tt-stat'} key={flash ?? undefined}>
      <dt>{label}</dt>
      <dd data-testid={`tt-${label.toLowerCase().replace(/ .*/, '')}`}>{value.toLocaleString('en-US')}</dd>
    </div>
  );
}

/** A combo of 2 or more moves in a row that each took 3+ tiles, over the board's corner. */
function ComboBadge({ combo }: { combo: number }) {
  if (combo < 2) return null;
  return (
    <span key={combo} className="tt-combo" data-testid="tt-combo-badge" aria-hidden="true">
      Combo <span className="tt-combo__times">×{combo}</span>
    </span>
  );
}

/** Tile Tumble (spec 2 §2, §4, §5): the board, the player's numbers and the leaderboard. */
export function TileTumblePage() {
  const user = useCurrentUser();
  const { isPending: checkingSession } = useWhoami();
  const sound = useGameSound(user?.id ?? null);
  const game = useTileTumble(user !== null, sound.play);
  const percent = (v: number) => `${(v / BOARD_PX) * 100}%`;

  let board: React.ReactNode;
  if (!user) {
    // A visitor's invitation sits on the empty board, the box the page shows while the session is
    // checked: nothing below it moves when the answer comes (issue 20 §1, CLS on phones).
    board = (
      <div className="tt-board tt-board--empty" aria-busy={checkingSession}>
        {!checkingSession && (
          <Card className="tt-signin">
            <h2>Sign in to play</h2>
            <p>Tile Tumble keeps your score and pays CitoCoin, so it needs an account.</p>
            <ButtonLink to="/">Sign In</ButtonLink>
          </Card>
        )}
      </div>
    );
  } else if (game.status === 'failed') {
    board = (
      <div className="tt-board tt-board--empty">
        <div className="tt-overlay">
          <Notice tone="error">{MSG.gameStartFailed}</Notice>
          <Button onClick={() => void game.start()}>Try again</Button>
        </div>
      </div>
    );
  } else if (!game.data) {
    board = (
      <div className="tt-board tt-board--empty" aria-busy="true">
        <p className="tt-loading">Shuffling tiles…</p>
      </div>
    );
  } else {
    board = (
      <div className="tt-board">
        <BoardCanvas
          board={game.data.board}
          animation={game.animation}
          locked={game.locked}
          onPlay={(cell) => void game.play(cell)}
          onAnimationEnd={game.animationDone}
        />
        {game.popup && (
          <span
            key={game.popup.key}
            className="tt-popup"
            style={{ left: percent(game.popup.x), top: percent(game.popup.y) }}
            aria-hidden="true"
          >
            {game.popup.text}
            {game.popup.coins && <span className="tt-popup__coins">{game.popup.coins}</span>}
          </span>
        )}
        {game.resumed && (
          <p className="tt-toast" role="status">
            Game resumed!
          </p>
        )}
        {game.milestone && (
          <div className="tt-milestone" role="status">
            <strong>{game.milestone.title}</strong>
            <span>{game.milestone.points}</span>
            <span className="tt-milestone__reward">{game.milestone.reward}</span>
          </div>
        )}
        {game.status === 'over' && (
          <div
            className="tt-overlay tt-overlay--over"
            role="dialog"
            aria-modal="false"
            aria-labelledby="tt-over-title"
          >
            <h2 id="tt-over-title">Game Over</h2>
            <p>
              Final score{' '}
              <strong data-testid="tt-final-score">{game.data.score.toLocaleString('en-US')}</strong>
            </p>
            <p>
              You earned{' '}
              <strong data-testid="tt-currency">{game.currencyEarned.toLocaleString('en-US')}</strong>{' '}
              CitoCoin
            </p>
            <div className="tt-overlay__actions">
              <Button onClick={() => void game.start()}>Play Again</Button>
              <ButtonLink to="/games" variant="secondary">
                Back to Games
              </ButtonLink>
            </div>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="page tile-tumble-page">
      <PageHeader
        title="Tile Tumble"
        breadcrumbs={[
          { label: 'Home', to: '/home' },
          { label: 'Games', to: '/games' },
          { label: 'Tile Tumble' },
        ]}
      />
      <div className="tt-layout">
        <div className="tt-main">
          <div className="tt-hud">
            <ComboBadge combo={game.data?.currentCombo ?? 0} />
          </div>
          {board}
          <p role="status" aria-live="polite" className="tt-notice">
            {game.moveError && (
              <span key={game.moveError.key} className="notice notice--error">
                {game.moveError.text}
              </span>
            )}
          </p>
        </div>
        <aside className="tt-side">
          <Card className="tt-stats">
            <dl className="tt-stats__list">
              <Stat label="Score" value={game.data?.score ?? 0} />
              <Stat label="Moves" value={game.data?.moves ?? 0} />
              <Stat label="Combo" value={game.data?.currentCombo ?? 0} />
              <Stat label="Coins this game" value={game.coinsThisGame} flash={game.coinFlash} />
            </dl>
            {user && <Balance coins={user.coins} gems={user.gems} />}
            <p className="tt-help">
              Click a group of 2 or more matching tiles. Bigger groups score more (10 × n²). Rainbows match
              any colour; bombs clear a colour. Every 200 points pays 1 CitoCoin, and every 10,000 points a
              50-coin bonus.
            </p>
            {user && (
              <button
                type="button"
                className="btn btn--sm btn--secondary tt-sound"
                aria-pressed={sound.on}
                onClick={sound.toggle}
              >
                Sound{' '}
                <span className="tt-sound__state" aria-hidden="true">
                  {sound.on ? 'on' : 'off'}
                </span>
              </button>
            )}
          </Card>
          <TileTumbleLeaderboard />
        </aside>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { Panel } from '../../ui/card.tsx';
import { PixelSprite } from '../../ui/pixel-sprite.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { trophyIcon } from '../../ui/sprites.ts';
import { useLeaderboard } from './api.ts';

type Period = 'week' | 'all_time';

const PERIODS: { id: Period; label: string }[] = [
  { id: 'week', label: 'This week' },
  { id: 'all_time', label: 'All time' },
];

/** Tile Tumble's top scores, this week or of all time. */
export function TileTumbleLeaderboard({ className }: { className?: string }) {
  const [period, setPeriod] = useState<Period>('week');
  const board = useLeaderboard();
  const entries = board.data?.[period] ?? [];

  return (
    <Panel
      title="Tile Tumble leaderboard"
      icon={<PixelSprite sprite={trophyIcon} scale={2} />}
      className={['tt-leaderboard', className].filter(Boolean).join(' ')}
    >
      <fieldset className="tt-leaderboard__periods">
        <legend className="visually-hidden">Period</legend>
        {PERIODS.map((p) => (
          <button
            key={p.id}
            type="button"
            className="btn btn--sm btn--ghost"
            aria-pressed={period === p.id}
            onClick={() => setPeriod(p.id)}
          >
            {p.label}
          </button>
        ))}
      </fieldset>
      {board.isPending ? (
        <Skeleton lines={4} label="Loading the leaderboard" />
      ) : board.isError ? (
        <p className="tt-leaderboard__empty">The leaderboard could not be loaded.</p>
      ) : entries.length === 0 ? (
        <p className="tt-leaderboard__empty">
          {period === 'week' ? 'No scores this week yet. Be the first!' : 'No scores yet. Be the first!'}
        </p>
      ) : (
        <ol
          className="tt-leaderboard__list"
          aria-label={period === 'week' ? 'Top scores this week' : 'Top scores of all time'}
        >
          {entries.map((entry, i) => (
            <li key={`${entry.username}-${entry.ended_at}`} className="tt-leaderboard__row">
              <span className="tt-leaderboard__rank">{i + 1}</span>
              <span className="tt-leaderboard__name">{entry.username}</span>
              <span className="tt-leaderboard__score">{entry.score.toLocaleString('en-US')}</span>
              <span className="tt-leaderboard__when">
                <RelativeTime date={entry.ended_at} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

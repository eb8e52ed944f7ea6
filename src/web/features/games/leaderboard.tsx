import { useId, useState } from 'react';
import { formatCount } from '../../../common/format-count.ts';
import { Panel } from '../../ui/card.tsx';
import { PixelSprite } from '../../ui/pixel-sprite.tsx';
import { PixelTabs, panelId, type TabSpec, tabId } from '../../ui/pixel-tabs.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { trophyIcon } from '../../ui/sprites.ts';
import { type Leaderboard, useLeaderboard } from './api.ts';

type Period = Exclude<keyof Leaderboard, 'success'>;

const PERIODS: readonly TabSpec<Period>[] = [
  { value: 'day', label: 'Daily' },
  { value: 'week', label: 'Weekly' },
  { value: 'all_time', label: 'All-time' },
];

const EMPTY: Record<Period, string> = {
  day: 'No scores today yet. Be the first!',
  week: 'No scores this week yet. Be the first!',
  all_time: 'No scores yet. Be the first!',
};

const LIST_LABEL: Record<Period, string> = {
  day: 'Top scores today',
  week: 'Top scores this week',
  all_time: 'Top scores of all time',
};

/** Tile Tumble's top players, each with their best score: today, this week or of all time. */
export function TileTumbleLeaderboard({ className }: { className?: string }) {
  const [period, setPeriod] = useState<Period>('week');
  const board = useLeaderboard();
  const entries = board.data?.[period] ?? [];
  const id = useId();

  return (
    <Panel
      title="Tile Tumble leaderboard"
      icon={<PixelSprite sprite={trophyIcon} scale={2} />}
      className={['tt-leaderboard', className].filter(Boolean).join(' ')}
    >
      <PixelTabs tabs={PERIODS} active={period} onSelect={setPeriod} label="Period" id={id} />
      <div
        role="tabpanel"
        id={panelId(id)}
        aria-labelledby={tabId(id, period)}
        className="tt-leaderboard__panel"
      >
        {board.isPending ? (
          <Skeleton lines={4} label="Loading the leaderboard" />
        ) : board.isError ? (
          <p className="tt-leaderboard__empty">The leaderboard could not be loaded.</p>
        ) : entries.length === 0 ? (
          <p className="tt-leaderboard__empty">{EMPTY[period]}</p>
        ) : (
          <ol className="tt-leaderboard__list" aria-label={LIST_LABEL[period]}>
            {entries.map((entry, i) => (
              <li key={entry.username} className="tt-leaderboard__row">
                <span className="tt-leaderboard__rank">{i + 1}</span>
                <span className="tt-leaderboard__name">{entry.username}</span>
                <span className="tt-leaderboard__score">{formatCount(entry.score)}</span>
                <span className="tt-leaderboard__when">
                  {entry.ended_at && <RelativeTime date={entry.ended_at} />}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Panel>
  );
}

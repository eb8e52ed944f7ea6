import { Link } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import type { SiteStatistics } from '../../../common/forum-types.ts';
import { useOnlineCount } from '../../api/live/hooks.ts';
import { EmptyState, Panel } from '../../ui/card.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PixelSprite } from '../../ui/pixel-sprite.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { starIcon, trophyIcon } from '../../ui/sprites.ts';
import { useStatistics } from './statistics-api.ts';
import './home.css';

const profileUrl = (username: string) => `/profile/${encodeURIComponent(username)}`;

function TopPosters({ posters }: { posters: SiteStatistics['top_posters'] }) {
  if (posters.length === 0) return <EmptyState>Nobody has posted yet.</EmptyState>;
  const most = Math.max(...posters.map((p) => p.post_count), 1);
  return (
    <ol className="stats-posters">
      {posters.map((poster, index) => (
        <li key={poster.id} className="stats-posters__item">
          <span className={`home-toplist__rank home-toplist__rank--${index + 1}`}>{index + 1}</span>
          <Link to={profileUrl(poster.username)} className="stats-posters__name">
            {poster.username}
          </Link>
          <span className="stats-posters__bar" aria-hidden="true">
            <span style={{ width: `${(poster.post_count / most) * 100}%` }} />
          </span>
          <span className="stats-posters__count">
            {formatCount(poster.post_count)} {poster.post_count === 1 ? 'post' : 'posts'}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Figures({ data }: { data: SiteStatistics }) {
  const online = useOnlineCount(data.online_now) ?? data.online_now;
  const figures: Array<[label: string, value: number]> = [
    ['Members', data.members],
    ['Threads', data.threads],
    ['Posts', data.posts],
    ['Online now', online],
  ];
  return (
    <dl className="stats-figures">
      {figures.map(([label, value]) => (
        <div key={label} className="stats-figure">
          <dt>{label}</dt>
          <dd>{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function StatisticsPage() {
  const { data, isPending, isError, refetch } = useStatistics();

  return (
    <div className="page">
      <PageHeader
        title="Statistics"
        subtitle="Cito in numbers: who is here and who writes the most."
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Statistics' }]}
      />
      {isPending ? (
        <Skeleton lines={6} label="Loading statistics…" />
      ) : isError ? (
        <LoadFailed
          className="stats-error"
          message="Failed to load statistics"
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <Figures data={data} />
          <div className="stats-panels">
            <Panel title="Newest member" icon={<PixelSprite sprite={starIcon} scale={2} />}>
              {data.newest_member ? (
                <p className="stats-newest">
                  <Link to={profileUrl(data.newest_member.username)} className="stats-newest__name">
                    {data.newest_member.username}
                  </Link>
                  <span className="muted">
                    joined <RelativeTime date={data.newest_member.created} />
                  </span>
                </p>
              ) : (
                <EmptyState>No members yet.</EmptyState>
              )}
            </Panel>
            <Panel title="Top posters" icon={<PixelSprite sprite={trophyIcon} scale={2} />}>
              <TopPosters posters={data.top_posters} />
            </Panel>
          </div>
        </>
      )}
    </div>
  );
}

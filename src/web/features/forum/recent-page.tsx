import { ButtonLink } from '../../ui/button.tsx';
import { Card, EmptyState } from '../../ui/card.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useRecentActivity } from './recent-api.ts';
import { RecentThreadItem } from './recent-thread-item.tsx';
import './recent-page.css';

// spec 1 §8
const LOAD_FAILED = 'Failed to load recent activity';

export function RecentPage() {
  const { data: threads, isPending, isError, refetch } = useRecentActivity();

  return (
    <div className="page">
      <PageHeader
        title="Recent Activity"
        subtitle="The threads with the newest posts, across every category you can read."
        breadcrumbs={[
          { label: 'Home', to: '/home' },
          { label: 'Forum', to: '/forum' },
          { label: 'Recent Activity' },
        ]}
      />
      {isPending ? (
        <Skeleton lines={8} label="Loading recent activity…" />
      ) : isError ? (
        <LoadFailed className="recent-error" message={LOAD_FAILED} onRetry={() => void refetch()} />
      ) : threads.length === 0 ? (
        <Card className="recent-empty">
          <EmptyState title="All quiet">No one has posted yet. Why not start the first thread?</EmptyState>
          <ButtonLink to="/forum">Browse Forum</ButtonLink>
        </Card>
      ) : (
        <ol className="recent-list">
          {threads.map((thread) => (
            <RecentThreadItem key={thread.id} thread={thread} />
          ))}
        </ol>
      )}
    </div>
  );
}

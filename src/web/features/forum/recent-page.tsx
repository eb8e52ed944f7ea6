import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card, EmptyState } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Notice } from '../../ui/status.tsx';
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
        <div className="recent-error">
          <Notice tone="error">{LOAD_FAILED}</Notice>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            Try Again
          </Button>
        </div>
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

import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card, EmptyState } from '../../ui/card.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ANNOUNCEMENTS_SLUG, useAnnouncements } from './home-api.ts';
import './home.css';

/** DECISIONS.md 'Product': /blogpost opens the newest thread of the Announcements category. */
export function BlogpostPage() {
  const navigate = useNavigate();
  const { data: threads, error, isPending, refetch } = useAnnouncements();
  const newest = threads?.[0];
  // a hidden or missing Announcements category reads as "no blog posts", not as a failure
  const missing = error instanceof ApiError && error.status === 404;

  useEffect(() => {
    if (newest) navigate(`/thread/${ANNOUNCEMENTS_SLUG}/${newest.slug}`, { replace: true });
  }, [newest, navigate]);

  return (
    <div className="page">
      <PageHeader title="Blog Post" breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Blog Post' }]} />
      {isPending || newest ? (
        <Skeleton lines={6} label="Opening the latest blog post…" />
      ) : error && !missing ? (
        <LoadFailed
          className="stats-error"
          message="Failed to load the latest blog post"
          onRetry={() => void refetch()}
        />
      ) : (
        <Card className="blogpost-empty">
          <EmptyState title="No blog posts yet">
            The Cito team has not written anything yet. News will appear here first.
          </EmptyState>
          <ButtonLink to="/home" variant="secondary">
            Back to Home
          </ButtonLink>
        </Card>
      )}
    </div>
  );
}

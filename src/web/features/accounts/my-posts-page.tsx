import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { pageCount } from '../../../common/page-count.ts';
import { isLoggedIn, useWhoami } from '../../api/session.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card, EmptyState } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Notice } from '../../ui/status.tsx';
import { POSTS_PER_PAGE, userPostsQuery, useUserPosts } from './my-posts-api.ts';
import { MyPostItem } from './my-posts-item.tsx';
import { MyPostsStats } from './my-posts-stats.tsx';
import './my-posts-page.css';

// spec 2 §8
const LOGIN_NEEDED = 'You must be logged in to view your posts';
const LOAD_FAILED = 'Failed to load your posts. Please try again.';

function pageFrom(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

export function MyPostsPage() {
  const { data: whoami, isPending: checkingSession } = useWhoami();
  const user = isLoggedIn(whoami) ? whoami : null;
  const page = pageFrom(useSearchParams()[0]);
  const posts = useUserPosts(user?.id, page);
  // the last-post date comes from page 1, whichever page is shown
  const firstPage = useQuery({ ...userPostsQuery(user?.id ?? 0, 1), enabled: !!user });

  return (
    <div className="page page--reading">
      <PageHeader
        title="My Posts"
        subtitle={user ? 'Everything you have written in the forum.' : undefined}
        breadcrumbs={[
          { label: 'Home', to: '/home' },
          { label: 'Account', to: '/account' },
          { label: 'My Posts' },
        ]}
      />
      {checkingSession ? (
        <Skeleton lines={6} label="Checking your session…" />
      ) : !user ? (
        <Card tone="muted" className="my-posts-login">
          <p>{LOGIN_NEEDED}</p>
          <ButtonLink to="/" size="sm">
            Sign In
          </ButtonLink>
        </Card>
      ) : posts.isPending ? (
        <Skeleton lines={8} label="Loading your posts…" />
      ) : posts.isError ? (
        <div className="my-posts-error">
          <Notice tone="error">{LOAD_FAILED}</Notice>
          <Button variant="secondary" size="sm" onClick={() => void posts.refetch()}>
            Try Again
          </Button>
        </div>
      ) : posts.data.total === 0 ? (
        <Card className="my-posts-empty">
          <EmptyState title="No posts yet">
            When you start a thread or reply in the forum, your posts are collected here.
          </EmptyState>
          <ButtonLink to="/forum">Browse Forum</ButtonLink>
        </Card>
      ) : (
        <>
          <MyPostsStats
            total={posts.data.total}
            threadsStarted={posts.data.threads_started}
            posts={posts.data.posts}
            latest={firstPage.data?.posts[0]}
          />
          {posts.data.posts.length === 0 ? (
            <EmptyState title="Nothing on this page">There are fewer pages of posts now.</EmptyState>
          ) : (
            <ul className="my-posts-list" aria-busy={posts.isPlaceholderData || undefined}>
              {posts.data.posts.map((post) => (
                <MyPostItem key={post.id} post={post} />
              ))}
            </ul>
          )}
          <Pagination
            className="my-posts-pagination"
            label="Pages of your posts"
            page={page}
            pageCount={pageCount(posts.data.total, POSTS_PER_PAGE)}
            hrefFor={(p) => `?page=${p}`}
          />
        </>
      )}
    </div>
  );
}

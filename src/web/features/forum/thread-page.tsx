import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import type { Post, ThreadPage as Thread } from '../../../common/forum-types.ts';
import { parsePage } from '../../../common/forum-types.ts';
import { MSG } from '../../../common/messages.ts';
import { pageCount } from '../../../common/page-count.ts';
import { useIgnoredIds } from '../../api/ignores.ts';
import { Button } from '../../ui/button.tsx';
import { Card, EmptyState } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Notice, Status, useStatus } from '../../ui/status.tsx';
import { isNotFound, useThread } from './api.ts';
import { FORUM_MSG } from './forum-messages.ts';
import { ForumPagination } from './forum-pagination.tsx';
import { useForumAccess } from './forum-permissions.ts';
import { ModeratorTools } from './moderator-tools.tsx';
import { PostCard } from './post-card.tsx';
import { ReportDialog, type ReportTarget } from './report-dialog.tsx';
import { labelFromSlug } from './slug-label.ts';
import { ThreadBadges } from './thread-badges.tsx';
import { useThreadLive } from './thread-live.ts';
import { ThreadReplyArea } from './thread-reply-area.tsx';
import { hasSavedPosition, useThreadScroll } from './thread-scroll.ts';
import { ThreadSubscribeButton } from './thread-subscribe-button.tsx';
import { useListsReadAfter, useUnreadJump } from './unread.ts';
import './forum.css';
import './thread-page.css';

function ThreadMeta({ thread }: { thread: Thread }) {
  return (
    <>
      Started by <strong>{thread.author}</strong> <RelativeTime date={thread.created} /> ·{' '}
      {formatCount(thread.replies)} {thread.replies === 1 ? 'reply' : 'replies'} ·{' '}
      {formatCount(thread.view_count)} {thread.view_count === 1 ? 'view' : 'views'}
    </>
  );
}

/** Posts whose bodies are rendered with the page: more than a phone's first screen shows. */
const EAGER_POSTS = 6;
/** Posts in the page's first render, then in each later slice (see `usePostSlices`). */
const FIRST_POSTS = 10;
const POSTS_PER_SLICE = 20;

/**
 * How many of a page's posts to render: the first few with the page, then a slice more each task
 * until all are there (issue 20 §1). A hundred cards added in one commit were one long task of
 * rendering and another of layout on a phone; in slices the browser paints and answers in between.
 * `all` renders every post at once (a page that scrolls on arrival needs them in place first). Once
 * complete it stays complete, so a reply arriving live shows at once.
 */
function usePostSlices(count: number | undefined, all: boolean): { limit: number; complete: boolean } {
  const [limit, setLimit] = useState(FIRST_POSTS);
  const complete = all || limit === Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (complete || count === undefined) return;
    const next = () =>
      setLimit((n) => (n + POSTS_PER_SLICE >= count ? Number.POSITIVE_INFINITY : n + POSTS_PER_SLICE));
    if (limit >= count) {
      setLimit(Number.POSITIVE_INFINITY);
      return;
    }
    // a macrotask: the slice before is painted and input is answered before this one renders
    const timer = setTimeout(() => startTransition(next), 0);
    return () => clearTimeout(timer);
  }, [complete, count, limit]);
  return { limit: complete ? Number.POSITIVE_INFINITY : limit, complete };
}

export function ThreadPage() {
  const { categorySlug = '', threadSlug = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const page = parsePage(params.get('page'));
  // issue 17 §5: from a list, `?unread=1` opens the page of the first unread post instead.
  const jumping = params.get('unread') === '1';
  const { id, slug, thread, error } = useThread(categorySlug, threadSlug, page, !jumping);
  const data = thread.data;
  const access = useForumAccess(data?.category.id);
  const ignoredIds = useIgnoredIds();
  useUnreadJump(id, jumping);
  useListsReadAfter(thread.isPlaceholderData ? undefined : data, !!access.user, thread.dataUpdatedAt);
  const [status, show] = useStatus();
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  const ready = !!data && !thread.isPlaceholderData;
  // The posts render in the background once the page has its header (issue 20 §1): a hundred posts of
  // Markdown were one task that blocked a phone for a second; deferred, React renders them in slices
  // and lets the browser answer in between. Scrolling to a post waits for them.
  const allPosts = useDeferredValue(data?.posts);
  // a page that scrolls to a post, or back to where the reader was, renders every post and body
  // first, so nothing above moves what it scrolled to (decided once per visit: scrolling saves new
  // positions)
  const scrollsOnArrival = useMemo(
    () => location.hash !== '' || (id !== undefined && hasSavedPosition(id, page)),
    [id, page, location.hash],
  );
  const slices = usePostSlices(allPosts?.length, scrollsOnArrival);
  const posts = allPosts?.slice(0, slices.limit);
  const postsShown = allPosts !== undefined && allPosts === data?.posts && slices.complete;

  useThreadScroll(id, page, ready && postsShown, location.hash);

  // the id form (/thread/{id}/{slug}) and an old URL give way to the canonical one, keeping #post-{id}
  useEffect(() => {
    // wait for the refresh of a restored copy: the thread may have moved since it was stored; an
    // unread jump goes to the canonical URL itself (a copy of this page, kept, must not win over it)
    if (!data || !ready || thread.isFetching || jumping) return;
    if (data.category.slug !== categorySlug || data.slug !== threadSlug) {
      const pathname = `/thread/${data.category.slug}/${data.slug}`;
      navigate({ pathname, search: location.search, hash: location.hash }, { replace: true });
    }
  }, [
    data,
    ready,
    thread.isFetching,
    jumping,
    categorySlug,
    threadSlug,
    navigate,
    location.search,
    location.hash,
  ]);

  // a remembered slug may name a thread that has since gone: look the slug up again once
  const { refetch: refetchSlug, dataUpdatedAt: slugCheckedAt } = slug;
  useEffect(() => {
    if (isNotFound(thread.error) && slugCheckedAt > 0 && slugCheckedAt < thread.errorUpdatedAt) {
      void refetchSlug();
    }
  }, [thread.error, thread.errorUpdatedAt, slugCheckedAt, refetchSlug]);

  const categoryTitle = data?.category.title ?? labelFromSlug(categorySlug);
  const categoryUrl = `/category/${data?.category.slug ?? categorySlug}`;
  const onReport = useCallback(
    (p: Post) => setReportTarget({ type: 'post', id: p.id, label: `the post by ${p.author}` }),
    [],
  );
  const onDeleted = useCallback(
    (threadDeleted: boolean) => {
      if (threadDeleted) navigate(categoryUrl, { replace: true });
      else show('Post deleted', 'success');
    },
    [navigate, categoryUrl, show],
  );
  useThreadLive(id, categoryUrl);
  const title = data?.title ?? labelFromSlug(threadSlug);
  const breadcrumbs = [
    { label: 'Home', to: '/home' },
    { label: 'Forum', to: '/forum' },
    { label: categoryTitle, to: categoryUrl },
    { label: title },
  ];

  if (!data) {
    const loading = !error;
    return (
      <div className="page page--reading">
        <PageHeader title={title} breadcrumbs={breadcrumbs} />
        {loading ? (
          <Card>
            <Skeleton lines={10} label="Loading thread…" />
          </Card>
        ) : isNotFound(error) ? (
          <EmptyState title={MSG.threadNotFound}>
            <Link to={categoryUrl}>Back to {categoryTitle}</Link>
          </EmptyState>
        ) : (
          <div className="forum-error">
            <Notice tone="error">{FORUM_MSG.loadThreadFailed}</Notice>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void (id ? thread.refetch() : slug.refetch())}
            >
              Try again
            </Button>
          </div>
        )}
      </div>
    );
  }

  const shut = data.locked || data.closed || data.archive;
  const hrefFor = (p: number) => `?page=${p}`;
  const onPosted = (post: Post) => {
    const lastPage = pageCount(data.meta.total + 1, data.meta.per_page);
    if (lastPage !== page) navigate({ search: `?page=${lastPage}`, hash: `post-${post.id}` });
  };

  return (
    <div className="page page--reading thread-page" aria-busy={thread.isPlaceholderData || undefined}>
      <PageHeader
        title={data.title}
        breadcrumbs={breadcrumbs}
        subtitle={<ThreadMeta thread={data} />}
        actions={
          access.user && (
            <>
              <ThreadSubscribeButton threadId={data.id} showStatus={show} />
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  setReportTarget({ type: 'thread', id: data.id, label: `the thread "${data.title}"` })
                }
              >
                Report Thread
              </Button>
            </>
          )
        }
      />
      <ThreadBadges thread={data} />
      <Status status={status} className="thread-page__status" />
      {access.canModerate && <ModeratorTools thread={data} />}
      <ForumPagination
        page={page}
        totalPages={data.meta.total_pages}
        hrefFor={hrefFor}
        label="Post pages, top"
      />
      <div className="post-list" aria-busy={!postsShown || undefined}>
        {posts === undefined && <Skeleton lines={10} label="Loading posts…" />}
        {posts?.map((post, index) => (
          <PostCard
            key={post.id}
            post={post}
            access={access}
            threadShut={shut}
            isOpening={page === 1 && index === 0}
            threadHasReplies={data.replies > 0}
            isTarget={location.hash === `#post-${post.id}`}
            deferBody={index >= EAGER_POSTS && !scrollsOnArrival}
            threadArchived={data.archive}
            ignored={ignoredIds.has(post.author_id)}
            onReport={onReport}
            onDeleted={onDeleted}
          />
        ))}
      </div>
      {/* below the posts only once they are all there: arriving, they would push it down (CLS) */}
      {posts !== undefined && slices.complete && (
        <>
          <ForumPagination
            page={page}
            totalPages={data.meta.total_pages}
            hrefFor={hrefFor}
            label="Post pages"
          />
          <ThreadReplyArea thread={data} access={access} onPosted={onPosted} />
        </>
      )}
      <ReportDialog
        target={reportTarget}
        onClose={() => setReportTarget(null)}
        onReported={(message) => show(message, 'success')}
      />
    </div>
  );
}

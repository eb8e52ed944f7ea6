import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { parsePage, parseSort } from '../../../common/forum-types.ts';
import { MSG } from '../../../common/messages.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card, EmptyState } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Notice } from '../../ui/status.tsx';
import { isNotFound, useCategoryPage } from './api.ts';
import { filterThreads, hasFilters, NO_FILTERS } from './category-filter.ts';
import { useNewThreads } from './category-new-threads.ts';
import { CategoryThreadList } from './category-thread-list.tsx';
import { CategoryToolbar } from './category-toolbar.tsx';
import { FORUM_MSG } from './forum-messages.ts';
import { ForumPagination } from './forum-pagination.tsx';
import { useForumAccess } from './forum-permissions.ts';
import { MarkReadButton } from './mark-read-button.tsx';
import { labelFromSlug } from './slug-label.ts';
import './forum.css';
import './category-page.css';

function NewThreadAction({ categoryId, slug }: { categoryId: number | undefined; slug: string }) {
  const { user, canPost } = useForumAccess(categoryId);
  if (canPost) return <ButtonLink to={`/category/${slug}/new`}>New Thread</ButtonLink>;
  if (user || categoryId === undefined) return null;
  return (
    <p className="muted category-login-hint">
      <Link to="/">Log in</Link> to start a thread.
    </p>
  );
}

export function CategoryPage() {
  const { categorySlug = '', idSlug } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const sort = parseSort(params.get('sort'));
  const page = parsePage(params.get('page'));
  const { data, error, isPending, isPlaceholderData, refetch, isRefetching } = useCategoryPage(
    categorySlug,
    sort,
    page,
  );
  const [filters, setFilters] = useState(NO_FILTERS);
  const threads = useMemo(() => filterThreads(data?.threads ?? [], filters), [data, filters]);
  const fresh = useNewThreads(categorySlug, data?.threads ?? [], !!data && page === 1);
  const { user } = useForumAccess(data?.id);

  // the id forms (/category/7, /category/7/{slug}) are replaced by the canonical slug URL
  // (DECISIONS.md 'Routes and slugs')
  useEffect(() => {
    if (data && (idSlug !== undefined || (data.slug !== categorySlug && /^\d+$/.test(categorySlug)))) {
      navigate({ pathname: `/category/${data.slug}`, search: params.toString() }, { replace: true });
    }
  }, [data, categorySlug, idSlug, navigate, params]);

  const hrefFor = (p: number) =>
    `?${new URLSearchParams({ ...(sort !== 'recent' && { sort }), page: String(p) })}`;
  const title = data?.title ?? labelFromSlug(categorySlug);

  return (
    <div className="page">
      <PageHeader
        title={title}
        subtitle={data?.description}
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Forum', to: '/forum' }, { label: title }]}
        actions={<NewThreadAction categoryId={data?.id} slug={data?.slug ?? categorySlug} />}
      />
      {isPending ? (
        <Card>
          <Skeleton lines={8} label="Loading threads…" />
        </Card>
      ) : !data ? (
        isNotFound(error) ? (
          <EmptyState title={MSG.categoryNotFound}>
            <Link to="/forum">Back to the forum</Link>
          </EmptyState>
        ) : (
          <div className="forum-error">
            <Notice tone="error">{FORUM_MSG.loadThreadsFailed}</Notice>
            <Button variant="secondary" size="sm" busy={isRefetching} onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        )
      ) : (
        <div className="category-body" aria-busy={isPlaceholderData || undefined}>
          <CategoryToolbar
            sort={sort}
            onSortChange={(next) => setParams(next === 'recent' ? {} : { sort: next })}
            filters={filters}
            onFiltersChange={setFilters}
            actions={user && <MarkReadButton categoryId={data.id} />}
          />
          {fresh.count > 0 && (
            <button type="button" className="new-threads-banner" onClick={() => void fresh.load()}>
              {FORUM_MSG.newThreads(fresh.count)}
            </button>
          )}
          {data.threads.length === 0 ? (
            <EmptyState title="No threads yet">Be the first to start a conversation here.</EmptyState>
          ) : threads.length === 0 ? (
            <EmptyState title="No threads match these filters">
              Try another date range or author, or clear the filters.
            </EmptyState>
          ) : (
            <CategoryThreadList threads={threads} categorySlug={data.slug} />
          )}
          {hasFilters(filters) && (
            <p className="muted category-filter-note">
              Showing {threads.length} of {data.threads.length} threads on this page.
            </p>
          )}
          <ForumPagination
            page={data.meta.page}
            totalPages={data.meta.total_pages}
            hrefFor={hrefFor}
            label="Thread pages"
          />
        </div>
      )}
    </div>
  );
}

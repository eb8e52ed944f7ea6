import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { SearchParams } from '../../../common/search-params.ts';
import type { SearchResponse } from '../../../common/search-types.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card, EmptyState } from '../../ui/card.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { formatCount, searchHref, searchPageCount } from './search-params.ts';
import { PostResult, ThreadResult } from './search-results.tsx';

const plural = (count: string, one: string, many: string) => `${count} ${count === '1' ? one : many}`;

function threadCount(data: SearchResponse): string {
  return formatCount(data.thread_count, data.capped.threads);
}

function postCount(data: SearchResponse): string {
  return formatCount(data.post_count, data.capped.posts);
}

interface SectionProps {
  heading: string;
  summary: ReactNode;
  children: ReactNode;
}

function ResultSection({ heading, summary, children }: SectionProps) {
  const headingId = useId();
  return (
    <section className="search-section" aria-labelledby={headingId}>
      <div className="search-section__head">
        <h2 id={headingId} className="search-section__title">
          {heading}
        </h2>
        <span className="search-section__summary">{summary}</span>
      </div>
      {children}
    </section>
  );
}

/** Stand-ins shaped like result cards while the first answer loads. */
export function ResultsSkeleton() {
  return (
    <ol className="search-list" aria-label="Loading results">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="card search-result">
          <Skeleton lines={2} label="Loading results…" />
        </li>
      ))}
    </ol>
  );
}

export function SearchFailure({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return <LoadFailed className="search-failure" message={message} retrying={retrying} onRetry={onRetry} />;
}

/** Nothing matched: say what to try next, and offer the forum itself. */
export function NoResults({ query }: { query: string }) {
  return (
    <Card className="search-empty">
      <EmptyState title={`No results for “${query}”`}>
        No thread or post you can read contains every word you searched for.
      </EmptyState>
      <ul className="search-empty__tips">
        <li>Check the spelling, or use fewer words: a result must contain all of them.</li>
        <li>
          Type just the start of a word: <q>tumb</q> also finds <q>Tile Tumble</q>.
        </li>
        <li>
          Put an exact phrase in double quotes, like <code>"pixel art"</code>.
        </li>
      </ul>
      <ButtonLink to="/forum">Browse Forum</ButtonLink>
    </Card>
  );
}

interface ResultsProps {
  data: SearchResponse;
  search: SearchParams;
  /** The answer on screen is the previous one while the next loads. */
  busy: boolean;
}

/** The All tab: the first page of matching threads, then of matching posts (spec 2 §2). */
export function AllResults({ data, search, busy }: ResultsProps) {
  const threads = threadCount(data);
  const posts = postCount(data);
  return (
    <>
      <ResultSection heading="Threads" summary={plural(threads, 'match', 'matches')}>
        {data.threads.length > 0 ? (
          <ol className="search-list" aria-busy={busy}>
            {data.threads.map((thread) => (
              <ThreadResult key={thread.id} thread={thread} />
            ))}
          </ol>
        ) : (
          <p className="search-section__none">No thread titles match.</p>
        )}
        {data.thread_count > data.threads.length && (
          <Link to={searchHref({ ...search, type: 'threads', page: 1 })} className="search-section__more">
            See all {plural(threads, 'thread', 'threads')} →
          </Link>
        )}
      </ResultSection>
      <ResultSection heading="Posts" summary={plural(posts, 'match', 'matches')}>
        {data.posts.length > 0 ? (
          <ol className="search-list" aria-busy={busy}>
            {data.posts.map((post) => (
              <PostResult key={post.id} post={post} />
            ))}
          </ol>
        ) : (
          <p className="search-section__none">No posts match.</p>
        )}
        {data.post_count > data.posts.length && (
          <Link to={searchHref({ ...search, type: 'posts', page: 1 })} className="search-section__more">
            See all {plural(posts, 'post', 'posts')} →
          </Link>
        )}
      </ResultSection>
    </>
  );
}

/** The Threads or Posts tab: one kind, a page at a time. */
export function KindResults({ data, search, busy }: ResultsProps) {
  const isThreads = search.type === 'threads';
  const count = isThreads ? data.thread_count : data.post_count;
  const shown = isThreads ? threadCount(data) : postCount(data);
  const pages = searchPageCount(count, data.per_page);
  const items = isThreads ? data.threads.length : data.posts.length;
  const other = isThreads
    ? {
        type: 'posts' as const,
        count: data.post_count,
        label: plural(postCount(data), 'matching post', 'matching posts'),
      }
    : {
        type: 'threads' as const,
        count: data.thread_count,
        label: plural(threadCount(data), 'matching thread', 'matching threads'),
      };

  return (
    <ResultSection
      heading={isThreads ? 'Threads' : 'Posts'}
      summary={`${plural(shown, 'match', 'matches')}${pages > 1 ? ` · page ${search.page} of ${pages}` : ''}`}
    >
      {items > 0 ? (
        <ol className="search-list" aria-busy={busy}>
          {isThreads
            ? data.threads.map((thread) => <ThreadResult key={thread.id} thread={thread} />)
            : data.posts.map((post) => <PostResult key={post.id} post={post} />)}
        </ol>
      ) : count > 0 ? (
        <p className="search-section__none">
          There are no results on this page.{' '}
          <Link to={searchHref({ ...search, page: 1 })}>Go to the first page</Link>
        </p>
      ) : (
        <p className="search-section__none">
          {isThreads ? 'No thread titles match.' : 'No posts match.'}
          {other.count > 0 && (
            <>
              {' '}
              <Link to={searchHref({ ...search, type: other.type, page: 1 })}>See the {other.label}</Link>
            </>
          )}
        </p>
      )}
      <Pagination
        className="search-pagination"
        page={search.page}
        pageCount={pages}
        hrefFor={(page) => searchHref({ ...search, page })}
        label={isThreads ? 'Pages of matching threads' : 'Pages of matching posts'}
      />
    </ResultSection>
  );
}

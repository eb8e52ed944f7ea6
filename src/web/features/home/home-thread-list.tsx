import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ThreadSummary } from '../../../common/forum-types.ts';
import { EmptyState } from '../../ui/card.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';

export interface PanelQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T[] | undefined;
}

/** A query's state with its data trimmed for a panel (only the fields a panel reads). */
export function panelQuery<D, T>(
  query: { isPending: boolean; isError: boolean; data: D | undefined },
  pick: (data: D) => T[],
): PanelQuery<T> {
  return { isPending: query.isPending, isError: query.isError, data: query.data && pick(query.data) };
}

/** The states of a panel's data: loading, failed, empty, or the list itself. */
export function PanelData<T>({
  query,
  empty,
  children,
}: {
  query: PanelQuery<T>;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <Skeleton lines={3} />;
  if (query.isError || !query.data) {
    return <EmptyState title="Could not load this">Please try again in a moment.</EmptyState>;
  }
  if (query.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return children(query.data);
}

type ThreadLink = Pick<ThreadSummary, 'id' | 'title' | 'slug'> & { category_slug: string };

/** A compact list of threads for a home panel, each with a line of detail under its title. */
export function HomeThreadList<T extends ThreadLink>({
  threads,
  detail,
}: {
  threads: T[];
  detail: (thread: T) => ReactNode;
}) {
  return (
    <ul className="home-threads">
      {threads.map((thread) => (
        <li key={thread.id} className="home-threads__item">
          <Link to={`/thread/${thread.category_slug}/${thread.slug}`} className="home-threads__title">
            {thread.title}
          </Link>
          <span className="home-threads__detail">{detail(thread)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A panel of threads: loading, failed, empty, or the list, each thread with its detail line. */
export function ThreadsData<T extends ThreadLink>({
  query,
  empty,
  detail,
}: {
  query: PanelQuery<T>;
  empty: string;
  detail: (thread: T) => ReactNode;
}) {
  return (
    <PanelData query={query} empty={empty}>
      {(threads) => <HomeThreadList threads={threads} detail={detail} />}
    </PanelData>
  );
}

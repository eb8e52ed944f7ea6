import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CategoryPage } from '../../../common/forum-types.ts';
import { useLiveEvent } from '../../api/live/hooks.ts';
import { queryClient } from '../../api/query-client.ts';
import { categoryPageQuery } from './api.ts';

/** Spec 1 §9: the category page checks for new threads every 45 s. */
export const NEW_THREAD_POLL_MS = 45_000;

const maxId = (threads: readonly { id: number }[]) => threads.reduce((max, t) => Math.max(max, t.id), 0);

/**
 * Counts threads started since the page was opened (ids only grow) that the list on screen does not
 * show yet; `load` refreshes the list and starts counting afresh.
 */
export function useNewThreads(categorySlug: string, shown: readonly { id: number }[], enabled: boolean) {
  const newest = useQuery({
    ...categoryPageQuery(categorySlug, 'newest', 1),
    enabled,
    refetchInterval: NEW_THREAD_POLL_MS,
  });
  const [baseline, setBaseline] = useState<{ slug: string; id: number } | null>(null);
  const threads = newest.data?.threads;

  // A live thread.new lands in the same cache entry the poll fills, so the banner shows at once.
  useLiveEvent('thread.new', ({ categoryId, thread }) => {
    const { queryKey } = categoryPageQuery(categorySlug, 'newest', 1);
    queryClient.setQueryData<CategoryPage>(queryKey, (current) =>
      current && current.id === categoryId && !current.threads.some((t) => t.id === thread.id)
        ? { ...current, threads: [thread, ...current.threads].slice(0, current.meta.per_page) }
        : current,
    );
  });

  useEffect(() => {
    if (threads && baseline?.slug !== categorySlug) setBaseline({ slug: categorySlug, id: maxId(threads) });
  }, [threads, baseline, categorySlug]);

  const seen = Math.max(
    baseline?.slug === categorySlug ? baseline.id : Number.POSITIVE_INFINITY,
    maxId(shown),
  );
  const count = threads?.filter((thread) => thread.id > seen).length ?? 0;

  const load = async () => {
    if (threads) setBaseline({ slug: categorySlug, id: maxId(threads) });
    await queryClient.invalidateQueries({ queryKey: ['category', categorySlug] });
  };
  return { count, load };
}

import { type InfiniteData, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { ShoutPosted, ShoutsPage, ShoutView } from '../../../common/home-social.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { useLiveEvent } from '../../api/live/hooks.ts';
import { fromPage } from '../../api/preload.ts';
import { queryClient } from '../../api/query-client.ts';

export const shoutsKey = ['shouts'] as const;

/** GET /api/shouts: the newest page first, older pages on demand (each newest first). */
export function useShouts() {
  return useInfiniteQuery({
    queryKey: shoutsKey,
    queryFn: ({ pageParam, signal }) =>
      apiGet<ShoutsPage>(`/api/shouts${pageParam ? `?before=${pageParam}` : ''}`, signal),
    initialPageParam: 0,
    ...fromPage('/api/shouts', (first: ShoutsPage) => ({ pages: [first], pageParams: [0] })),
    getNextPageParam: (last) => (last.has_more ? last.shouts.at(-1)?.id : undefined),
    // The wall changes by the second: never restored from the stored cache.
    meta: { persist: false },
  });
}

/** All shouts of the loaded pages, newest first. */
export function shoutsOf(data: InfiniteData<ShoutsPage> | undefined): ShoutView[] {
  return data ? data.pages.flatMap((page) => page.shouts) : [];
}

/** Puts a shout on top of the wall, once: the poster gets its own `shout.new` too. */
function addShout(shout: ShoutView) {
  queryClient.setQueryData<InfiniteData<ShoutsPage>>(shoutsKey, (data) => {
    if (!data?.pages[0]) return data;
    if (data.pages.some((page) => page.shouts.some((s) => s.id === shout.id))) return data;
    const [newest, ...older] = data.pages;
    // Live events may arrive out of order across servers; keep the page newest first by id.
    const shouts = [shout, ...newest.shouts].sort((a, b) => b.id - a.id);
    return { ...data, pages: [{ ...newest, shouts }, ...older] };
  });
}

function removeShout(id: number) {
  queryClient.setQueryData<InfiniteData<ShoutsPage>>(shoutsKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, shouts: page.shouts.filter((s) => s.id !== id) })),
        }
      : data,
  );
}

export function usePostShout() {
  return useMutation({
    mutationFn: (text: string) => apiPost<ShoutPosted>('/api/shouts', { text }),
    onSuccess: (answer) => addShout(answer.shout),
  });
}

export function useDeleteShout() {
  return useMutation({
    mutationFn: (id: number) => apiPost<{ success: true; message: string }>(`/api/shouts/${id}/delete`),
    onSuccess: (_answer, id) => removeShout(id),
  });
}

export function useReportShout() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiPost<{ success: true; message: string }>(`/api/shouts/${id}/report`, { reason }),
  });
}

/**
 * Live: new and deleted shouts update the wall in the same cache HTTP fills. `ignored` are the
 * members the viewer ignores: the server leaves their shouts out of the list, so live ones too.
 */
export function useShoutsLive(ignored: ReadonlySet<number>) {
  useLiveEvent('shout.new', ({ shout }) => {
    if (!ignored.has(shout.author.id)) addShout(shout);
  });
  useLiveEvent('shout.delete', ({ id }) => removeShout(id));
}

import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../api/client.ts';
import { rememberThreadSlug } from './api.ts';
import { markListsStale, updateThreadPages } from './thread-cache.ts';

export type ThreadAction = 'pin' | 'lock' | 'close' | 'archive';

/** Each toggle's answer field (spec 1 §7) and the thread field it sets. */
const FLAG_OF = {
  pin: { answer: 'pinned', field: 'pinned' },
  lock: { answer: 'locked', field: 'locked' },
  close: { answer: 'closed', field: 'closed' },
  archive: { answer: 'archived', field: 'archive' },
} as const;

/** Toggles a thread flag; the server answers the flag's new value. */
export async function toggleThreadFlag(threadId: number, action: ThreadAction): Promise<boolean> {
  const answer = await apiPost<Record<string, unknown>>(`/api/thread/${threadId}/${action}`);
  return answer[FLAG_OF[action].answer] === true;
}

export function useToggleThreadFlag(threadId: number) {
  return useMutation({
    mutationFn: (action: ThreadAction) => toggleThreadFlag(threadId, action),
    onSuccess: (value, action) => {
      updateThreadPages(threadId, (page) => ({ ...page, [FLAG_OF[action].field]: value }));
      markListsStale();
    },
  });
}

export interface MoveAnswer {
  success: true;
  category_id: number;
  category_slug: string;
  category_title: string;
  slug: string;
}

export function moveThread(threadId: number, categoryId: number): Promise<MoveAnswer> {
  return apiPost<MoveAnswer>(`/api/thread/${threadId}/move`, { category_id: categoryId });
}

export function useMoveThread(threadId: number) {
  return useMutation({
    mutationFn: (categoryId: number) => moveThread(threadId, categoryId),
    onSuccess: (moved) => {
      updateThreadPages(threadId, (page) => ({
        ...page,
        slug: moved.slug,
        category_id: moved.category_id,
        category: { id: moved.category_id, title: moved.category_title, slug: moved.category_slug },
      }));
      rememberThreadSlug(moved.category_slug, moved.slug, threadId);
      markListsStale();
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import type { ReportCategory } from '../../../common/forum-types.ts';
import { apiPost } from '../../api/client.ts';
import { currentPrefs } from '../../api/notification-prefs.ts';
import { queryClient } from '../../api/query-client.ts';
import { subscriptionKey } from './api.ts';
import { markListsStale } from './thread-cache.ts';

export interface NewThreadInput {
  title: string;
  text: string;
  trigger_warning?: string;
}

export interface CreatedThread {
  success: true;
  id: number;
  slug: string;
  category_slug: string;
}

export function createThread(categoryId: number, input: NewThreadInput): Promise<CreatedThread> {
  // keepSession: an ended session asks to sign in on the page, keeping the text (issue 17 §6)
  return apiPost<CreatedThread>(`/api/category/${categoryId}/post`, input, { keepSession: true });
}

export function useCreateThread(categoryId: number) {
  return useMutation({
    mutationFn: (input: NewThreadInput) => createThread(categoryId, input),
    onSuccess: ({ id }) => {
      markListsStale();
      if (currentPrefs().autoSubscribeOnCreate) followThread(id);
    },
  });
}

/**
 * Auto-subscribe (spec 1 §3 notification preferences): the preferences live on this device, so the
 * client subscribes after its own reply or new thread. A failure here is not the write's failure.
 */
export function followThread(threadId: number): void {
  setSubscribed(threadId, true)
    .then(() => queryClient.setQueryData(subscriptionKey(threadId), true))
    .catch(() => undefined);
}

export function setSubscribed(threadId: number, subscribed: boolean): Promise<{ subscribed: boolean }> {
  return apiPost(`/api/thread/${threadId}/${subscribed ? 'subscribe' : 'unsubscribe'}`);
}

export function useSetSubscribed(threadId: number) {
  return useMutation({
    mutationFn: (subscribed: boolean) => setSubscribed(threadId, subscribed),
    onSuccess: ({ subscribed }) => queryClient.setQueryData(subscriptionKey(threadId), subscribed),
  });
}

export interface ReportInput {
  type: 'post' | 'thread';
  id: number;
  category: ReportCategory;
  reason: string;
}

export function fileReport({ type, id, category, reason }: ReportInput): Promise<{ message?: string }> {
  return apiPost(`/api/${type}/${id}/report`, { category, reason });
}

/** A report changes nothing this screen shows; the moderators' queue is another user's cache. */
export function useFileReport() {
  return useMutation({ mutationFn: fileReport });
}

import { type InfiniteData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type {
  ConversationMessage,
  ConversationPage,
  ConversationReply,
  ConversationStarted,
  InboxPage,
  UnreadConversations,
} from '../../../common/conversations.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { useLiveEvent } from '../../api/live/hooks.ts';
import { fromPage } from '../../api/preload.ts';
import { queryClient } from '../../api/query-client.ts';

// Private messages are never written to the browser's stored cache (query-client.ts persist: false).
const PRIVATE = { persist: false } as const;

export const messageKeys = {
  all: ['messages'] as const,
  inbox: (page: number) => ['messages', 'inbox', page] as const,
  unread: ['messages', 'unread'] as const,
  conversation: (id: number) => ['messages', 'conversation', id] as const,
};

export function useInbox(page: number) {
  return useQuery({
    queryKey: messageKeys.inbox(page),
    queryFn: ({ signal }) => apiGet<InboxPage>(`/api/messages?page=${page}`, signal),
    meta: PRIVATE,
  });
}

/** How many conversations have unread messages: the header's envelope. */
export function useUnreadConversations(enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.unread,
    queryFn: async ({ signal }) =>
      (await apiGet<UnreadConversations>('/api/messages/unread', signal)).unread_conversations,
    ...fromPage<number, UnreadConversations>('/api/messages/unread', (answer) => answer.unread_conversations),
    enabled,
    meta: PRIVATE,
    staleTime: 60_000,
  });
}

/** A conversation: the newest page first, older pages on demand (each page's messages oldest first). */
export function useConversation(id: number) {
  return useInfiniteQuery({
    queryKey: messageKeys.conversation(id),
    queryFn: ({ pageParam, signal }) =>
      apiGet<ConversationPage>(`/api/messages/${id}${pageParam ? `?before=${pageParam}` : ''}`, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.has_more ? last.messages[0]?.id : undefined),
    meta: PRIVATE,
  });
}

/** All messages of the loaded pages, oldest first. */
export function messagesOf(data: InfiniteData<ConversationPage> | undefined): ConversationMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}

function appendMessage(conversationId: number, message: ConversationMessage) {
  queryClient.setQueryData<InfiniteData<ConversationPage>>(
    messageKeys.conversation(conversationId),
    (data) => {
      if (!data?.pages[0]) return data;
      const [newest, ...older] = data.pages;
      if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
      return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
    },
  );
}

export function useStartConversation() {
  return useMutation({
    mutationFn: (input: { to: string[]; title: string; text: string }) =>
      apiPost<ConversationStarted>('/api/messages', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['messages', 'inbox'] }),
  });
}

export function useReply(conversationId: number) {
  return useMutation({
    mutationFn: (text: string) =>
      apiPost<ConversationReply>(`/api/messages/${conversationId}/reply`, {
        text,
      }),
    onSuccess: (answer) => {
      appendMessage(conversationId, answer.message);
      void queryClient.invalidateQueries({ queryKey: ['messages', 'inbox'] });
    },
  });
}

export function useLeave(conversationId: number) {
  return useMutation({
    mutationFn: () => apiPost<{ success: true }>(`/api/messages/${conversationId}/leave`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: messageKeys.conversation(conversationId) });
      void queryClient.invalidateQueries({ queryKey: ['messages', 'inbox'] });
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
    },
  });
}

export function useReportMessage(conversationId: number) {
  return useMutation({
    mutationFn: (input: { message_id: number; reason: string }) =>
      apiPost<{ success: true; message: string }>(`/api/messages/${conversationId}/report`, input),
  });
}

/**
 * Live delivery (issue 17 §8): a new message updates the header's figure, an open conversation and
 * the inbox from the same cache HTTP fills. Mounted once, with the header's envelope.
 */
export function useMessagesLive() {
  useLiveEvent('message.new', (event) => {
    queryClient.setQueryData(messageKeys.unread, event.unread_conversations);
    appendMessage(event.conversation_id, event.message);
    void queryClient.invalidateQueries({ queryKey: ['messages', 'inbox'] });
    // The conversation is on screen: reading it there marks it read on the server.
    const open = /^\/messages\/(\d+)$/.exec(window.location.pathname);
    if (Number(open?.[1]) === event.conversation_id && document.visibilityState === 'visible')
      void apiGet<ConversationPage>(`/api/messages/${event.conversation_id}?per_page=1`).then(() =>
        queryClient.invalidateQueries({ queryKey: messageKeys.unread }),
      );
  });
  // Missed events (a gap too old to replay): fetch the figures afresh.
  useLiveEvent('resync', () => void queryClient.invalidateQueries({ queryKey: messageKeys.all }));
  useLiveEvent('message.unread', (event) => {
    queryClient.setQueryData(messageKeys.unread, event.unread_conversations);
    void queryClient.invalidateQueries({ queryKey: ['messages', 'inbox'] });
  });
}

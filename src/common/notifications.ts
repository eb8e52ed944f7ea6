/** Kinds of stored notification (issue 17 §1); later features add theirs here. */
export const NOTIFICATION_TYPES = [
  'reply',
  'mention',
  'quote',
  'reaction',
  'message',
  'design_review',
  'report',
  'achievement',
  'gift',
  'trade',
  'sale',
  'friend_request',
  'friend_accept',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * One notification as the API answers it and the live `notification` event carries it. The spec's
 * live fields (type, title, message, threadId, postId) are kept beside the stored ones.
 */
export interface NotificationView {
  id: number;
  type: NotificationType;
  read: boolean;
  created_at: string;
  actor: { id: number; username: string } | null;
  thread_id: number | null;
  post_id: number | null;
  excerpt: string;
  /** What the type needs beyond the columns (a reaction's name, a conversation id ...). */
  data: Record<string, unknown>;
  title: string;
  message: string;
  /** Where it leads, or null. */
  url: string | null;
  threadId: number | null;
  postId: number | null;
}

/** Notifications per page of GET /api/notifications. */
export const NOTIFICATIONS_PER_PAGE = 20;

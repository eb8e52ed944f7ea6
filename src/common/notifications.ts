import type { Static } from '@sinclair/typebox';
import type { NotificationSchema, NotificationsPageSchema } from './schemas/notifications.ts';

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
export type NotificationView = Static<typeof NotificationSchema>;
/** One page of GET /api/notifications (issue 17 §1). */
export type NotificationsPage = Static<typeof NotificationsPageSchema>;

/** Notifications per page of GET /api/notifications. */
export const NOTIFICATIONS_PER_PAGE = 20;

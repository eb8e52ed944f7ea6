/** Schemas of the notifications centre's payloads (issue 17 §1); notifications.ts derives its types from them. */
import { Type } from '@sinclair/typebox';
import { NOTIFICATION_TYPES } from '../notifications.ts';
import { Nullable } from './shared.ts';

/**
 * One notification as the API answers it and the live `notification` event carries it. The spec's
 * live fields (type, title, message, threadId, postId) are kept beside the stored ones.
 */
export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Union(NOTIFICATION_TYPES.map((type) => Type.Literal(type))),
  read: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  actor: Nullable(Type.Object({ id: Type.Integer(), username: Type.String() })),
  thread_id: Nullable(Type.Integer()),
  post_id: Nullable(Type.Integer()),
  excerpt: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown(), {
    description: "What the type needs beyond the columns (a reaction's name, a conversation id ...).",
  }),
  title: Type.String(),
  message: Type.String(),
  url: Nullable(Type.String(), { description: 'Where it leads, or null.' }),
  threadId: Nullable(Type.Integer()),
  postId: Nullable(Type.Integer()),
});

/** One page of GET /api/notifications. */
export const NotificationsPageSchema = Type.Object({
  success: Type.Literal(true),
  notifications: Type.Array(NotificationSchema),
  unread: Type.Integer(),
  page: Type.Integer(),
  has_more: Type.Boolean(),
});

/** POST /api/notifications/read: the unread count left. */
export const MarkReadResponseSchema = Type.Object({ success: Type.Literal(true), unread: Type.Integer() });

/** Schemas of the admin panel's members and audit log (issue 16 §3, §5); the panel's types derive from them. */
import { Type } from '@sinclair/typebox';
import { Nullable } from './shared.ts';

const Time = Nullable(Type.String());

/** One audit row as the API shows it (issue 16 contract: AuditEntry). */
export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  actor: Nullable(Type.Object({ id: Type.Integer(), username: Type.String() })),
  action: Type.String(),
  target_type: Type.String(),
  target_id: Nullable(Type.String()),
  before: Type.Unknown(),
  after: Type.Unknown(),
  reason: Type.String(),
  created_at: Type.String(),
});

/** GET /api/admin/audit: a page of the log, newest first. */
export const AuditListSchema = Type.Object({
  success: Type.Literal(true),
  entries: Type.Array(AuditEntrySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  per_page: Type.Integer(),
});

export const GroupRefSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A member as the admin panel's search lists them. */
export const MemberRowSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  created_at: Type.String(),
  last_seen_at: Time,
  groups: Type.Array(Type.String()),
  suspended_until: Time,
  silenced_until: Time,
  deleted: Type.Boolean(),
});

/** GET /api/admin/users */
export const MemberListSchema = Type.Object({
  success: Type.Literal(true),
  users: Type.Array(MemberRowSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  per_page: Type.Integer(),
});

export const MemberDetailSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  email_verified: Type.Boolean(),
  created_at: Type.String(),
  last_seen_at: Time,
  coins: Type.Integer(),
  gems: Type.Integer(),
  post_count: Type.Integer(),
  groups: Type.Array(GroupRefSchema),
  suspended_until: Time,
  suspend_reason: Time,
  silenced_until: Time,
  silence_reason: Time,
  deleted_at: Time,
});

export const MemberPostSchema = Type.Object({
  id: Type.Integer(),
  thread_id: Type.Integer(),
  thread_title: Type.String(),
  excerpt: Type.String(),
  created_at: Type.String(),
});

export const MemberReportSchema = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  reason: Type.String(),
  created_at: Type.String(),
  post_id: Nullable(Type.Integer()),
  thread_id: Type.Integer(),
});

/** GET /api/admin/users/{id}: the member, their recent posts, reports about them and staff actions on them. */
export const MemberPageSchema = Type.Object({
  success: Type.Literal(true),
  user: MemberDetailSchema,
  recent_posts: Type.Array(MemberPostSchema),
  reports: Type.Array(MemberReportSchema),
  history: Type.Array(AuditEntrySchema),
});

/** POST /api/admin/users/{id}/groups: the member's groups now. */
export const MemberGroupsSchema = Type.Object({
  success: Type.Literal(true),
  groups: Type.Array(GroupRefSchema),
});

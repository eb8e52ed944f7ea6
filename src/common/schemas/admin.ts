/** Schemas of the admin API's payloads (issue 16 §3); the admin panel's types derive from them. */
import { Type } from '@sinclair/typebox';
import { Int, StringEnum } from './shared.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const DayCountSchema = Type.Object({
  date: Type.String({ description: 'YYYY-MM-DD' }),
  count: Int,
});

/** The site's figures for the dashboard (issue 16 §3). */
export const DashboardFiguresSchema = Type.Object({
  members: Int,
  threads: Int,
  posts: Int,
  open_reports: Int,
  failed_mail: Int,
  signups: Type.Array(DayCountSchema),
  posts_per_day: Type.Array(DayCountSchema),
});

export const RedisHealthSchema = StringEnum(['ok', 'down', 'off'] as const);

/** The figures, which database the site runs on and the health of what it runs on. */
export const DashboardSchema = Type.Composite([
  DashboardFiguresSchema,
  Type.Object({
    database: StringEnum(['sqlite', 'postgres'] as const, {
      description: 'Which database the site runs on: the panel offers its backup on SQLite only.',
    }),
    health: Type.Object({ database: StringEnum(['ok', 'down'] as const), redis: RedisHealthSchema }),
  }),
]);

export const DashboardResponseSchema = Type.Composite([
  Type.Object({ success: Type.Literal(true) }),
  DashboardSchema,
]);

export const AdminGroupSchema = Type.Object({
  id: Int,
  name: Type.String(),
  description: Type.String(),
  is_admin: Type.Boolean(),
  can_review_designs: Type.Boolean(),
  built_in: Type.Boolean(),
  member_count: Int,
});

export const AdminCategorySchema = Type.Object({
  id: Int,
  title: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  sort_order: Int,
});

/** One group's grants in one category: a cell of the permission matrix, as read and as written. */
export const PermissionRowSchema = Type.Object(
  {
    group_id: Id,
    category_id: Id,
    can_view: Type.Boolean(),
    can_post: Type.Boolean(),
    can_reply: Type.Boolean(),
    can_moderate: Type.Boolean(),
  },
  { additionalProperties: false },
);

/** Every group, every category and the permission matrix between them. */
export const GroupsSchema = Type.Object({
  groups: Type.Array(AdminGroupSchema),
  categories: Type.Array(AdminCategorySchema),
  permissions: Type.Array(PermissionRowSchema),
});

export const GroupsResponseSchema = Type.Composite([
  Type.Object({ success: Type.Literal(true) }),
  GroupsSchema,
]);

/** GET /api/admin/check: the broken invariants, one line each; none when the data is whole. */
export const DataCheckSchema = Type.Object({
  success: Type.Literal(true),
  problems: Type.Array(Type.String()),
  checked_at: Type.String(),
});

/** POST /api/admin/backup: the copy written on the server. */
export const BackupSchema = Type.Object({
  success: Type.Literal(true),
  file: Type.String(),
  bytes: Type.Integer(),
});

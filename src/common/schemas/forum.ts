/** Schemas of the forum's payloads (spec 1 §3, §7); forum-types.ts derives its types from them. */
import { Type } from '@sinclair/typebox';
import { REPORT_CATEGORIES, THREAD_SORTS } from '../forum-types.ts';
import { REPORT_REASON_MAX } from '../limits.ts';
import { REACTIONS } from '../reactions.ts';
import { Nullable, StringEnum } from './shared.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const IdParams = Type.Object({ id: Id });
export const PageQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })) });

export const LastActiveSchema = Type.Object({
  thread_id: Type.Optional(Type.Integer()),
  thread_slug: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  author: Type.String(),
  created: Type.String(),
});

export const CategorySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  order: Type.Integer(),
  no_threads: Type.Integer(),
  no_posts: Type.Integer(),
  total_views: Type.Integer(),
  lastactive: Nullable(LastActiveSchema),
});

export const ThreadSummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  category_id: Type.Integer(),
  author: Type.String(),
  author_id: Type.Integer(),
  created: Type.String(),
  trigger_warning: Type.Union([Type.String(), Type.Null()]),
  view_count: Type.Integer(),
  pinned: Type.Boolean(),
  locked: Type.Boolean(),
  closed: Type.Boolean(),
  archive: Type.Boolean(),
  replies: Type.Integer(),
  lastactive: LastActiveSchema,
});

/** issue 17 §5: a member's marks on a listed thread; visitors' lists have neither. */
export const UnreadFields = Type.Object({
  unread_count: Type.Optional(
    Type.Integer({ description: 'Posts by others the member has not been shown yet' }),
  ),
  new: Type.Optional(Type.Boolean({ description: 'The member has never opened the thread' })),
});

/** A thread in a list: its summary and, for members, their unread marks. */
export const ListedThreadSchema = Type.Composite([ThreadSummarySchema, UnreadFields]);

export const PageMetaSchema = Type.Object({
  page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
  total_pages: Type.Integer(),
});

/** A category's page: the category (without its last activity), a page of its threads and the sort. */
export const CategoryPageSchema = Type.Composite([
  Type.Omit(CategorySchema, ['lastactive']),
  Type.Object({
    sort: StringEnum(THREAD_SORTS),
    threads: Type.Array(ListedThreadSchema),
    meta: PageMetaSchema,
  }),
]);

export const ReactionNameSchema = Type.Union(REACTIONS.map((r) => Type.Literal(r)));
export const ReactionCountSchema = Type.Object({
  reaction: ReactionNameSchema,
  count: Type.Integer(),
  mine: Type.Boolean(),
});

/** An image's `src` as the post's text writes it, with its size in pixels. */
export const ImageSizeSchema = Type.Object({
  src: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});

export const CategoryRefSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
});

export const PostSchema = Type.Object({
  id: Type.Integer(),
  thread_id: Type.Integer(),
  author: Type.String(),
  author_id: Type.Integer(),
  content: Type.String(),
  created: Type.String(),
  edited: Type.Union([Type.String(), Type.Null()]),
  archive: Type.Boolean(),
  /** Whether the last edit was a moderator's (issue 17 §7). */
  edited_by_moderator: Type.Boolean(),
  reactions: Type.Array(ReactionCountSchema),
  images: Type.Optional(
    Type.Array(ImageSizeSchema, {
      description: 'The size of each image of this site the post shows (issue 20 §1: no layout shift).',
    }),
  ),
});

export const ThreadPageSchema = Type.Composite([
  ThreadSummarySchema,
  Type.Object({
    thread_id: Type.Integer(),
    category: CategoryRefSchema,
    posts: Type.Array(PostSchema),
    meta: PageMetaSchema,
    pagination: PageMetaSchema,
    first_unread_post_id: Type.Optional(
      Type.Integer({ description: "With unread=1: the member's first unread post, on this page" }),
    ),
  }),
]);

export const RecentThreadSchema = Type.Composite([
  ThreadSummarySchema,
  UnreadFields,
  Type.Object({ category_name: Type.String(), category_slug: Type.String() }),
]);

/** Where a post or report is: its thread and category, by id, name and slug. */
const ThreadPlace = {
  thread_id: Type.Integer(),
  thread_title: Type.String(),
  thread_slug: Type.String(),
  category_id: Type.Integer(),
  category_name: Type.String(),
  category_slug: Type.String(),
};

export const UserPostSchema = Type.Object({
  id: Type.Integer(),
  ...ThreadPlace,
  created: Type.String(),
  edited: Type.Union([Type.String(), Type.Null()]),
  content: Type.String(),
});

/** A member's public profile (spec 1 §3). */
export const PublicUserFields = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  created: Type.String(),
  post_count: Type.Integer(),
  thread_count: Type.Integer(),
  suspended: Type.Boolean({ description: 'Suspended now (issue 16 §4): the profile shows it.' }),
  avatar: Type.String(),
  reactions_received: Type.Object({
    total: Type.Integer(),
    by_reaction: Type.Array(Type.Object({ reaction: ReactionNameSchema, count: Type.Integer() })),
  }),
});

export const PublicUserSchema = Type.Composite([
  Type.Object({ success: Type.Literal(true) }),
  PublicUserFields,
]);

export const ReportSchema = Type.Object({
  id: Type.Integer(),
  type: StringEnum(['post', 'thread'] as const),
  target_id: Type.Integer(),
  ...ThreadPlace,
  category: StringEnum(REPORT_CATEGORIES),
  reason: Type.String(),
  status: StringEnum(['open', 'resolved', 'dismissed'] as const),
  reporter: Type.String(),
  created: Type.String(),
  excerpt: Type.String(),
});

/** GET /api/statistics: the site's figures (DECISIONS.md 'Product'). */
export const SiteStatisticsSchema = Type.Object({
  success: Type.Literal(true),
  members: Type.Integer(),
  threads: Type.Integer(),
  posts: Type.Integer(),
  online_now: Type.Integer(),
  newest_member: Nullable(
    Type.Object({ id: Type.Integer(), username: Type.String(), created: Type.String() }),
  ),
  top_posters: Type.Array(
    Type.Object({ id: Type.Integer(), username: Type.String(), post_count: Type.Integer() }),
  ),
});

// Bodies: loosely bounded here, checked precisely (with the spec's messages) by the services.
export const TextBody = Type.Object(
  { text: Type.String({ maxLength: 60_000 }) },
  { additionalProperties: false },
);

export const NewThreadBody = Type.Object(
  {
    title: Type.String({ maxLength: 1000 }),
    text: Type.String({ maxLength: 60_000 }),
    trigger_warning: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  },
  { additionalProperties: false },
);

export const ReportBody = Type.Object(
  {
    category: Type.Optional(Type.String({ maxLength: 32 })),
    reason: Type.Optional(Type.String({ maxLength: REPORT_REASON_MAX * 2 })),
  },
  { additionalProperties: false },
);

export const MoveBody = Type.Object({ category_id: Id }, { additionalProperties: false });

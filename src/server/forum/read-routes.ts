import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { THREAD_SORTS, type ThreadSort } from '../../common/forum-types.ts';
import { MSG } from '../../common/messages.ts';
import {
  CategoryPageSchema,
  CategorySchema,
  IdParams,
  PageQuery,
  PublicUserSchema,
  RecentThreadSchema,
  ThreadPageSchema,
  UserPostSchema,
} from '../../common/schemas/forum.ts';
import { can } from '../accounts/permissions.ts';
import type { Db } from '../db/index.ts';
import { notFound } from '../http/errors.ts';
import { failures } from '../http/schemas.ts';
import type { LiveHub } from '../live/hub.ts';
import { markThreadRead } from '../notifications/service.ts';
import { PageCache } from './read-cache.ts';
import type { ReadPositions } from './read-positions.ts';
import {
  countViewOnce,
  getCategoryPage,
  getThreadPage,
  listCategories,
  publicUser,
  recentActivity,
  SeenViews,
  userPosts,
  viewerKey,
} from './read-service.ts';
import { findMovedThread } from './thread-moves.ts';
import { newPostsCache, threadPageBody } from './thread-page-cache.ts';
import {
  firstUnread,
  type ListedThread,
  MarkablePage,
  unreadMarks,
  withUnreadMarks,
} from './unread-service.ts';

const SortQuery = Type.Object({
  sort: Type.Optional(Type.Union(THREAD_SORTS.map((s) => Type.Literal(s)))),
  page: PageQuery.properties.page,
});

const ThreadQuery = Type.Object({
  page: PageQuery.properties.page,
  // issue 17 §5: answer the page holding the member's first unread post instead of `page`.
  unread: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
});

const JSON_TYPE = 'application/json; charset=utf-8';

/** A caller without a session: every visitor sees the same pages, so they may share cached answers. */
const isVisitor = (request: FastifyRequest) => request.user === null && !request.sessionExpired;

export const forumReadRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  visitorCache?: PageCache;
  postsCacheMs?: number;
  live?: LiveHub;
  memberCacheMs?: number;
  /** Members' read positions (issue 17 §5); without it, nothing is recorded. */
  positions?: ReadPositions;
}> = async (app, { db, visitorCache = new PageCache(), postsCacheMs, live, memberCacheMs, positions }) => {
  const seen = new SeenViews();
  // Members' category pages: kept like visitors' and dropped by any event in the category, on this
  // server or another (the events reach every server); without events (Redis away) the time limit.
  // Kept serialized with their thread ids: each member's unread marks go into the shared page's
  // bytes (issue 17 §5, MarkablePage), which costs far less than serializing the page for each member.
  const memberPages = new PageCache<{ page: MarkablePage; threads: ListedThread[] }>(memberCacheMs ?? 2_000);
  // Moves with every drop: a page read while an event arrived may predate it, so it is not kept.
  let drops = 0;
  live?.onEvent(({ audience }) => {
    if (!('categoryId' in audience) || audience.categoryId === undefined) return;
    drops += 1;
    memberPages.dropTag(audience.categoryId);
  });
  const postsCache = newPostsCache(postsCacheMs);
  // A visitor's view key hashes their address and browser; most reads repeat one, so keep it.
  const visitorKeys = new Map<string, string>();
  const viewerOf = (request: FastifyRequest) => {
    const agent = request.headers['user-agent'];
    if (request.user) return viewerKey(request.user.id, request.ip, agent);
    const raw = `${request.ip}|${agent ?? ''}`;
    let key = visitorKeys.get(raw);
    if (key === undefined) {
      if (visitorKeys.size >= 50_000) visitorKeys.clear();
      key = viewerKey(null, request.ip, agent);
      visitorKeys.set(raw, key);
    }
    return key;
  };
  app.get(
    '/api/categories',
    {
      schema: {
        description:
          "The categories the caller may view, in the site's order, with their thread and post counts and latest activity. Visitors see the public ones.",
        tags: ['forum'],
        response: { 200: Type.Array(CategorySchema) },
      },
    },
    async (request) => listCategories(db, await request.access()),
  );

  app.get(
    '/api/category/:slug',
    {
      schema: {
        description:
          "One page of a category's threads by its slug or id, sorted by `sort` (default `recent`, pinned threads first); a signed-in member's threads carry unread marks. 404 when the category does not exist or the caller may not view it.",
        tags: ['forum'],
        params: Type.Object({ slug: Type.String({ maxLength: 200 }) }),
        querystring: SortQuery,
        response: { 200: CategoryPageSchema, ...failures(400, 404) },
      },
    },
    async (request, reply) => {
      const { sort = 'recent', page = 1 } = request.query;
      const key = `category:${request.params.slug}:${sort}:${page}`;
      const access = await request.access();
      // Members see what visitors see, checked against their own grants; moderators see archived
      // threads too, so their pages are never kept.
      const usable = (tag: number) => can(access, tag, 'view') && !can(access, tag, 'moderate');
      if (isVisitor(request)) {
        const cached = visitorCache.get(key);
        if (cached && usable(cached.tag)) return reply.type(JSON_TYPE).send(cached.value as never);
        const answer = await getCategoryPage(db, access, request.params.slug, sort as ThreadSort, page);
        const body = Buffer.from(reply.serialize(answer) as string);
        if (!can(access, answer.id, 'moderate')) visitorCache.set(key, body, answer.id);
        return reply.type(JSON_TYPE).send(body as never);
      }
      const cached = memberPages.get(key);
      let shared = cached && usable(cached.tag) ? cached.value : undefined;
      if (!shared) {
        const dropsBefore = drops;
        const answer = await getCategoryPage(db, access, request.params.slug, sort as ThreadSort, page);
        shared = {
          page: new MarkablePage(reply.serialize(answer) as string),
          threads: answer.threads.map(({ id, category_id, author_id, replies }) => ({
            id,
            category_id,
            author_id,
            replies,
          })),
        };
        if (!can(access, answer.id, 'moderate') && drops === dropsBefore)
          memberPages.set(key, shared, answer.id);
      }
      // issue 17 §5: one more query, for the whole page, gives the member's unread marks.
      const marks = await unreadMarks(db, positions, access, shared.threads);
      return reply.type(JSON_TYPE).send(shared.page.withMarks(marks) as never);
    },
  );

  app.get(
    '/api/thread/:id',
    {
      schema: {
        description:
          "A thread and one page of its posts (`page`, or with `unread=1` the page holding the member's first unread post); counts a view and marks the thread read for a signed-in member. 404 when the thread does not exist or the caller may not view its category.",
        tags: ['forum'],
        params: IdParams,
        querystring: ThreadQuery,
        response: { 200: ThreadPageSchema, ...failures(400, 404) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      let page = request.query.page ?? 1;
      const visitor = isVisitor(request);
      // Found before this read moves the member's position (visitors have none: they get `page`).
      const jump =
        request.query.unread === 1 && request.user
          ? await firstUnread(db, positions, await request.access(), request.params.id)
          : undefined;
      if (jump) page = jump.page;
      const key = `thread:${request.params.id}:${page}`;
      const cached = visitor ? visitorCache.get(key) : undefined;
      if (cached) {
        // A cached page still counts its view (the count shown may lag by the cache's lifetime).
        await countViewOnce(db, seen, { id: request.params.id, category_id: cached.tag }, viewer);
        return reply.type(JSON_TYPE).send(cached.value as never);
      }
      const { head, posts, unreadNotifications } = await getThreadPage(
        db,
        await request.access(),
        request.params.id,
        page,
        viewer,
        seen,
        postsCache,
      );
      const body = threadPageBody(
        jump && jump.post_id > 0 ? { ...head, first_unread_post_id: jump.post_id } : head,
        posts,
        (value) => reply.serialize(value) as string,
      );
      if (visitor) visitorCache.set(key, body, head.category_id);
      else if (request.user) {
        // issue 17 §5: buffered, written in batches (read-positions.ts); no query here.
        if (posts.lastId > 0) positions?.record(request.user.id, request.params.id, posts.lastId);
        if (unreadNotifications) await markThreadRead(db, request.user.id, request.params.id);
      }
      return reply.type(JSON_TYPE).send(body as never);
    },
  );

  app.get(
    '/api/recent_activity',
    {
      schema: {
        description:
          'The 50 threads most recently posted in, across the categories the caller may view, with unread marks for a signed-in member.',
        tags: ['forum'],
        response: { 200: Type.Array(RecentThreadSchema) },
      },
    },
    async (request) => {
      const access = await request.access();
      return withUnreadMarks(db, positions, access, await recentActivity(db, access));
    },
  );

  app.get(
    '/api/user/:id/posts',
    {
      schema: {
        description:
          "One page of a member's posts, newest first, in the categories the caller may view, with their post and thread totals. 404 for an unknown or deleted member.",
        tags: ['forum'],
        params: IdParams,
        querystring: PageQuery,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            posts: Type.Array(UserPostSchema),
            total: Type.Integer(),
            threads_started: Type.Integer(),
          }),
          ...failures(400, 404),
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await userPosts(db, await request.access(), request.params.id, request.query.page ?? 1)),
    }),
  );

  app.get(
    '/api/user/by-username/:username',
    {
      schema: {
        description:
          "A member's public profile (avatar, join date, post, thread and reaction counts) by username, in any letter case. 404 for an unknown or deleted member.",
        tags: ['forum'],
        params: Type.Object({ username: Type.String({ maxLength: 100 }) }),
        response: { 200: PublicUserSchema, ...failures(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await publicUser(db, { username: request.params.username })),
    }),
  );

  app.get(
    '/api/user/:id',
    {
      schema: {
        description:
          "A member's public profile (avatar, join date, post, thread and reaction counts) by id. 404 for an unknown or deleted member.",
        tags: ['forum'],
        params: IdParams,
        response: { 200: PublicUserSchema, ...failures(400, 404) },
      },
    },
    async (request) => ({ success: true as const, ...(await publicUser(db, { id: request.params.id })) }),
  );

  // Slug look-ups answer a redirect whose Location ends in the numeric id (spec 1 §7, DECISIONS.md).
  const SlugParam = Type.String({ maxLength: 200 });
  const redirectSchema = { 302: Type.Null(), ...failures(400, 404) };

  app.get(
    '/api/slugs/category/:slug',
    {
      schema: {
        description:
          'A 302 to /api/category/{id} for a category slug. 404 when there is none the caller may view.',
        tags: ['forum'],
        params: Type.Object({ slug: SlugParam }),
        response: redirectSchema,
      },
    },
    async (request, reply) => {
      const access = await request.access();
      const category = await db
        .selectFrom('categories')
        .select('id')
        .where('slug', '=', request.params.slug)
        .executeTakeFirst();
      if (!category || !can(access, category.id, 'view')) throw notFound(MSG.categoryNotFound);
      return reply.redirect(`/api/category/${category.id}`, 302);
    },
  );

  app.get(
    '/api/slugs/user/:slug',
    {
      schema: {
        description: 'A 302 to /api/user/{id} for a username. 404 for an unknown or deleted member.',
        tags: ['forum'],
        params: Type.Object({ slug: SlugParam }),
        response: redirectSchema,
      },
    },
    async (request, reply) => {
      const user = await publicUser(db, { username: request.params.slug });
      return reply.redirect(`/api/user/${user.id}`, 302);
    },
  );

  app.get(
    '/api/slugs/thread/:categorySlug/:threadSlug',
    {
      schema: {
        tags: ['forum'],
        description:
          'The thread at a category and thread slug: a 302 to /api/thread/{id}, or a 301 when the thread has moved from there since.',
        params: Type.Object({ categorySlug: SlugParam, threadSlug: SlugParam }),
        response: { 301: Type.Null(), ...redirectSchema },
      },
    },
    async (request, reply) => {
      const access = await request.access();
      const thread = await db
        .selectFrom('threads')
        .innerJoin('categories', 'categories.id', 'threads.category_id')
        .select(['threads.id', 'threads.category_id'])
        .where('categories.slug', '=', request.params.categorySlug)
        .where('threads.slug', '=', request.params.threadSlug)
        .executeTakeFirst();
      if (thread) {
        if (!can(access, thread.category_id, 'view')) throw notFound(MSG.threadNotFound);
        return reply.redirect(`/api/thread/${thread.id}`, 302);
      }
      // A moved thread's old address leads to it for good (issue 17 §10); not cached, as a new
      // thread may take the old address later.
      const moved = await findMovedThread(db, request.params.categorySlug, request.params.threadSlug);
      if (!moved || !can(access, moved.category_id, 'view')) throw notFound(MSG.threadNotFound);
      return reply.header('cache-control', 'no-store').redirect(`/api/thread/${moved.id}`, 301);
    },
  );
};

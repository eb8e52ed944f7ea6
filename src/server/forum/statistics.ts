import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { viewableCategoryIds } from '../accounts/permissions.ts';
import type { Db } from '../db/index.ts';

const count = (n: { n: number | string }) => Number(n.n);

/** Site figures for /statistics (DECISIONS.md 'Product'); counts cover what the caller may view. */
export const statisticsRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  onlineCount?: () => Promise<number>;
}> = async (app, { db, onlineCount }) => {
  app.get(
    '/api/statistics',
    {
      schema: {
        tags: ['forum'],
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            members: Type.Integer(),
            threads: Type.Integer(),
            posts: Type.Integer(),
            online_now: Type.Integer(),
            newest_member: Type.Union([
              Type.Object({ id: Type.Integer(), username: Type.String(), created: Type.String() }),
              Type.Null(),
            ]),
            top_posters: Type.Array(
              Type.Object({ id: Type.Integer(), username: Type.String(), post_count: Type.Integer() }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const ids = viewableCategoryIds(await request.access());
      const categories = ids.length
        ? await db
            .selectFrom('categories')
            .select(['no_threads', 'no_posts'])
            .where('id', 'in', ids)
            .execute()
        : [];
      const [members, newest, top] = await Promise.all([
        db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('users')
          .select(['id', 'username', 'created_at'])
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom('posts')
          .innerJoin('users', 'users.id', 'posts.author_id')
          .select(['users.id', 'users.username', (eb) => eb.fn.countAll<number>().as('post_count')])
          .groupBy(['users.id', 'users.username'])
          .orderBy('post_count', 'desc')
          .orderBy('users.id')
          .limit(10)
          .execute(),
      ]);
      return {
        success: true as const,
        members: count(members),
        threads: categories.reduce((sum, c) => sum + c.no_threads, 0),
        posts: categories.reduce((sum, c) => sum + c.no_posts, 0),
        online_now: onlineCount ? await onlineCount() : 0,
        newest_member: newest
          ? { id: newest.id, username: newest.username, created: newest.created_at }
          : null,
        top_posters: top.map((t) => ({ id: t.id, username: t.username, post_count: Number(t.post_count) })),
      };
    },
  );
};

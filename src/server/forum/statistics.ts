import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SiteStatisticsSchema } from '../../common/schemas/forum.ts';
import { viewableCategoryIds } from '../accounts/permissions.ts';
import { cachedFor } from '../cached.ts';
import type { Db } from '../db/index.ts';
import type { OnlineViewer } from '../live/broker.ts';

const count = (n: { n: number | string }) => Number(n.n);

/** Site figures for /statistics (DECISIONS.md 'Product'); counts cover what the caller may view. */
export const statisticsRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  /** Who is online, counting the caller (who is, though their page's stream may not be open yet). */
  onlineCount?: (viewer: OnlineViewer) => Promise<number>;
  /** How long the site-wide figures (members, newest member, top posters) are reused, in ms. */
  cacheMs?: number;
}> = async (app, { db, onlineCount, cacheMs = 5_000 }) => {
  // The same for every caller, so computed once per window for all (issue 15 §4); the figures that
  // depend on the caller's permissions are sums of at most a few rows per category, read each time.
  const siteFigures = cachedFor(cacheMs, async () => {
    const [members, newest, top] = await Promise.all([
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('users')
        .select(['id', 'username', 'created_at'])
        .where('deleted_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
      // Each member's post count is kept with their posts (migration 0018-hot-counters): an index read, not a
      // GROUP BY over every post.
      db
        .selectFrom('users')
        .select(['id', 'username', 'post_count'])
        .where('post_count', '>', 0)
        // A deleted account has no profile to show (issue 16 §3).
        .where('deleted_at', 'is', null)
        .orderBy('post_count', 'desc')
        .orderBy('id')
        .limit(10)
        .execute(),
    ]);
    return {
      members: count(members),
      newest_member: newest ? { id: newest.id, username: newest.username, created: newest.created_at } : null,
      top_posters: top.map((t) => ({ id: t.id, username: t.username, post_count: t.post_count })),
    };
  });

  app.get(
    '/api/statistics',
    {
      schema: {
        description:
          "The site's figures: members, threads and posts (in the categories the caller may view), members online now, the newest member and the 10 top posters. Anyone may call it.",
        tags: ['forum'],
        response: {
          200: SiteStatisticsSchema,
        },
      },
    },
    async (request) => {
      const ids = viewableCategoryIds(await request.access());
      const [figures, site] = await Promise.all([
        ids.length
          ? db
              .selectFrom('category_counters')
              .select((eb) => [
                eb.fn.sum<number>('threads').as('threads'),
                eb.fn.sum<number>('posts').as('posts'),
              ])
              .where('category_id', 'in', ids)
              .executeTakeFirstOrThrow()
          : { threads: 0, posts: 0 },
        siteFigures(),
      ]);
      return {
        success: true as const,
        ...site,
        threads: Number(figures.threads ?? 0),
        posts: Number(figures.posts ?? 0),
        online_now: onlineCount ? await onlineCount({ userId: request.user?.id ?? null }) : 0,
      };
    },
  );
};

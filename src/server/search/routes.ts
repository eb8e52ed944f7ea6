import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MSG } from '../../common/messages.ts';
import { SearchResponseSchema, SearchTypeSchema } from '../../common/schemas/search.ts';
import type { SearchType } from '../../common/search-types.ts';
import type { Db } from '../db/index.ts';
import type { ReadPositions } from '../forum/read-positions.ts';
import { withUnreadMarks } from '../forum/unread-service.ts';
import type { RateLimitRule } from '../http/rate-limit.ts';
import { failures } from '../http/schemas.ts';
import { search } from './service.ts';

// The query string is checked by the service (with the spec's messages), not by the schema, so that
// a missing, short or huge q gets a sentence a person can read.
const SearchQuery = Type.Object({
  q: Type.Optional(Type.String()),
  type: Type.Optional(SearchTypeSchema),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});

export const searchRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  rateLimit: RateLimitRule;
  positions?: ReadPositions;
}> = async (app, { db, rateLimit, positions }) => {
  app.get(
    '/api/search',
    {
      schema: {
        description:
          'Searches thread titles and posts in the categories the caller may view for the words of `q`, in `type` (`all` by default), 20 results a page with highlighted excerpts. 400 for a missing, too short or too long query; 429 past 30 searches in 10 seconds.',
        tags: ['search'],
        querystring: SearchQuery,
        response: { 200: SearchResponseSchema, ...failures(400, 429) },
      },
      config: {
        rateLimit: {
          ...rateLimit,
          errorResponseBuilder: () => ({ statusCode: 429, success: false, message: MSG.searchTooFast }),
        },
      },
    },
    async (request) => {
      const { q = '', type = 'all', page = 1 } = request.query;
      const access = await request.access();
      const answer = await search(db, access, { q, type: type as SearchType, page });
      // issue 17 §5: a member's thread results carry their unread marks.
      return { ...answer, threads: await withUnreadMarks(db, positions, access, answer.threads) };
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BackupSchema, DataCheckSchema } from '../../common/schemas/admin.ts';
import type { DbHandle } from '../db/index.ts';
import { failures } from '../http/schemas.ts';
import { backUpSite } from './backup.ts';
import { checkInvariants, describeViolation } from './invariants.ts';
import { requireAdministrator } from './staff.ts';

/** The command line's `check` and `backup` in the admin panel (issue 16 §3: the command line stays). */
export const upkeepRoutes: FastifyPluginAsyncTypebox<{ database: DbHandle }> = async (app, { database }) => {
  app.get(
    '/api/admin/check',
    {
      schema: {
        tags: ['admin'],
        description:
          "Administrators: checks the data's invariants (balances equal the ledger, counters equal real counts ...) as `npm run admin -- check` does; an empty list means they all hold.",
        response: {
          200: DataCheckSchema,
          ...failures(401, 403),
        },
      },
    },
    async (request) => {
      await requireAdministrator(request);
      const problems = (await checkInvariants(database.db)).map(describeViolation);
      return { success: true as const, problems, checked_at: new Date().toISOString() };
    },
  );

  app.post(
    '/api/admin/backup',
    {
      schema: {
        tags: ['admin'],
        description:
          'Administrators, SQLite only: a consistent copy of the database, made while the site runs, in `backups/` next to its file (named for the UTC date and time). On PostgreSQL: 409, use pg_dump.',
        response: {
          201: BackupSchema,
          ...failures(401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const access = await requireAdministrator(request);
      const copy = await backUpSite(database, access.userId);
      return reply.status(201).send({ success: true as const, ...copy });
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuditListSchema } from '../../common/schemas/admin-members.ts';
import { requireAdmin } from '../accounts/permissions.ts';
import type { Db } from '../db/index.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import { listAudit } from './audit-log.ts';

const AuditQuery = Type.Object(
  {
    actor_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    target_type: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    target_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  },
  { additionalProperties: false },
);

/** Issue 16 §5: the audit log, for administrators. Read only: no route edits or deletes a row. */
export const auditRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'What staff did, newest first (administrators)',
        querystring: AuditQuery,
        response: {
          200: AuditListSchema,
          ...failures(400, 401, 403),
        },
      },
    },
    async (request) => {
      requireUser(request);
      requireAdmin(await request.access());
      const { actor_id, action, target_type, target_id, page = 1 } = request.query;
      const filters = {
        ...(actor_id === undefined ? {} : { actorId: actor_id }),
        ...(action === undefined ? {} : { action }),
        ...(target_type === undefined ? {} : { targetType: target_type }),
        ...(target_id === undefined ? {} : { targetId: target_id }),
      };
      return { success: true as const, ...(await listAudit(db, filters, page)) };
    },
  );
};

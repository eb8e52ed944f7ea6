import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { RegisterBody } from '../../common/schemas/accounts.ts';
import {
  MemberGroupsSchema,
  MemberListSchema,
  MemberPageSchema,
} from '../../common/schemas/admin-members.ts';
import { IdParams } from '../../common/schemas/forum.ts';
import type { HashCost } from '../accounts/passwords.ts';
import { failures } from '../http/schemas.ts';
import {
  createMember,
  deleteMember,
  grantToMember,
  type MemberDeps,
  setMemberGroups,
} from './member-service.ts';
import { listMembers, memberPage } from './members.ts';
import { requireAdministrator, requireStaff } from './staff.ts';

const Amount = Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 });
const Reason = Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' });

const GroupIds = Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 100 });

/** The admin panel's members (issue 16 §3): search, a member's page, groups, grants and deletion. */
export const memberRoutes: FastifyPluginAsyncTypebox<MemberDeps & { hashCost: HashCost }> = async (
  app,
  { hashCost, ...deps },
) => {
  const { db } = deps;

  app.post(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        description:
          'Administrators: creates a verified account (no verification mail) in Members and the groups given, as `npm run admin -- create-user` does. Bad input and clashes are answered as registration answers them.',
        body: Type.Object(
          { ...RegisterBody.properties, group_ids: Type.Optional(GroupIds) },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({
            success: Type.Literal(true),
            user: Type.Object({ id: Type.Integer(), username: Type.String() }),
          }),
          ...failures(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const access = await requireAdministrator(request);
      const user = await createMember(db, access, request.body, hashCost);
      return reply.status(201).send({ success: true as const, user });
    },
  );

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        description:
          'Staff: members whose username or e-mail contains `q` (any case), newest first, 50 a page; deleted accounts included.',
        querystring: Type.Object(
          {
            q: Type.Optional(Type.String({ maxLength: 254 })),
            page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: MemberListSchema,
          ...failures(400, 401, 403),
        },
      },
    },
    async (request) => {
      await requireStaff(request);
      return {
        success: true as const,
        ...(await listMembers(db, request.query.q ?? '', request.query.page ?? 1)),
      };
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        description:
          "Staff: a member's account, groups, balances, recent posts, reports on their posts and threads, and the staff actions taken on them (newest first). Moderators see posts and reports of the categories they view and moderate.",
        params: IdParams,
        response: { 200: MemberPageSchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await requireStaff(request);
      return { success: true as const, ...(await memberPage(db, access, request.params.id)) };
    },
  );

  app.put(
    '/api/admin/users/:id/groups',
    {
      schema: {
        tags: ['admin'],
        description:
          'Administrators: puts the member in exactly these groups (Members is always kept). Takes effect on every server within a second.',
        params: IdParams,
        body: Type.Object({ group_ids: GroupIds }, { additionalProperties: false }),
        response: {
          200: MemberGroupsSchema,
          ...failures(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const access = await requireAdministrator(request);
      const groups = await setMemberGroups(deps, access, request.params.id, request.body.group_ids);
      return { success: true as const, groups };
    },
  );

  app.post(
    '/api/admin/users/:id/grant',
    {
      schema: {
        tags: ['admin'],
        description:
          'Administrators: adds coins and gems (a negative amount removes) with a reason: one ledger row `admin_grant`. A balance may not go below zero (422). Answers the balances after.',
        params: IdParams,
        body: Type.Object({ coins: Amount, gems: Amount, reason: Reason }, { additionalProperties: false }),
        response: {
          200: Type.Object({ success: Type.Literal(true), coins: Type.Integer(), gems: Type.Integer() }),
          ...failures(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => {
      const access = await requireAdministrator(request);
      const balances = await grantToMember(deps, access, request.params.id, request.body);
      return { success: true as const, ...balances };
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        description:
          'Administrators: deletes an account (not an administrator, not your own). Its posts stay, shown as by a deleted member; its sessions end.',
        params: IdParams,
        body: Type.Object(
          { reason: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ success: Type.Literal(true) }),
          ...failures(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const access = await requireAdministrator(request);
      await deleteMember(deps, access, request.params.id, request.body.reason);
      return { success: true as const };
    },
  );
};

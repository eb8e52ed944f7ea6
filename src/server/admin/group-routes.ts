import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AdminCategorySchema,
  AdminGroupSchema,
  GroupsResponseSchema,
  PermissionRowSchema,
} from '../../common/schemas/admin.ts';
import { IdParams } from '../../common/schemas/forum.ts';
import type { Db } from '../db/index.ts';
import { failures } from '../http/schemas.ts';
import { editCategoryById, reorderCategories } from './category-service.ts';
import { createCategory } from './commands.ts';
import { createGroupRecord, deleteGroup, listGroups, setPermissions, updateGroup } from './group-service.ts';
import { requireAdministrator } from './staff.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const GroupName = Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' });
const GroupDescription = Type.String({ maxLength: 500 });
const Title = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const CategoryDescription = Type.String({ maxLength: 1000 });

const Group = AdminGroupSchema;
const Category = AdminCategorySchema;
const Permission = PermissionRowSchema;

const Done = Type.Object({ success: Type.Literal(true) });
const refusals = failures(400, 401, 403, 404, 409);

/** Groups, categories and the permission matrix (issue 16 §3), for administrators. */
export const groupRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/groups',
    {
      schema: {
        tags: ['admin'],
        description: 'Administrators: every group, every category, and the permission matrix between them.',
        response: {
          200: GroupsResponseSchema,
          ...failures(401, 403),
        },
      },
    },
    async (request) => {
      await requireAdministrator(request);
      return { success: true as const, ...(await listGroups(db)) };
    },
  );

  app.post(
    '/api/admin/groups',
    {
      schema: {
        tags: ['admin'],
        description: 'Administrators: creates a group, with no grants yet.',
        body: Type.Object(
          { name: GroupName, description: Type.Optional(GroupDescription) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ success: Type.Literal(true), group: Group }), ...refusals },
      },
    },
    async (request) => {
      const access = await requireAdministrator(request);
      const { name, description = '' } = request.body;
      return {
        success: true as const,
        group: await createGroupRecord(db, { name, description }, access.userId),
      };
    },
  );

  app.put(
    '/api/admin/groups/:id',
    {
      schema: {
        tags: ['admin'],
        description:
          'Administrators: renames or describes a group, or lets it review designs. Built-in groups keep their names and flags.',
        params: IdParams,
        body: Type.Object(
          {
            name: Type.Optional(GroupName),
            description: Type.Optional(GroupDescription),
            can_review_designs: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ success: Type.Literal(true), group: Group }), ...refusals },
      },
    },
    async (request) => {
      const access = await requireAdministrator(request);
      return {
        success: true as const,
        group: await updateGroup(db, request.params.id, request.body, access.userId),
      };
    },
  );

  app.delete(
    '/api/admin/groups/:id',
    {
      schema: {
        tags: ['admin'],
        description: 'Administrators: deletes a group (not a built-in one), its memberships and grants.',
        params: IdParams,
        response: { 200: Done, ...refusals },
      },
    },
    async (request) => {
      const access = await requireAdministrator(request);
      await deleteGroup(db, request.params.id, access.userId);
      return { success: true as const };
    },
  );

  app.put(
    '/api/admin/permissions',
    {
      schema: {
        tags: ['admin'],
        description:
          'Administrators: sets cells of the permission matrix (view, post, reply, moderate per group and category). Nothing is stored when a group or category does not exist.',
        body: Type.Object(
          { permissions: Type.Array(Permission, { minItems: 1, maxItems: 5_000 }) },
          { additionalProperties: false },
        ),
        response: { 200: Done, ...refusals },
      },
    },
    async (request) => {
      const access = await requireAdministrator(request);
      await setPermissions(db, request.body.permissions, access.userId);
      return { success: true as const };
    },
  );

  const categoryById = (id: number) =>
    db
      .selectFrom('categories')
      .select(['id', 'title', 'slug', 'description', 'sort_order'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  app.post(
    '/api/admin/categories',
    {
      schema: {
        tags: ['admin'],
        description:
          'Administrators: creates a category, last in order: Members may view, post and reply; Moderators moderate it.',
        body: Type.Object(
          { title: Title, description: Type.Optional(CategoryDescription) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ success: Type.Literal(true), category: Category }), ...refusals },
      },
    },
    async (request) => {
      const access = await requireAdministrator(request);
      const { title, description = '' } = request.body;
      const id = await createCategory(db, { title, description }, access.userId);
      return { success: true as const, category: await categoryById(id) };
    },
  );

  app.put(
    '/api/admin/categories/order',
    {
      schema: {
        tags: ['admin'],
        description:
          'Administrators: puts the categories in the order of `ids`; any not listed keep their order after them.',
        body: Type.Object(
          { ids: Type.Array(Id, { minItems: 1, maxItems: 1_000 }) },
          { additionalProperties: false },
        ),
        response: { 200: Done, ...refusals },
      },
    },
    async (request) => {
      const access = await requireAdministrator(request);
      await reorderCategories(db, request.body.ids, access.userId);
      return { success: true as const };
    },
  );

  app.put(
    '/api/admin/categories/:id',
    {
      schema: {
        tags: ['admin'],
        description: "Administrators: changes a category's title or description (its address stays).",
        params: IdParams,
        body: Type.Object(
          { title: Type.Optional(Title), description: Type.Optional(CategoryDescription) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ success: Type.Literal(true), category: Category }), ...refusals },
      },
    },
    async (request) => {
      const access = await requireAdministrator(request);
      return {
        success: true as const,
        category: await editCategoryById(db, request.params.id, request.body, access.userId),
      };
    },
  );
};

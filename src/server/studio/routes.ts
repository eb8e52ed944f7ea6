import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MSG } from '../../common/messages.ts';
import { BUILDER_IMAGE_MAX_BYTES, DESIGN_SHEET_MAX_BYTES, MAX_VARIANTS } from '../../common/studio-types.ts';
import { requireMayWrite } from '../accounts/standing.ts';
import type { Db } from '../db/index.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { readMultipart } from '../http/multipart.ts';
import { failures, PngImageResponse } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import type { LiveHub } from '../live/hub.ts';
import { assertMayUpload, type UploadLimits } from '../uploads/limits.ts';
import { buildSheet, ownSprite, splitSheet, uploadSheet, uploadVariant } from './builder.ts';
import {
  designsForReview,
  getDesign,
  myDesigns,
  resetToDraft,
  type UploadFields,
  updateOffsets,
  uploadDesign,
} from './designs.ts';
import { formatMegabytes } from './images.ts';
import {
  builderFailures,
  DesignListResponseSchema,
  DesignResponseSchema,
  DesignUploadResponseSchema,
  DesignWorkflowResponseSchema,
  DoneSchema,
  ReviewResponseSchema,
  SplitSheetResponseSchema,
  SpriteUploadResponseSchema,
  StartWorkflowResponseSchema,
  WorkflowResponseSchema,
  withBuilderError,
} from './schemas.ts';
import {
  getWorkflow,
  loadWorkflow,
  type ReviewInput,
  review,
  startWorkflow,
  workflowOfDesign,
} from './workflow.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IdParams = Type.Object({ id: Id });
const UuidParams = Type.Object({ uuid: Type.String({ format: 'uuid' }) });

const ReviewBody = Type.Object(
  {
    notes: Type.Optional(Type.String({ maxLength: 2000 })),
    comment: Type.Optional(Type.String({ maxLength: 2000 })),
    reason: Type.Optional(Type.String({ maxLength: 32 })),
    feedback: Type.Optional(Type.String({ maxLength: 2000 })),
    internal_note: Type.Optional(Type.String({ maxLength: 2000 })),
    internal_notes: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
type ReviewFields = {
  notes?: string;
  comment?: string;
  reason?: string;
  feedback?: string;
  internal_note?: string;
  internal_notes?: string;
};
const reviewInput = (action: 'approve' | 'reject', body: ReviewFields): ReviewInput => ({
  action,
  notes: body.notes ?? body.comment ?? '',
  ...(body.reason === undefined ? {} : { reason: body.reason }),
  ...(body.feedback === undefined ? {} : { feedback: body.feedback }),
  ...((body.internal_note ?? body.internal_notes) === undefined
    ? {}
    : { internal_note: (body.internal_note ?? body.internal_notes)! }),
});

export const studioRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  live: LiveHub;
  uploadLimits: UploadLimits;
}> = async (app, { db, live, uploadLimits }) => {
  const tags = ['design studio'];

  app.get(
    '/api/my-designs',
    { schema: { tags, response: { 200: DesignListResponseSchema, ...failures(401) } } },
    async (request) => {
      requireUser(request);
      return myDesigns(db, await request.access());
    },
  );

  app.get(
    '/api/design/:id',
    { schema: { tags, params: IdParams, response: { 200: DesignResponseSchema, ...failures(404) } } },
    async (request) => getDesign(db, await request.access(), request.params.id),
  );

  app.post(
    '/api/designs/upload',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: DesignUploadResponseSchema, ...failures(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => {
      const user = await requireMayWrite(db, request);
      await assertMayUpload(db, await request.access(), uploadLimits);
      const { fields, file } = await readMultipart(request, {
        maxBytes: DESIGN_SHEET_MAX_BYTES,
        tooLarge: () => `File too large. Maximum size is ${formatMegabytes(DESIGN_SHEET_MAX_BYTES)}`,
      });
      return uploadDesign(db, user.id, fields as UploadFields, file);
    },
  );

  app.post(
    '/api/design/:id/update-offsets',
    {
      schema: {
        tags,
        params: IdParams,
        body: Type.Object(
          {
            variant_offsets: Type.Record(
              Type.String({ pattern: '^[0-9]{1,10}$' }),
              Type.Object({ x: Type.Integer(), y: Type.Integer() }, { additionalProperties: false }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: DoneSchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireUser(request);
      return updateOffsets(db, await request.access(), request.params.id, request.body.variant_offsets);
    },
  );

  app.post(
    '/api/design/:id/reset-to-draft',
    { schema: { tags, params: IdParams, response: { 200: DoneSchema, ...failures(400, 401, 403, 404) } } },
    async (request) => {
      requireUser(request);
      return resetToDraft(db, await request.access(), request.params.id);
    },
  );

  for (const [path, upload, max, tooLarge] of [
    [
      'upload-variant',
      uploadVariant,
      BUILDER_IMAGE_MAX_BYTES,
      (file: string) => `${file} is too large. Maximum size is 0.5MB.`,
    ],
    [
      'upload-sprite',
      uploadSheet,
      DESIGN_SHEET_MAX_BYTES,
      () => `File too large. Maximum size is ${formatMegabytes(DESIGN_SHEET_MAX_BYTES)}`,
    ],
  ] as const) {
    app.post(
      `/api/sprite-builder/${path}`,
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: SpriteUploadResponseSchema, ...builderFailures(400, 401, 403, 413, 415, 429) },
        },
        preSerialization: withBuilderError,
      },
      async (request) => {
        const user = await requireMayWrite(db, request);
        await assertMayUpload(db, await request.access(), uploadLimits);
        const { file } = await readMultipart(request, { maxBytes: max, tooLarge });
        if (!file) throw badRequest(MSG.uploadFailed);
        return { success: true as const, ...(await upload(db, user.id, file)) };
      },
    );
  }

  app.post(
    '/api/sprite-builder/build',
    {
      schema: {
        tags,
        body: Type.Object(
          { uuids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: MAX_VARIANTS }) },
          { additionalProperties: false },
        ),
        response: { 200: SpriteUploadResponseSchema, ...builderFailures(400, 401, 404) },
      },
      preSerialization: withBuilderError,
    },
    async (request) => ({
      success: true as const,
      ...(await buildSheet(db, requireUser(request).id, request.body.uuids)),
    }),
  );

  app.post(
    '/api/sprite-builder/split-sheet',
    {
      schema: {
        tags,
        body: Type.Object(
          {
            sheet_uuid: Type.String({ format: 'uuid' }),
            variant_count: Type.Integer({ minimum: 1, maximum: MAX_VARIANTS }),
            layout_direction: Type.Optional(
              Type.Union([Type.Literal('vertical'), Type.Literal('horizontal')]),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: SplitSheetResponseSchema, ...builderFailures(400, 401, 404) },
      },
      preSerialization: withBuilderError,
    },
    async (request) =>
      splitSheet(db, requireUser(request).id, {
        sheet_uuid: request.body.sheet_uuid,
        variant_count: request.body.variant_count,
        layout_direction: request.body.layout_direction ?? 'vertical',
      }),
  );

  for (const kind of ['built', 'sheet']) {
    app.get(
      `/api/sprite-builder/${kind}/:uuid`,
      {
        schema: {
          tags,
          params: UuidParams,
          response: { 200: PngImageResponse, ...builderFailures(401, 404) },
        },
        preSerialization: withBuilderError,
      },
      async (request, reply) => {
        const sprite = await ownSprite(db, requireUser(request).id, request.params.uuid);
        return reply.type('image/png').header('Cache-Control', 'private, max-age=86400').send(sprite.data);
      },
    );
  }

  app.post(
    '/api/workflow/start',
    {
      schema: {
        tags,
        body: Type.Object({ design_id: Id }, { additionalProperties: false }),
        response: { 200: StartWorkflowResponseSchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      // Submitting a design puts it before others: a silenced member may not (issue 16 §4).
      await requireMayWrite(db, request);
      return startWorkflow(db, live, await request.access(), request.body.design_id);
    },
  );

  app.get(
    '/api/workflow/design/:id',
    {
      schema: {
        tags,
        params: IdParams,
        response: { 200: DesignWorkflowResponseSchema, ...failures(401, 404) },
      },
    },
    async (request) => {
      requireUser(request);
      const access = await request.access();
      await getDesign(db, access, request.params.id);
      return { success: true as const, workflow: await loadWorkflow(db, access, request.params.id) };
    },
  );

  app.get(
    '/api/workflow/:id',
    { schema: { tags, params: IdParams, response: { 200: WorkflowResponseSchema, ...failures(401, 404) } } },
    async (request) => {
      requireUser(request);
      return {
        success: true as const,
        workflow: await getWorkflow(db, await request.access(), request.params.id),
      };
    },
  );

  app.post(
    '/api/workflow/:id/action',
    {
      schema: {
        tags,
        params: IdParams,
        body: Type.Composite(
          [
            Type.Object({ action: Type.Union([Type.Literal('approve'), Type.Literal('reject')]) }),
            ReviewBody,
          ],
          { additionalProperties: false },
        ),
        response: { 200: ReviewResponseSchema, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireUser(request);
      const body = request.body as ReviewFields & { action: 'approve' | 'reject' };
      return review(db, live, await request.access(), request.params.id, reviewInput(body.action, body));
    },
  );

  app.get(
    '/api/admin/design-approval',
    {
      schema: {
        tags,
        querystring: Type.Object({
          status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('all')])),
        }),
        response: { 200: DesignListResponseSchema, ...failures(401, 403) },
      },
    },
    async (request) => {
      requireUser(request);
      return designsForReview(db, await request.access(), request.query.status ?? 'pending');
    },
  );

  for (const action of ['approve', 'reject'] as const) {
    app.post(
      `/api/admin/design/:id/${action}`,
      {
        schema: {
          tags,
          params: IdParams,
          body: Type.Optional(ReviewBody),
          response: { 200: ReviewResponseSchema, ...failures(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        requireUser(request);
        const access = await request.access();
        if (!access.isAdmin && !access.canReviewDesigns) throw forbidden(MSG.designTeamOnly);
        const workflowId = await workflowOfDesign(db, request.params.id);
        return review(
          db,
          live,
          access,
          workflowId,
          reviewInput(action, (request.body ?? {}) as ReviewFields),
        );
      },
    );
  }
};

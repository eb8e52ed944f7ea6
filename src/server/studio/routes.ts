import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MSG } from '../../common/messages.ts';
import {
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
} from '../../common/schemas/studio.ts';
import { BUILDER_IMAGE_MAX_BYTES, DESIGN_SHEET_MAX_BYTES, MAX_VARIANTS } from '../../common/studio-types.ts';
import { isDesignTeam } from '../accounts/permissions.ts';
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
import { builderFailures, withBuilderError } from './schemas.ts';
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
    {
      schema: {
        description:
          "The signed-in member's own designs, every status, with their variants, newest workflow and what their sales earned them.",
        tags,
        response: { 200: DesignListResponseSchema, ...failures(401) },
      },
    },
    async (request) => {
      requireUser(request);
      return myDesigns(db, await request.access());
    },
  );

  app.get(
    '/api/design/:id',
    {
      schema: {
        description:
          'A design with its variants and newest workflow. Approved designs are public; a draft, pending or rejected one only for its creator and the Design Team (404 for anyone else).',
        tags,
        params: IdParams,
        response: { 200: DesignResponseSchema, ...failures(400, 404) },
      },
    },
    async (request) => getDesign(db, await request.access(), request.params.id),
  );

  app.post(
    '/api/designs/upload',
    {
      schema: {
        description:
          'Signed-in members upload a new draft design as multipart/form-data: a PNG sprite sheet (at most 5 MB) holding its variants top to bottom, with `name`, `category`, `sprite_width`, `sprite_height`, `variants` (JSON) and optional body-mod fields. 400 for a field or sheet that breaks the rules; 403 while silenced or unverified or over the upload quota; 413 too large; 415 not multipart; 429 past the hourly upload limit.',
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
        description:
          "The design's creator moves its variants' sprites by whole pixels (`variant_offsets` by variant id) while it is not approved. 400 for an approved design, a variant of another design or an offset out of bounds; 403 for someone else's design it may see; 404 for one it may not.",
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
    {
      schema: {
        description:
          "The creator turns their rejected design back into a draft, to change and submit it again. 400 when it is not rejected; 403 for someone else's design the caller may see; 404 for one they may not.",
        tags,
        params: IdParams,
        response: { 200: DoneSchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireUser(request);
      return resetToDraft(db, await request.access(), request.params.id);
    },
  );

  for (const [path, upload, max, tooLarge, what] of [
    [
      'upload-variant',
      uploadVariant,
      BUILDER_IMAGE_MAX_BYTES,
      (file: string) => `${file} is too large. Maximum size is 0.5MB.`,
      "one variant's sprite (PNG or JPEG, at most 0.5 MB), to build a sheet from",
    ],
    [
      'upload-sprite',
      uploadSheet,
      DESIGN_SHEET_MAX_BYTES,
      () => `File too large. Maximum size is ${formatMegabytes(DESIGN_SHEET_MAX_BYTES)}`,
      'a whole sprite sheet (PNG, at most 5 MB), to split into variants',
    ],
  ] as const) {
    app.post(
      `/api/sprite-builder/${path}`,
      {
        schema: {
          description: `Signed-in members upload ${what}, as multipart/form-data; answers its uuid. 400 for a file of the wrong type; 403 while silenced or unverified or over the upload quota; 413 too large; 415 not multipart; 429 past the hourly upload limit. Refusals carry the message as \`error\` too.`,
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
        description:
          "Stacks the signed-in member's builder uploads (`uuids`, 1 to 20 images of one size) into a sprite sheet and stores it. 400 for images of different sizes; 404 for an image that is not theirs. Refusals carry the message as `error` too.",
        tags,
        body: Type.Object(
          { uuids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: MAX_VARIANTS }) },
          { additionalProperties: false },
        ),
        response: { 200: SpriteUploadResponseSchema, ...builderFailures(400, 401, 403, 404) },
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
        description:
          "Cuts one of the signed-in member's sheets into `variant_count` equal sprites, stacked `vertical` (default) or `horizontal`, and stores each. 400 when the sheet does not divide evenly; 404 for a sheet that is not theirs. Refusals carry the message as `error` too.",
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
        response: { 200: SplitSheetResponseSchema, ...builderFailures(400, 401, 403, 404) },
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
          description:
            "One of the signed-in member's sprite builder images as a PNG, by the uuid an upload, build or split answered. 404 for an image that is not theirs.",
          tags,
          params: UuidParams,
          response: { 200: PngImageResponse, ...builderFailures(400, 401, 404) },
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
        description:
          "The creator submits their draft design for review: it becomes pending, and a discussion thread opens in Design Discussions with the sheet and its variants. 400 when the design is not a draft; 403 for someone else's design or while silenced or unverified; 404 for a design the caller may not see.",
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
        description:
          'The newest review workflow of a design (null when never submitted), for those who may see the design. 404 for a design the caller may not see.',
        tags,
        params: IdParams,
        response: { 200: DesignWorkflowResponseSchema, ...failures(400, 401, 404) },
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
    {
      schema: {
        description:
          "A review workflow with its steps and reviews, for the design's creator and the Design Team. 404 for anyone else or an unknown id.",
        tags,
        params: IdParams,
        response: { 200: WorkflowResponseSchema, ...failures(400, 401, 404) },
      },
    },
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
        description:
          "A Design Team member approves or rejects a submission (a rejection needs a `reason` and `feedback`, posted to its thread; `internal_note` stays with the team); the third approval puts the design's variants on sale. 403 for non-team members and the design's own creator; 409 when the member already reviewed it; 400 when the review is closed.",
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
        description:
          'Designs awaiting review (`status=pending`, the default) or all designs, for the Design Team and administrators. 403 for anyone else.',
        tags,
        querystring: Type.Object({
          status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('all')])),
        }),
        response: { 200: DesignListResponseSchema, ...failures(400, 401, 403) },
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
          description: `The Design Team or an administrator ${action}s a submitted design by its id, as POST /api/workflow/{id}/action does${action === 'reject' ? ' (a `reason` and `feedback` are required)' : ''}. 403 for anyone else and the design's own creator; 404 for a design never submitted; 409 when the caller already reviewed it.`,
          tags,
          params: IdParams,
          body: Type.Optional(ReviewBody),
          response: { 200: ReviewResponseSchema, ...failures(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        requireUser(request);
        const access = await request.access();
        if (!isDesignTeam(access)) throw forbidden(MSG.designTeamOnly);
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

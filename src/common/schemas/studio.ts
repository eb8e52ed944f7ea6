/** Schemas of the design studio's payloads (spec 2 §7); studio-types.ts derives its types from them. */
import { Type } from '@sinclair/typebox';
import { DESIGN_STATUSES } from '../studio-types.ts';
import { Int, Nullable, StringEnum } from './shared.ts';
import { DesignCategorySchema, ItemVariantSchema } from './shop.ts';

// fast-json-stringify writes only what these name, so each one lists every field its handler
// returns; the handlers' return types are checked against them by the route's type provider.

const NullableString = Nullable(Type.String());
const NullableInt = Nullable(Int);

export const DoneSchema = Type.Object({ success: Type.Literal(true), message: Type.String() });

export const WorkflowActionSchema = Type.Object({
  id: Int,
  user: Type.String(),
  action: StringEnum(['approve', 'reject'] as const),
  notes: Type.String(),
  reason: NullableString,
  feedback: NullableString,
  internal_note: Type.Optional(
    Type.Union([Type.String(), Type.Null()], { description: 'Present for the Design Team only.' }),
  ),
  created_at: Type.String(),
});

export const WorkflowStepSchema = Type.Object({
  id: Int,
  name: Type.String(),
  type: StringEnum(['approval', 'publish'] as const),
  status: StringEnum(['pending', 'in_progress', 'completed', 'rejected'] as const),
  required_approvals: Int,
  approvals: Int,
  can_act: Type.Boolean(),
  actions: Type.Array(WorkflowActionSchema),
});

export const WorkflowSchema = Type.Object({
  id: Int,
  status: StringEnum(['active', 'approved', 'rejected'] as const),
  thread_id: NullableInt,
  thread_url: Nullable(Type.String(), { description: 'Canonical URL of the discussion thread.' }),
  has_acted: Type.Boolean(),
  steps: Type.Array(WorkflowStepSchema),
});

export const DesignSchema = Type.Object({
  id: Int,
  name: Type.String(),
  // GET /api/design/{id} also shows the house skin tones, whose category is `skin`.
  category: DesignCategorySchema,
  status: StringEnum(DESIGN_STATUSES),
  variant_count: Int,
  created_at: Type.String(),
  rejection_reason: NullableString,
  workflow: Type.Union([WorkflowSchema, Type.Null()]),
  creator_username: NullableString,
  is_body_mod: Type.Boolean(),
  body_mod_tags: Type.Array(Type.String()),
  spriteWidth: Int,
  spriteHeight: Int,
  defaultLayer: Int,
  sheet_url: Type.String(),
  variants: Type.Array(ItemVariantSchema),
  copies_sold: Type.Optional(
    Type.Integer({
      description: 'GET /api/my-designs only: copies bought by other members, gifts included.',
    }),
  ),
  coins_earned: Type.Optional(
    Type.Integer({ description: "GET /api/my-designs only: the coins the creator's 10 % share has paid." }),
  ),
});

export const DesignListResponseSchema = Type.Object({
  success: Type.Literal(true),
  designs: Type.Array(DesignSchema),
});

export const DesignResponseSchema = Type.Object({
  success: Type.Literal(true),
  design: DesignSchema,
  /** The same list as design.variants. */
  variants: Type.Array(ItemVariantSchema),
});

export const DesignUploadResponseSchema = Type.Object({
  success: Type.Literal(true),
  design_id: Int,
  thread_id: Type.Null({ description: 'A draft has no discussion thread until it is submitted.' }),
  message: Type.String(),
});

export const StoredSpriteSchema = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  width: Int,
  height: Int,
});

export const SpriteUploadResponseSchema = Type.Composite([
  Type.Object({ success: Type.Literal(true) }),
  StoredSpriteSchema,
]);

export const SplitSheetResponseSchema = Type.Object({
  success: Type.Literal(true),
  variants: Type.Array(StoredSpriteSchema),
  sprite_width: Int,
  sprite_height: Int,
});

export const StartWorkflowResponseSchema = Type.Object({
  success: Type.Literal(true),
  thread_id: Int,
  workflow_id: Int,
  message: Type.String(),
});

export const DesignWorkflowResponseSchema = Type.Object({
  success: Type.Literal(true),
  workflow: Type.Union([WorkflowSchema, Type.Null()]),
});

export const WorkflowResponseSchema = Type.Object({
  success: Type.Literal(true),
  workflow: WorkflowSchema,
});

export const ReviewResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  status: StringEnum(['pending', 'approved', 'rejected'] as const),
});

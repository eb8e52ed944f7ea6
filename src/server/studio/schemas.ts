import { type Static, Type } from '@sinclair/typebox';
import { type DesignCategory, ITEM_CATEGORIES } from '../../common/shop-types.ts';
import { DESIGN_STATUSES, type DesignView, type WorkflowView } from '../../common/studio-types.ts';
import { ItemVariantSchema } from '../shop/schemas.ts';

// Response schemas of the design studio (spec 2 §7). fast-json-stringify writes only what these
// name, so each one lists every field its handler returns; the checks at the end keep them in step
// with the shared view types.

const Int = Type.Integer();
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInt = Type.Union([Int, Type.Null()]);

/**
 * A string from a known list, documented as an `enum`. Unlike a union of literals it is written
 * as a plain string, so an unexpected value read from the database cannot make a response fail.
 */
const StringEnum = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values] });

export const DoneSchema = Type.Object({ success: Type.Literal(true), message: Type.String() });

const WorkflowActionSchema = Type.Object({
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

const WorkflowStepSchema = Type.Object({
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
  thread_url: NullableString,
  has_acted: Type.Boolean(),
  steps: Type.Array(WorkflowStepSchema),
});

export const DesignSchema = Type.Object({
  id: Int,
  name: Type.String(),
  // GET /api/design/{id} also shows the house skin tones, whose category is `skin`.
  category: StringEnum<DesignCategory>([...ITEM_CATEGORIES, 'skin']),
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

const StoredSpriteSchema = Type.Object({ uuid: Type.String({ format: 'uuid' }), width: Int, height: Int });

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

// Compile-time checks that the schemas name every field of the shared view types, nested ones
// included: a field added to a view but not here would otherwise be dropped from the answer
// without a word. (The route's type provider already checks that the field types agree.)
type MissingKeys<View, Schema> = View extends readonly (infer V)[]
  ? Schema extends readonly (infer S)[]
    ? MissingKeys<V, S>
    : never
  : View extends object
    ? {
        [K in keyof View]-?: K extends keyof Schema ? MissingKeys<View[K], NonNullable<Schema[K]>> : K;
      }[keyof View]
    : never;
const designKeysCovered: [MissingKeys<DesignView, Static<typeof DesignSchema>>] extends [never]
  ? true
  : false = true;
const workflowKeysCovered: [MissingKeys<WorkflowView, Static<typeof WorkflowSchema>>] extends [never]
  ? true
  : false = true;
void designKeysCovered;
void workflowKeysCovered;

/** spec 2 §7: the sprite builder's refusals say what went wrong in `error`; `message` stays for the rest. */
const BuilderFailure = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  error: Type.String(),
});

/** Response schemas for the sprite builder's refusals (see withBuilderError). */
export function builderFailures(...codes: number[]) {
  return Object.fromEntries(codes.map((code) => [code, BuilderFailure]));
}

/**
 * A preSerialization hook for the sprite builder's routes: every refusal (the service's, the body
 * validation's, the upload limits') also carries its message as `error`, as spec 2 §7 names it.
 */
export async function withBuilderError(_request: unknown, _reply: unknown, payload: unknown) {
  if (payload && typeof payload === 'object' && 'success' in payload && payload.success === false)
    return { ...payload, error: (payload as { message?: string }).message ?? '' };
  return payload;
}

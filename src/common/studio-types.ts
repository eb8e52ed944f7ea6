/** Design studio and review shapes and constants (spec 2 §3, §5, §9; DECISIONS.md). */
import type { Static } from '@sinclair/typebox';
import type {
  DesignSchema,
  SpriteUploadResponseSchema,
  WorkflowActionSchema,
  WorkflowSchema,
  WorkflowStepSchema,
} from './schemas/studio.ts';
import { ITEM_CATEGORIES } from './shop-types.ts';

/** A studio design is of one of the shop's item categories. */
export const DESIGN_CATEGORIES = ITEM_CATEGORIES;
export const DESIGN_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type DesignStatus = (typeof DESIGN_STATUSES)[number];
export const REJECT_REASONS = ['quality', 'inappropriate', 'copyright', 'technical', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export const DESIGN_NAME_MAX = 128;
export const DESIGN_SHEET_MAX_BYTES = 5 * 1024 * 1024;
export const BUILDER_IMAGE_MAX_BYTES = 524_288;
export const BUILDER_UPLOAD_TIMEOUT_MS = 30_000;
export const APPROVALS_NEEDED = 3;
export const NEW_VARIANT_PRICE_COINS = 100;
export const NEW_VARIANT_PRICE_GEMS = 0;
export const LAYER_STEP = 10;
export const MAX_VARIANTS = 20;
export const MAX_BODY_MOD_TAGS = 20;

/** One variant as the upload form sends it. */
export interface DesignVariantInput {
  name: string;
  price_coins: number;
  price_gems: number;
  layer?: number;
  hex_color?: string;
}

export type WorkflowActionView = Static<typeof WorkflowActionSchema>;
export type WorkflowStepView = Static<typeof WorkflowStepSchema>;
export type WorkflowView = Static<typeof WorkflowSchema>;
export type DesignView = Static<typeof DesignSchema>;
export type SpriteUploadResult = Static<typeof SpriteUploadResponseSchema>;

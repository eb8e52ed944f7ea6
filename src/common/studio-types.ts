/** Design studio and review shapes and constants (spec 2 §3, §5, §9; DECISIONS.md). */
import type { DesignCategory, ItemVariant } from './shop-types.ts';

export const DESIGN_CATEGORIES = [
  'hair',
  'top',
  'bottom',
  'dress',
  'shoes',
  'accessory',
  'body_mod',
] as const;
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

export interface WorkflowActionView {
  id: number;
  user: string;
  action: 'approve' | 'reject';
  notes: string;
  reason: string | null;
  feedback: string | null;
  /** Present for the Design Team only. */
  internal_note?: string | null;
  created_at: string;
}

export interface WorkflowStepView {
  id: number;
  name: string;
  type: 'approval' | 'publish';
  status: 'pending' | 'in_progress' | 'completed' | 'rejected';
  required_approvals: number;
  approvals: number;
  can_act: boolean;
  actions: WorkflowActionView[];
}

export interface WorkflowView {
  id: number;
  status: 'active' | 'approved' | 'rejected';
  thread_id: number | null;
  /** Canonical URL of the discussion thread. */
  thread_url: string | null;
  /** The caller has already approved or rejected this submission. */
  has_acted: boolean;
  steps: WorkflowStepView[];
}

export interface DesignView {
  id: number;
  name: string;
  category: DesignCategory;
  status: DesignStatus;
  variant_count: number;
  created_at: string;
  rejection_reason: string | null;
  workflow: WorkflowView | null;
  creator_username: string | null;
  is_body_mod: boolean;
  body_mod_tags: string[];
  spriteWidth: number;
  spriteHeight: number;
  defaultLayer: number;
  sheet_url: string;
  variants: ItemVariant[];
  /** issue 18 §1, the creator's own list only: copies bought by others (for themselves or as gifts). */
  copies_sold?: number;
  /** issue 18 §1, the creator's own list only: the coins their creator share has paid. */
  coins_earned?: number;
}

export interface SpriteUploadResult {
  success: true;
  uuid: string;
  width: number;
  height: number;
}

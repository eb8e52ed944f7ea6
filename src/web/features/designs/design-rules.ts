import { DEFAULT_LAYERS, type ItemCategory } from '../../../common/shop-types.ts';
import {
  BUILDER_IMAGE_MAX_BYTES,
  DESIGN_NAME_MAX,
  DESIGN_SHEET_MAX_BYTES,
  type DesignVariantInput,
  NEW_VARIANT_PRICE_COINS,
  NEW_VARIANT_PRICE_GEMS,
  type WorkflowStepView,
  type WorkflowView,
} from '../../../common/studio-types.ts';

// The studio's pure rules (spec 2 §4, §5): form validity, tags, the builder's checks, the current step.

export interface VariantDraft {
  /** A key for React lists only; never sent. */
  key: string;
  name: string;
  price_coins: number;
  price_gems: number;
  layer: number;
  hex_color: string;
}

export interface DesignFormState {
  name: string;
  category: ItemCategory | '';
  isBodyMod: boolean;
  tags: string[];
  spriteWidth: number;
  spriteHeight: number;
  variants: VariantDraft[];
}

let lastKey = 0;
const nextKey = () => `variant-${++lastKey}`;

/**
 * Default colours of new variant rows, in turn (issue 18 §4: a grey default looked unfinished): warm,
 * clear tones of the demo palette, each row a different one so the shop's swatches tell them apart.
 */
export const VARIANT_COLOURS = [
  '#e2553f',
  '#3f9c9a',
  '#e6b43c',
  '#b99be0',
  '#5aa0f0',
  '#f59ac4',
  '#6cbf5a',
  '#8a5a34',
];

/** A new variant row: 100 coins, 0 gems, the category's default layer (spec 2 §9), the `index`th colour. */
export function newVariant(category: ItemCategory | '', name = '', index = 0): VariantDraft {
  return {
    key: nextKey(),
    name,
    price_coins: NEW_VARIANT_PRICE_COINS,
    price_gems: NEW_VARIANT_PRICE_GEMS,
    layer: category ? DEFAULT_LAYERS[category] : 0,
    hex_color: VARIANT_COLOURS[index % VARIANT_COLOURS.length]!,
  };
}

/** Why the form cannot be sent yet, or null. Spec 2 §5: name and category set, a named variant, a sheet. */
export function formProblem(form: DesignFormState, hasSheet: boolean): string | null {
  const name = form.name.trim();
  if (!name) return 'Give the design a name.';
  if ([...name].length > DESIGN_NAME_MAX) return `The name can be at most ${DESIGN_NAME_MAX} characters.`;
  if (!form.category) return 'Choose a category.';
  if (form.variants.length === 0) return 'Add at least one variant.';
  if (!form.variants.some((v) => v.name.trim())) return 'Name at least one variant.';
  if (form.variants.some((v) => !isPrice(v.price_coins) || !isPrice(v.price_gems)))
    return 'Prices are whole numbers of 0 or more.';
  if (!hasSheet) return 'Choose a sprite sheet.';
  return null;
}

const isPrice = (n: number) => Number.isInteger(n) && n >= 0;

export function isFormValid(form: DesignFormState, hasSheet: boolean): boolean {
  return formProblem(form, hasSheet) === null;
}

/** The tags with one more added: trimmed, non-empty and unique (spec 2 §5). */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim();
  if (!tag || tags.includes(tag)) return [...tags];
  return [...tags, tag];
}

/** Tags typed as one comma-separated line, normalised by the same rule. */
export function normaliseTags(raw: readonly string[]): string[] {
  return raw.reduce<string[]>((tags, tag) => addTag(tags, tag), []);
}

/** Only the last remaining variant cannot be removed (spec 2 §5). */
export function removeVariant(variants: readonly VariantDraft[], key: string): VariantDraft[] {
  if (variants.length <= 1) return [...variants];
  return variants.filter((v) => v.key !== key);
}

/** The form's variants as the upload sends them (blank names are named by the server). */
export function toVariantInputs(variants: readonly VariantDraft[]): DesignVariantInput[] {
  return variants.map((v) => ({
    name: v.name.trim(),
    price_coins: v.price_coins,
    price_gems: v.price_gems,
    layer: v.layer,
    hex_color: v.hex_color,
  }));
}

/** Resizes the variant list to `count` rows, keeping what was typed (a built sheet sets the count). */
export function withVariantCount(
  variants: readonly VariantDraft[],
  count: number,
  category: ItemCategory | '',
): VariantDraft[] {
  const next = variants.slice(0, count);
  while (next.length < count) next.push(newVariant(category, `Variant ${next.length + 1}`, next.length));
  return next;
}

/** Spec 2 §5: the design sheet is a PNG of at most 5 MB. */
export function sheetFileProblem(file: { name: string; type: string; size: number }): string | null {
  const isPng = file.type === 'image/png' || (!file.type && /\.png$/i.test(file.name));
  if (!isPng) return 'Invalid file type. Please select a file matching: .png';
  if (file.size > DESIGN_SHEET_MAX_BYTES) return 'File too large. Maximum size is 5MB';
  return null;
}

/** Spec 2 §5: each builder image is a PNG or JPG of at most 0.5 MB. */
export function builderFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!['image/png', 'image/jpeg'].includes(file.type) && !/\.(png|jpe?g)$/i.test(file.name))
    return `${file.name} is not a valid image type. Please use PNG or JPG.`;
  if (file.size > BUILDER_IMAGE_MAX_BYTES) return `${file.name} is too large. Maximum size is 0.5MB.`;
  return null;
}

export type UploadState = 'uploading' | 'success' | 'failed';

export interface BuilderEntry {
  id: string;
  fileName: string;
  state: UploadState;
  uuid: string | null;
  width: number | null;
  height: number | null;
  error: string | null;
}

/** The resolution most entries share ('210×340'); null when none is known. */
export function commonResolution(entries: readonly BuilderEntry[]): string | null {
  const counts = new Map<string, number>();
  for (const entry of entries)
    if (entry.width !== null && entry.height !== null) {
      const size = `${entry.width}×${entry.height}`;
      counts.set(size, (counts.get(size) ?? 0) + 1);
    }
  let best: string | null = null;
  for (const [size, count] of counts) if (best === null || count > counts.get(best)!) best = size;
  return best;
}

/** The entries whose size differs from the most common one (flagged as mismatches). */
export function mismatchedIds(entries: readonly BuilderEntry[]): Set<string> {
  const common = commonResolution(entries);
  return new Set(
    entries
      .filter((e) => common !== null && e.width !== null && `${e.width}×${e.height}` !== common)
      .map((e) => e.id),
  );
}

/** Spec 2 §5: build only with files, all uploaded, all one resolution. */
export function canBuild(entries: readonly BuilderEntry[]): boolean {
  return (
    entries.length > 0 && entries.every((e) => e.state === 'success') && mismatchedIds(entries).size === 0
  );
}

/** Moves an entry one place up (-1) or down (+1); at an end nothing moves. */
export function moveEntry<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Spec 2 §4: the current step is the first one in progress or pending. */
export function currentStep(workflow: WorkflowView | null): WorkflowStepView | null {
  if (!workflow) return null;
  return workflow.steps.find((s) => s.status === 'in_progress' || s.status === 'pending') ?? null;
}

/** The first approval step, for the 'n/3' count shown once the review has moved on. */
export function approvalStep(workflow: WorkflowView | null): WorkflowStepView | null {
  if (!workflow) return null;
  const step = currentStep(workflow);
  if (step?.type === 'approval') return step;
  return workflow.steps.find((s) => s.type === 'approval') ?? null;
}

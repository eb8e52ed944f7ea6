import { MSG } from '../../common/messages.ts';
import { DEFAULT_LAYERS, type ItemCategory, LAYER_MAX, LAYER_MIN } from '../../common/shop-types.ts';
import {
  DESIGN_CATEGORIES,
  DESIGN_NAME_MAX,
  DESIGN_SHEET_MAX_BYTES,
  type DesignStatus,
  type DesignVariantInput,
  type DesignView,
  MAX_BODY_MOD_TAGS,
  MAX_VARIANTS,
} from '../../common/studio-types.ts';
import { type Access, isDesignTeam } from '../accounts/permissions.ts';
import type { Db } from '../db/index.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { presentVariant, selectVariants, spriteVersion } from '../shop/catalog.ts';
import { createDesign } from '../shop/designs.ts';
import { checkImage, formatMegabytes } from './images.ts';
import { loadWorkflows } from './workflow.ts';

/** The raw multipart fields of POST /api/designs/upload (spec 2 §7). */
export interface UploadFields {
  name?: string;
  category?: string;
  sprite_width?: string;
  sprite_height?: string;
  is_body_mod?: string;
  body_mod_tags?: string;
  variants?: string;
}

function parseJson(text: string | undefined, fallback: unknown): unknown {
  if (text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The form could not be read. Please try again.');
  }
}

function whole(value: unknown, min: number, max: number, what: string): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max)
    throw badRequest(`${what} must be a whole number from ${min} to ${max}.`);
  return n;
}

/** The form's fields, checked by spec 2 §5's rules; throws 400 with the first problem. */
export function checkUploadFields(fields: UploadFields) {
  const name = (fields.name ?? '').trim();
  if (!name) throw badRequest(MSG.designNameRequired);
  if ([...name].length > DESIGN_NAME_MAX) throw badRequest(MSG.designNameTooLong);
  const category = fields.category as ItemCategory;
  if (!DESIGN_CATEGORIES.includes(category as (typeof DESIGN_CATEGORIES)[number]))
    throw badRequest(MSG.designCategoryRequired);
  const spriteWidth = whole(fields.sprite_width ?? '210', 1, 1024, 'Sprite width');
  const spriteHeight = whole(fields.sprite_height ?? '340', 1, 1024, 'Sprite height');

  const rawVariants = parseJson(fields.variants, []);
  if (!Array.isArray(rawVariants) || rawVariants.length === 0) throw badRequest(MSG.designVariantsRequired);
  if (rawVariants.length > MAX_VARIANTS)
    throw badRequest(`A design can have at most ${MAX_VARIANTS} variants.`);
  const checked = rawVariants.map(
    (raw: unknown, i): DesignVariantInput & { layer: number; hex_color: string } => {
      const v = (raw ?? {}) as Record<string, unknown>;
      const variantName = String(v.name ?? v.variant_name ?? '').trim();
      if ([...variantName].length > 64) throw badRequest('A variant name can be at most 64 characters.');
      const hex =
        typeof v.hex_color === 'string' && /^#[0-9a-fA-F]{6}$/.test(v.hex_color) ? v.hex_color : '#888888';
      return {
        name: variantName || `Variant ${i + 1}`,
        price_coins: whole(v.price_coins ?? 0, 0, 1_000_000, 'A price in coins'),
        price_gems: whole(v.price_gems ?? 0, 0, 10_000, 'A price in gems'),
        layer: whole(v.layer ?? v.default_layer ?? DEFAULT_LAYERS[category], LAYER_MIN, LAYER_MAX, 'A layer'),
        hex_color: hex,
      };
    },
  );
  // spec 2 §5: at least one variant has a non-blank name.
  if (
    !rawVariants.some((raw: unknown) =>
      String(
        (raw as Record<string, unknown>)?.name ?? (raw as Record<string, unknown>)?.variant_name ?? '',
      ).trim(),
    )
  )
    throw badRequest(MSG.designVariantsRequired);

  const isBodyMod = fields.is_body_mod === 'true' || fields.is_body_mod === '1' || category === 'body_mod';
  const rawTags = parseJson(fields.body_mod_tags, []);
  if (!Array.isArray(rawTags)) throw badRequest('Body-mod tags must be a list.');
  const tags = [...new Set(rawTags.map((t) => String(t).trim()).filter(Boolean))];
  if (tags.length > MAX_BODY_MOD_TAGS || tags.some((t) => t.length > 32))
    throw badRequest(`At most ${MAX_BODY_MOD_TAGS} body-mod tags of up to 32 characters.`);
  return {
    name,
    category,
    spriteWidth,
    spriteHeight,
    variants: checked,
    isBodyMod,
    tags: isBodyMod ? tags : [],
  };
}

/**
 * POST /api/designs/upload: a new draft design of the caller's, from a PNG sheet holding its
 * variants top to bottom. The sheet must be exactly sprite_width wide and sprite_height tall per
 * variant. Variants are stored off sale until the Design Team approves the design.
 */
export async function uploadDesign(
  db: Db,
  userId: number,
  fields: UploadFields,
  file: { data: Buffer } | undefined,
) {
  const form = checkUploadFields(fields);
  if (!file) throw badRequest('Please choose a sprite sheet (PNG).');
  const sheet = await checkImage(file.data, {
    kinds: ['png'],
    maxBytes: DESIGN_SHEET_MAX_BYTES,
    tooLarge: `File too large. Maximum size is ${formatMegabytes(DESIGN_SHEET_MAX_BYTES)}`,
    wrongType: 'Invalid file type. Please select a file matching: .png',
  });
  const n = form.variants.length;
  if (sheet.width !== form.spriteWidth || sheet.height !== form.spriteHeight * n)
    throw badRequest(
      `The sheet is ${sheet.width}×${sheet.height}, but ${n} variant${n === 1 ? '' : 's'} of ` +
        `${form.spriteWidth}×${form.spriteHeight} stacked top to bottom make ${form.spriteWidth}×${form.spriteHeight * n}.`,
    );
  const { designId } = await createDesign(db, {
    name: form.name,
    category: form.category,
    sheet: sheet.png,
    creatorId: userId,
    status: 'draft',
    spriteWidth: form.spriteWidth,
    spriteHeight: form.spriteHeight,
    bodyModTags: form.tags,
    variants: form.variants.map((v) => ({
      variant_name: v.name,
      hex_color: v.hex_color,
      price_coins: v.price_coins,
      price_gems: v.price_gems,
      default_layer: v.layer,
    })),
  });
  return { success: true as const, design_id: designId, thread_id: null, message: MSG.designSubmitted };
}

interface DesignRow {
  id: number;
  name: string;
  category: string;
  status: string;
  creator_id: number | null;
  creator_username: string | null;
  is_body_mod: number;
  body_mod_tags: string;
  sprite_width: number;
  sprite_height: number;
  default_layer: number;
  sheet_sha256: string | null;
  rejection_reason: string | null;
  created_at: string;
}

function selectDesigns(db: Db) {
  return db
    .selectFrom('designs as d')
    .leftJoin('users as u', 'u.id', 'd.creator_id')
    .select([
      'd.id',
      'd.name',
      'd.category',
      'd.status',
      'd.creator_id',
      'u.username as creator_username',
      'd.is_body_mod',
      'd.body_mod_tags',
      'd.sprite_width',
      'd.sprite_height',
      'd.default_layer',
      'd.sheet_sha256',
      'd.rejection_reason',
      'd.created_at',
    ]);
}

/**
 * Designs as the API shows them, with their variants and newest workflow: five queries for any
 * number of designs (STYLE.md 'Lists load in one query', not one per row).
 */
async function present(db: Db, access: Access, rows: DesignRow[]): Promise<DesignView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [variants, workflows] = await Promise.all([
    selectVariants(db).where('v.design_id', 'in', ids).orderBy('v.id').execute(),
    loadWorkflows(db, access, ids),
  ]);
  const byDesign = new Map<number, typeof variants>();
  for (const v of variants) {
    const list = byDesign.get(v.design_id);
    if (list) list.push(v);
    else byDesign.set(v.design_id, [v]);
  }
  return rows.map((row) => {
    const own = byDesign.get(row.id) ?? [];
    return {
      id: row.id,
      name: row.name,
      category: row.category as ItemCategory,
      status: row.status as DesignStatus,
      variant_count: own.length,
      created_at: row.created_at,
      rejection_reason: row.rejection_reason,
      workflow: workflows.get(row.id) ?? null,
      creator_username: row.creator_username,
      is_body_mod: row.is_body_mod === 1,
      body_mod_tags: JSON.parse(row.body_mod_tags) as string[],
      spriteWidth: row.sprite_width,
      spriteHeight: row.sprite_height,
      defaultLayer: row.default_layer,
      sheet_url: `/api/designs/${row.id}/sprite.png?v=${spriteVersion(row.sheet_sha256)}`,
      variants: own.map((v) => presentVariant(v)),
    };
  });
}

/**
 * What each of a creator's designs has earned them (issue 18 §1): every sale to someone else pays one
 * creator_share ledger row, so its rows count the copies sold and sum the coins earned.
 */
async function earnings(db: Db, creatorId: number, designIds: number[]) {
  const rows = await db
    .selectFrom('transactions as t')
    .innerJoin('item_variants as v', 'v.id', 't.ref_id')
    .select((eb) => [
      'v.design_id',
      eb.fn.countAll<number | string>().as('copies'),
      eb.fn.sum<number | string>('t.coins').as('coins'),
    ])
    .where('t.user_id', '=', creatorId)
    .where('t.kind', '=', 'creator_share')
    .where('t.ref_type', '=', 'item_variant')
    .where('v.design_id', 'in', designIds)
    .groupBy('v.design_id')
    .execute();
  return new Map(
    rows.map((row) => [row.design_id, { copies: Number(row.copies), coins: Number(row.coins) }]),
  );
}

/** The creator's own designs carry what each has earned them; nobody else sees those figures. */
async function withEarnings(db: Db, creatorId: number, designs: DesignView[]): Promise<DesignView[]> {
  if (designs.length === 0) return designs;
  const earned = await earnings(
    db,
    creatorId,
    designs.map((design) => design.id),
  );
  return designs.map((design) => ({
    ...design,
    copies_sold: earned.get(design.id)?.copies ?? 0,
    coins_earned: earned.get(design.id)?.coins ?? 0,
  }));
}

/** GET /api/my-designs: the caller's designs, newest first, with what each has earned them. */
export async function myDesigns(db: Db, access: Access) {
  const userId = access.userId!;
  const rows = await selectDesigns(db).where('d.creator_id', '=', userId).orderBy('d.id', 'desc').execute();
  return { success: true as const, designs: await withEarnings(db, userId, await present(db, access, rows)) };
}

/** GET /api/admin/design-approval: submissions for the Design Team, pending ones or all. */
export async function designsForReview(db: Db, access: Access, status: 'pending' | 'all') {
  if (!isDesignTeam(access)) throw forbidden(MSG.designTeamOnly);
  // Submissions are designs that went to review; the house catalogue never did.
  let query = selectDesigns(db)
    .where('d.status', '!=', 'draft')
    .where((eb) =>
      eb.exists(eb.selectFrom('design_workflows as w').select('w.id').whereRef('w.design_id', '=', 'd.id')),
    );
  if (status === 'pending') query = query.where('d.status', '=', 'pending');
  const rows = await query.orderBy('d.id', 'desc').limit(200).execute();
  return { success: true as const, designs: await present(db, access, rows) };
}

/** A design the caller may see: approved ones, their own, or any for the Design Team. */
export async function viewableDesign(db: Db, access: Access, id: number): Promise<DesignRow> {
  const row = await selectDesigns(db).where('d.id', '=', id).executeTakeFirst();
  if (!row || (row.status !== 'approved' && row.creator_id !== access.userId && !isDesignTeam(access)))
    throw notFound(MSG.designNotFound);
  return row;
}

/** GET /api/design/{id} */
export async function getDesign(db: Db, access: Access, id: number) {
  const row = await viewableDesign(db, access, id);
  const [presented] = await present(db, access, [row]);
  const design =
    row.creator_id !== null && row.creator_id === access.userId
      ? (await withEarnings(db, row.creator_id, [presented!]))[0]!
      : presented!;
  return { success: true as const, design, variants: design.variants };
}

/** A design the caller created, or 404 (403 for the Design Team, who can see but not change it). */
export async function ownDesign(db: Db, access: Access, id: number): Promise<DesignRow> {
  const row = await viewableDesign(db, access, id);
  if (row.creator_id !== access.userId) throw forbidden();
  return row;
}

/** POST /api/design/{id}/update-offsets: the creator places each variant on the body (not once approved). */
export async function updateOffsets(
  db: Db,
  access: Access,
  id: number,
  offsets: Record<string, { x: number; y: number }>,
) {
  const design = await ownDesign(db, access, id);
  if (design.status === 'approved') throw badRequest(MSG.designNotEditable);
  const variants = await db.selectFrom('item_variants').select('id').where('design_id', '=', id).execute();
  const known = new Set(variants.map((v) => String(v.id)));
  const entries = Object.entries(offsets);
  if (entries.some(([variantId]) => !known.has(variantId)))
    throw badRequest('That variant is not part of this design.');
  for (const [, { x, y }] of entries)
    if (
      !Number.isInteger(x) ||
      !Number.isInteger(y) ||
      Math.abs(x) > design.sprite_width ||
      Math.abs(y) > design.sprite_height
    )
      throw badRequest('An offset must be whole pixels within the sprite size.');
  await db.transaction().execute(async (trx) => {
    for (const [variantId, { x, y }] of entries)
      await trx
        .updateTable('item_variants')
        .set({ offset_x: x, offset_y: y })
        .where('id', '=', Number(variantId))
        .execute();
    await trx
      .updateTable('designs')
      .set({ updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  });
  return { success: true as const, message: MSG.designPositionsUpdated };
}

/** POST /api/design/{id}/reset-to-draft: only a rejected design, only by its creator. */
export async function resetToDraft(db: Db, access: Access, id: number) {
  await ownDesign(db, access, id);
  const updated = await db
    .updateTable('designs')
    .set({ status: 'draft', rejection_reason: null, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'rejected')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw badRequest(MSG.designNotRejected);
  return { success: true as const, message: MSG.designReset };
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../common/messages.ts';
import {
  AvatarBody,
  AvatarResponseSchema,
  InventoryResponseSchema,
  PurchaseResponseSchema,
  StoreItemsResponseSchema,
  TransactionResponseSchema,
} from '../../common/schemas/shop.ts';
import {
  AVATAR_IMAGE_SIZES,
  type AvatarImageSize,
  SHOP_FILTERS,
  SHOP_PAGE_SIZE,
  SHOP_SORTS,
  type ShopFilter,
  type ShopSort,
} from '../../common/shop-types.ts';
import { type Access, can, isDesignTeam } from '../accounts/permissions.ts';
import type { Db } from '../db/index.ts';
import { notFound } from '../http/errors.ts';
import { failures, PngImageResponse } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import type { LiveHub } from '../live/hub.ts';
import { avatarUrl, loadAvatar } from './avatar.ts';
import { listStoreItems, spriteVersion } from './catalog.ts';
import { getInventory } from './inventory.ts';
import { purchase } from './purchase.ts';
import type { SpriteRenderer } from './render.ts';
import { saveLook } from './save-look.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IdParams = Type.Object({ id: Id });
const PNG = 'image/png';
const YEAR = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

const NOTHING = Buffer.alloc(0);

/** The browser's copy is current (If-None-Match matched the ETag). */
const NOT_MODIFIED = Type.Null({ description: 'Not modified' });

/** A sprite image: `v` is the content version its URL was given (see spriteVersion). */
const spriteSchema = (description: string) => ({
  description: `${description} With \`v\` equal to its current version the answer may be cached for good; a matching If-None-Match answers 304.`,
  tags: ['shop'],
  params: IdParams,
  querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 40 })) }),
  response: { 200: PngImageResponse, 304: NOT_MODIFIED, ...failures(400, 404) },
});

/**
 * Answers an image with an ETag: 304 when the browser has it. With `?v=` equal to the current
 * version the URL can never show anything else, so it may be cached for a year.
 */
function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  png: Buffer,
  etag: string,
  immutable: boolean,
) {
  reply.header('ETag', etag).header('Cache-Control', immutable ? YEAR : REVALIDATE);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(PNG).send(png);
}

/** Sprites of designs not yet approved are shown only to their creator and the Design Team. */
export async function mayViewDesign(db: Db, access: Access, designId: number): Promise<boolean> {
  const design = await db
    .selectFrom('designs')
    .select(['status', 'creator_id'])
    .where('id', '=', designId)
    .executeTakeFirst();
  if (!design) return false;
  if (design.status === 'approved') return true;
  const starter = await db
    .selectFrom('item_variants')
    .select('id')
    .where('design_id', '=', designId)
    .where('is_starter', '=', 1)
    .executeTakeFirst();
  return (
    starter !== undefined ||
    isDesignTeam(access) ||
    (access.userId !== null && access.userId === design.creator_id)
  );
}

/**
 * A design's sprite sheet is the picture in its review thread's first post: whoever may read that
 * thread sees it (a visitor too, in a public Design Discussions), or the post shows a broken image.
 */
async function sheetInReadableThread(db: Db, access: Access, designId: number): Promise<boolean> {
  const threads = await db
    .selectFrom('design_workflows')
    .innerJoin('threads', 'threads.id', 'design_workflows.thread_id')
    .select(['threads.category_id', 'threads.archived'])
    .where('design_workflows.design_id', '=', designId)
    .execute();
  return threads.some(
    (thread) =>
      can(access, thread.category_id, 'view') &&
      (thread.archived === 0 || can(access, thread.category_id, 'moderate')),
  );
}

export const shopRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  live: LiveHub;
  renderer: SpriteRenderer;
}> = async (app, { db, live, renderer }) => {
  app.get(
    '/api/store/items',
    {
      schema: {
        description:
          "The shop's items on sale, one page at a time: filtered by `category` and a `search` in their names, sorted by `sort` (default `name`), 12 a page unless `per_page` says otherwise. Anyone may call it.",
        tags: ['shop'],
        querystring: Type.Object({
          category: Type.Optional(Type.Union(SHOP_FILTERS.map((f) => Type.Literal(f)))),
          search: Type.Optional(Type.String({ maxLength: 100 })),
          sort: Type.Optional(Type.Union(SHOP_SORTS.map((s) => Type.Literal(s)))),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
          per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        }),
        response: { 200: StoreItemsResponseSchema, ...failures(400) },
      },
    },
    async (request) => {
      const {
        category = 'all',
        search = '',
        sort = 'name',
        page = 1,
        per_page = SHOP_PAGE_SIZE,
      } = request.query;
      const result = await listStoreItems(db, {
        category: category as ShopFilter,
        search,
        sort: sort as ShopSort,
        page,
        perPage: per_page,
      });
      return { success: true as const, ...result };
    },
  );

  app.get(
    '/api/user/inventory',
    {
      schema: {
        description: "The signed-in member's coins, gems and items, with how many of each they own.",
        tags: ['shop'],
        response: { 200: InventoryResponseSchema, ...failures(401) },
      },
    },
    async (request) => getInventory(db, requireUser(request).id),
  );

  app.post(
    '/api/shop/purchase',
    {
      schema: {
        description:
          "Buys one item for the signed-in member with their coins or gems, in one transaction: the balance is debited, the item added, the ledger written, the design's creator paid their share. 400 for an item not for sale or a balance too low; 404 for an unknown item; 409 when already owned as often as allowed or sold out; 410 when its sale has ended.",
        tags: ['shop'],
        body: Type.Object({ variant_id: Id }, { additionalProperties: false }),
        response: { 200: PurchaseResponseSchema, ...failures(400, 401, 403, 404, 409, 410) },
      },
    },
    async (request) => purchase(db, live, requireUser(request).id, request.body.variant_id),
  );

  app.get(
    '/api/transactions/:id',
    {
      schema: {
        description:
          "One of the signed-in member's ledger entries (a purchase, gift, reward or sale). 404 for an unknown id or someone else's entry.",
        tags: ['shop'],
        params: IdParams,
        response: { 200: TransactionResponseSchema, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const transaction = await db
        .selectFrom('transactions')
        .select(['id', 'kind', 'coins', 'gems', 'description', 'ref_type', 'ref_id', 'created_at'])
        .where('id', '=', request.params.id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      // Somebody else's transaction answers exactly like a missing one.
      if (!transaction) throw notFound(MSG.transactionNotFound);
      return { success: true as const, transaction };
    },
  );

  app.get(
    '/api/user/avatar',
    {
      schema: {
        description:
          "The signed-in member's avatar: the items worn, with layer and offset, and the URL of its image.",
        tags: ['shop'],
        response: { 200: AvatarResponseSchema, ...failures(401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const avatar = await loadAvatar(db, user.id);
      return {
        success: true as const,
        config: avatar?.config ?? [],
        avatar_url: avatarUrl(user.id, avatar?.version ?? 0),
      };
    },
  );

  app.post(
    '/api/user/avatar',
    {
      schema: {
        description:
          "Dresses the signed-in member's avatar in items they own (one skin, at most one per category but accessories, layers and offsets within bounds). 400 for an outfit that breaks those rules.",
        tags: ['shop'],
        body: AvatarBody,
        response: { 200: AvatarResponseSchema, ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const saved = await saveLook(db, live, user.id, request.body.config);
      return { success: true as const, config: saved.config, avatar_url: avatarUrl(user.id, saved.version) };
    },
  );

  app.get(
    '/api/user/:id/avatar.png',
    {
      schema: {
        description:
          "A member's avatar as a PNG, in `size` (default `full`); with `v` equal to its current version the answer may be cached for good, and a matching If-None-Match answers 304. 404 for an unknown member or one without an avatar.",
        tags: ['shop'],
        params: IdParams,
        querystring: Type.Object({
          size: Type.Optional(Type.Union(Object.keys(AVATAR_IMAGE_SIZES).map((s) => Type.Literal(s)))),
          v: Type.Optional(Type.String({ maxLength: 40 })),
        }),
        response: { 200: PngImageResponse, 304: NOT_MODIFIED, ...failures(400, 404) },
      },
    },
    async (request, reply) => {
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!user) throw notFound(MSG.userNotFound);
      const avatar = await loadAvatar(db, user.id);
      if (!avatar || avatar.config.length === 0) throw notFound(MSG.noAvatar);
      const size = (request.query.size ?? 'full') as AvatarImageSize;
      const { etag, layers } = await renderer.avatarTag(avatar.config, size);
      if (layers.length === 0) throw notFound(MSG.noAvatar);
      const immutable = request.query.v === String(avatar.version);
      // Answer 304 before composing anything when the browser already has this exact image.
      if (request.headers['if-none-match'] === etag)
        return sendImage(request, reply, NOTHING, etag, immutable);
      const png = await renderer.avatarPng(etag, layers, size);
      return sendImage(request, reply, png, etag, immutable);
    },
  );

  app.get(
    '/api/item/:id/sprite.png',
    {
      schema: spriteSchema(
        "An item variant's sprite sheet as a PNG. 404 for an unknown variant, or one whose design is not approved and the caller is neither its creator nor on the Design Team.",
      ),
    },
    async (request, reply) => {
      const variant = await db
        .selectFrom('item_variants')
        .select('design_id')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!variant || !(await mayViewDesign(db, await request.access(), variant.design_id)))
        throw notFound(MSG.itemNotFound);
      const sprite = await renderer.variantSprite(request.params.id);
      if (!sprite) throw notFound(MSG.itemNotFound);
      const version = spriteVersion(sprite.sha);
      return sendImage(
        request,
        reply,
        sprite.png,
        `"sp-${request.params.id}-${version}"`,
        request.query.v === version,
      );
    },
  );

  app.get(
    '/api/designs/:id/sprite.png',
    {
      schema: spriteSchema(
        "A design's sprite sheet as a PNG. 404 for an unknown design, or one not approved when the caller is neither its creator nor on the Design Team nor able to read its review thread.",
      ),
    },
    async (request, reply) => {
      const access = await request.access();
      const designId = request.params.id;
      if (
        !(await mayViewDesign(db, access, designId)) &&
        !(await sheetInReadableThread(db, access, designId))
      )
        throw notFound(MSG.designNotFound);
      const design = await db
        .selectFrom('designs')
        .select(['sheet', 'sheet_sha256'])
        .where('id', '=', designId)
        .executeTakeFirst();
      if (!design?.sheet || !design.sheet_sha256) throw notFound(MSG.designNotFound);
      const version = spriteVersion(design.sheet_sha256);
      return sendImage(
        request,
        reply,
        design.sheet,
        `"sh-${design.sheet_sha256}"`,
        request.query.v === version,
      );
    },
  );
};

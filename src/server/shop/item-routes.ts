import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MSG } from '../../common/messages.ts';
import {
  ItemPageSchema,
  WishlistResponseSchema,
  WishResponseSchema,
} from '../../common/schemas/item-page.ts';
import type { Access } from '../accounts/permissions.ts';
import type { Db } from '../db/index.ts';
import { notFound } from '../http/errors.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import { getItemPage } from './item-page.ts';
import { mayViewDesign } from './routes.ts';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** A variant that does not exist answers exactly like one whose design the caller may not see. */
async function requireViewable(db: Db, access: Access, variantId: number) {
  const variant = await db
    .selectFrom('item_variants')
    .select('design_id')
    .where('id', '=', variantId)
    .executeTakeFirst();
  if (!variant || !(await mayViewDesign(db, access, variant.design_id))) throw notFound(MSG.itemNotFound);
}

/** Item pages and the wishlist (issue 18 §2). */
export const itemRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/shop/item/:id',
    {
      schema: {
        description:
          "An item variant's page: the item, its other variants, how many own it and have bought it, its rarity, and for a signed-in caller whether they own or wish for it. 404 for an unknown variant or an unapproved design the caller may not see.",
        tags: ['shop'],
        params: Type.Object({ id: Id }),
        response: { 200: ItemPageSchema, ...failures(400, 404) },
      },
    },
    async (request) => {
      const access = await request.access();
      await requireViewable(db, access, request.params.id);
      return getItemPage(db, request.params.id, access.userId);
    },
  );

  app.get(
    '/api/wishlist',
    {
      schema: {
        description:
          "The signed-in member's wishlist, latest wish first, each item saying whether it can be bought now.",
        tags: ['shop'],
        response: { 200: WishlistResponseSchema, ...failures(401) },
      },
    },
    async (request) => listWishlist(db, requireUser(request).id),
  );

  app.post(
    '/api/wishlist/:variant_id',
    {
      schema: {
        description:
          "Adds an item variant to the signed-in member's wishlist (adding it again changes nothing). 404 for a variant they may not see; 409 when the wishlist holds 100 items already.",
        tags: ['shop'],
        params: Type.Object({ variant_id: Id }),
        response: { 200: WishResponseSchema, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await requireViewable(db, await request.access(), request.params.variant_id);
      return addToWishlist(db, user.id, request.params.variant_id);
    },
  );

  app.post(
    '/api/wishlist/:variant_id/remove',
    {
      schema: {
        description:
          "Removes an item variant from the signed-in member's wishlist; removing one that is not there succeeds all the same.",
        tags: ['shop'],
        params: Type.Object({ variant_id: Id }),
        response: { 200: WishResponseSchema, ...failures(400, 401, 403) },
      },
    },
    async (request) => removeFromWishlist(db, requireUser(request).id, request.params.variant_id),
  );
};

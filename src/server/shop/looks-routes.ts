import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MSG } from '../../common/messages.ts';
import {
  MemberLookResponseSchema,
  OutfitResponseSchema,
  OutfitsResponseSchema,
  PurchaseLookResponseSchema,
} from '../../common/schemas/looks.ts';
import { AvatarBody, AvatarEntrySchema } from '../../common/schemas/shop.ts';
import type { Db } from '../db/index.ts';
import { notFound } from '../http/errors.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import type { LiveHub } from '../live/hub.ts';
import { avatarUrl, loadAvatar, MAX_WORN } from './avatar.ts';
import { itemsOf, lookItems } from './looks.ts';
import { createOutfit, deleteOutfit, listOutfits } from './outfits.ts';
import { purchaseLook } from './purchase-look.ts';

// Issue 18 §2: saved outfits, a member's look read by anyone, and buying a look in one step.

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IdParams = Type.Object({ id: Id });

export const looksRoutes: FastifyPluginAsyncTypebox<{ db: Db; live: LiveHub }> = async (
  app,
  { db, live },
) => {
  app.get(
    '/api/outfits',
    {
      schema: {
        description: "The signed-in member's saved outfits, each with its items and whether they own them.",
        tags: ['shop'],
        response: {
          200: OutfitsResponseSchema,
          ...failures(401),
        },
      },
    },
    async (request) => ({ success: true as const, outfits: await listOutfits(db, requireUser(request).id) }),
  );

  app.post(
    '/api/outfits',
    {
      schema: {
        description:
          'Saves the given avatar configuration as a named outfit of the signed-in member (at most 20). 400 for a missing or too long name or a bad configuration; 409 when they have 20 already.',
        tags: ['shop'],
        body: Type.Composite([AvatarBody, Type.Object({ name: Type.String({ maxLength: 200 }) })], {
          additionalProperties: false,
        }),
        response: {
          200: OutfitResponseSchema,
          ...failures(400, 401, 403, 409),
        },
      },
    },
    async (request) => {
      const outfit = await createOutfit(db, requireUser(request).id, request.body.name, request.body.config);
      return { success: true as const, message: MSG.outfitSaved, outfit };
    },
  );

  app.post(
    '/api/outfits/:id/delete',
    {
      schema: {
        description:
          "Deletes one of the signed-in member's outfits. 404 for an unknown id or someone else's outfit.",
        tags: ['shop'],
        params: IdParams,
        response: {
          200: Type.Object({ success: Type.Literal(true), message: Type.String() }),
          ...failures(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await deleteOutfit(db, requireUser(request).id, request.params.id);
      return { success: true as const, message: MSG.outfitDeleted };
    },
  );

  app.get(
    '/api/user/:id/avatar',
    {
      schema: {
        description:
          'What a member wears: the items of their avatar (with whether the caller owns each) and the URL of its image. Anyone may call it; 404 for an unknown or deleted member.',
        tags: ['shop'],
        params: IdParams,
        response: {
          200: MemberLookResponseSchema,
          ...failures(400, 404),
        },
      },
    },
    async (request) => {
      const user = await db
        .selectFrom('users')
        .select(['id', 'username'])
        .where('id', '=', request.params.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!user) throw notFound(MSG.userNotFound);
      const avatar = await loadAvatar(db, user.id);
      const config = avatar?.config ?? [];
      const items = await lookItems(db, request.user?.id ?? null, [config]);
      return {
        success: true as const,
        user_id: user.id,
        username: user.username,
        config,
        items: itemsOf(config, items),
        avatar_url: avatarUrl(user.id, avatar?.version ?? 0),
      };
    },
  );

  app.post(
    '/api/shop/purchase_look',
    {
      schema: {
        description:
          'Buys, in one transaction, every item of a look the signed-in member does not own yet, and with `wear` dresses them in it. 400 when they own all of it, an item is not for sale or the balance is too low; 404 for an unknown item; 409 sold out; 410 a sale has ended.',
        tags: ['shop'],
        body: Type.Object(
          {
            variant_ids: Type.Array(Id, { minItems: 1, maxItems: MAX_WORN }),
            wear: Type.Optional(Type.Array(AvatarEntrySchema, { maxItems: 100 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: PurchaseLookResponseSchema,
          ...failures(400, 401, 403, 404, 409, 410),
        },
      },
    },
    async (request) =>
      purchaseLook(db, live, requireUser(request).id, request.body.variant_ids, request.body.wear),
  );
};

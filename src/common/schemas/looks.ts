/** Schemas of saved outfits' and members' looks' payloads (issue 18 §2); looks-types.ts derives its types from them. */
import { Type } from '@sinclair/typebox';
import { Int, Nullable } from './shared.ts';
import { AvatarEntrySchema, ItemVariantSchema } from './shop.ts';

/** An item of a look, and whether the signed-in member owns it (false for a visitor). */
export const LookItemSchema = Type.Composite([ItemVariantSchema, Type.Object({ owned: Type.Boolean() })]);

const Config = Type.Array(AvatarEntrySchema);

/** A saved outfit: its config as saved (items given away since stay in it) and those items. */
export const OutfitSchema = Type.Object({
  id: Int,
  name: Type.String(),
  config: Config,
  items: Type.Array(LookItemSchema),
  created_at: Type.String(),
});

export const OutfitsResponseSchema = Type.Object({
  success: Type.Literal(true),
  outfits: Type.Array(OutfitSchema),
});

export const OutfitResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  outfit: OutfitSchema,
});

/** GET /api/user/{id}/avatar: a member's look, readable by anyone. */
export const MemberLookResponseSchema = Type.Object({
  success: Type.Literal(true),
  user_id: Int,
  username: Type.String(),
  config: Config,
  items: Type.Array(LookItemSchema),
  avatar_url: Type.String(),
});

export const PurchaseLookResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  coins: Int,
  gems: Int,
  bought: Type.Array(Int, { description: 'The variants bought, in the order they were paid for.' }),
  avatar_url: Nullable(Type.String(), {
    description: 'Set when the look was also worn: the new avatar image.',
  }),
});

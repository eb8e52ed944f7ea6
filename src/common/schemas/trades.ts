/** Schemas of gifts' and trades' payloads (issue 18 §3); trades.ts derives its types from them. */
import { Type } from '@sinclair/typebox';
import { USERNAME_MAX } from '../limits.ts';
import {
  TRADE_COINS_MAX,
  TRADE_GEMS_MAX,
  TRADE_ITEMS_MAX,
  TRADE_MESSAGE_MAX,
  TRADE_STATUSES,
} from '../trades.ts';
import { Int, Nullable, StringEnum } from './shared.ts';
import { InventoryItemSchema, ItemVariantSchema, WornItemSchema } from './shop.ts';

const VariantId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Username = Type.String({ minLength: 1, maxLength: USERNAME_MAX });
const Message = Type.String({ maxLength: TRADE_MESSAGE_MAX });

export const GiftBody = Type.Object(
  {
    to: Username,
    variant_id: VariantId,
    message: Type.Optional(Message),
    from_inventory: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** What one side of an offer names, as the API takes it. */
export const SideBody = Type.Object(
  {
    variant_ids: Type.Array(VariantId, { maxItems: TRADE_ITEMS_MAX }),
    coins: Type.Integer({ minimum: 0, maximum: TRADE_COINS_MAX }),
    gems: Type.Integer({ minimum: 0, maximum: TRADE_GEMS_MAX }),
  },
  { additionalProperties: false },
);

export const TradeBody = Type.Object(
  { to: Username, give: SideBody, get: SideBody, message: Type.Optional(Message) },
  { additionalProperties: false },
);

const Member = Type.Object({ id: Int, username: Type.String() });

export const GiftSchema = Type.Object({
  id: Int,
  from: Nullable(Member, { description: "Null once the giver's account is gone." }),
  to: Member,
  item: ItemVariantSchema,
  kind: StringEnum(['bought', 'given'] as const, {
    description: '`bought` from the shop by the giver, or `given` from their own items.',
  }),
  message: Type.String(),
  created_at: Type.String(),
});

/** One item a member wears, with the item itself (so a screen can draw the avatar from sprites). */
export const WornEntrySchema = Type.Composite([WornItemSchema, Type.Object({ item: ItemVariantSchema })]);

/** A member as a trade shows them, with what they wear now (to compose "what you'd get"). */
export const TradePartySchema = Type.Object({
  id: Int,
  username: Type.String(),
  avatar_url: Type.String(),
  avatar: Type.Array(WornEntrySchema),
});
const Party = TradePartySchema;
export const TradeSideSchema = Type.Object({ items: Type.Array(ItemVariantSchema), coins: Int, gems: Int });

/** One trade: `give` goes from `from` (the offerer) to `to`, `get` from `to` to `from`. */
export const TradeSchema = Type.Object({
  id: Int,
  status: StringEnum(TRADE_STATUSES),
  from: Party,
  to: Party,
  give: TradeSideSchema,
  get: TradeSideSchema,
  message: Type.String(),
  created_at: Type.String(),
  expires_at: Type.String(),
  resolved_at: Nullable(Type.String()),
});

export const TradeResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.Optional(Type.String()),
  trade: TradeSchema,
});

export const PartnerResponse = Type.Object({
  success: Type.Literal(true),
  member: Party,
  items: Type.Array(InventoryItemSchema),
});

/** POST /api/gifts: the giver's new balance and the gift. */
export const GiftSentSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  coins: Type.Integer(),
  gems: Type.Integer(),
  gift: GiftSchema,
});

/** GET /api/gifts. */
export const GiftsSchema = Type.Object({
  success: Type.Literal(true),
  received: Type.Array(GiftSchema),
  sent: Type.Array(GiftSchema),
});

import { Type } from '@sinclair/typebox';
import { USERNAME_MAX } from '../../common/limits.ts';
import {
  TRADE_COINS_MAX,
  TRADE_GEMS_MAX,
  TRADE_ITEMS_MAX,
  TRADE_MESSAGE_MAX,
  TRADE_STATUSES,
} from '../../common/trades.ts';
import { ItemVariantSchema } from '../shop/schemas.ts';

const Int = Type.Integer();
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

const SideBody = Type.Object(
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
  from: Type.Union([Member, Type.Null()]),
  to: Member,
  item: ItemVariantSchema,
  kind: Type.Union([Type.Literal('bought'), Type.Literal('given')]),
  message: Type.String(),
  created_at: Type.String(),
});

const Point = Type.Object({ x: Int, y: Int });
const Party = Type.Object({
  id: Int,
  username: Type.String(),
  avatar_url: Type.String(),
  avatar: Type.Array(
    Type.Object({ item_variant: Int, layer: Int, custom_offset: Point, item: ItemVariantSchema }),
  ),
});
const Side = Type.Object({ items: Type.Array(ItemVariantSchema), coins: Int, gems: Int });

export const TradeSchema = Type.Object({
  id: Int,
  status: Type.Union(TRADE_STATUSES.map((status) => Type.Literal(status))),
  from: Party,
  to: Party,
  give: Side,
  get: Side,
  message: Type.String(),
  created_at: Type.String(),
  expires_at: Type.String(),
  resolved_at: Type.Union([Type.String(), Type.Null()]),
});

export const TradeResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.Optional(Type.String()),
  trade: TradeSchema,
});

export const PartnerResponse = Type.Object({
  success: Type.Literal(true),
  member: Party,
  items: Type.Array(Type.Intersect([ItemVariantSchema, Type.Object({ quantity: Int })])),
});

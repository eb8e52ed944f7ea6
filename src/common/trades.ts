import type { Static } from '@sinclair/typebox';
import type {
  GiftBody,
  GiftSchema,
  GiftSentSchema,
  GiftsSchema,
  PartnerResponse,
  SideBody,
  TradePartySchema,
  TradeSchema,
  TradeSideSchema,
  WornEntrySchema,
} from './schemas/trades.ts';
import type { ItemVariant } from './shop-types.ts';

/** issue 18 §3: an open offer holds the offerer's side for this long, then expires. */
export const TRADE_DAYS = 7;
/** At most this many items on each side of a trade. */
export const TRADE_ITEMS_MAX = 10;
/** At most this many open offers made by one member. */
export const OPEN_TRADES_MAX = 20;
/** The most coins and gems one side of a trade may name. */
export const TRADE_COINS_MAX = 1_000_000;
export const TRADE_GEMS_MAX = 100_000;
/** A gift's or an offer's note. */
export const TRADE_MESSAGE_MAX = 500;

export const TRADE_STATUSES = ['open', 'accepted', 'declined', 'cancelled', 'expired'] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

/** Whether an item may change hands (issue 18 §3): starter items and skins belong to everyone. */
export function isTradeable(item: Pick<ItemVariant, 'is_starter' | 'category'>): boolean {
  return !item.is_starter && item.category !== 'skin';
}

/** One item a member wears, with the item itself (so a screen can draw the avatar from sprites). */
export type WornEntry = Static<typeof WornEntrySchema>;
/** A member as a trade shows them, with what they wear now (to compose "what you'd get"). */
export type TradeParty = Static<typeof TradePartySchema>;
export type TradeSide = Static<typeof TradeSideSchema>;
/** One trade: `give` goes from `from` (the offerer) to `to`, `get` from `to` to `from`. */
export type TradeView = Static<typeof TradeSchema>;
export type GiftView = Static<typeof GiftSchema>;
/** What one side of an offer names, as the API takes it. */
export type TradeSideInput = Static<typeof SideBody>;
/** POST /api/gifts: what the giver sends, and the answer. */
export type GiftInput = Static<typeof GiftBody>;
export type GiftSent = Static<typeof GiftSentSchema>;
/** GET /api/gifts. */
export type GiftsAnswer = Static<typeof GiftsSchema>;
/** GET /api/trades/member/{username}: a member to trade with and what they could trade or give. */
export type TradePartner = Static<typeof PartnerResponse>;

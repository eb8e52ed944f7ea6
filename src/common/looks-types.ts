/** Saved outfits and members' looks (issue 18 §2): shapes shared by server and web. */
import type { Static } from '@sinclair/typebox';
import type {
  LookItemSchema,
  MemberLookResponseSchema,
  OutfitResponseSchema,
  OutfitSchema,
  OutfitsResponseSchema,
  PurchaseLookResponseSchema,
} from './schemas/looks.ts';

/** Issue 18 §2: a member keeps at most this many outfits. */
export const MAX_OUTFITS = 20;
export const OUTFIT_NAME_MAX = 40;

/** An item of a look, and whether the signed-in member owns it (false for a visitor). */
export type LookItem = Static<typeof LookItemSchema>;
/** A saved outfit: its config as saved (items given away since stay in it) and those items. */
export type Outfit = Static<typeof OutfitSchema>;
export type OutfitsResponse = Static<typeof OutfitsResponseSchema>;
export type OutfitResponse = Static<typeof OutfitResponseSchema>;
/** GET /api/user/{id}/avatar: a member's look, readable by anyone. */
export type MemberLookResponse = Static<typeof MemberLookResponseSchema>;
export type PurchaseLookResponse = Static<typeof PurchaseLookResponseSchema>;

/** Saved outfits and members' looks (issue 18 §2): shapes shared by server and web. */
import type { AvatarEntry, ItemVariant } from './shop-types.ts';

/** Issue 18 §2: a member keeps at most this many outfits. */
export const MAX_OUTFITS = 20;
export const OUTFIT_NAME_MAX = 40;

/** An item of a look, and whether the signed-in member owns it (false for a visitor). */
export interface LookItem extends ItemVariant {
  owned: boolean;
}

/** A saved outfit: its config as saved (items given away since stay in it) and those items. */
export interface Outfit {
  id: number;
  name: string;
  config: AvatarEntry[];
  items: LookItem[];
  created_at: string;
}

export interface OutfitsResponse {
  success: true;
  outfits: Outfit[];
}

export interface OutfitResponse {
  success: true;
  message: string;
  outfit: Outfit;
}

/** GET /api/user/{id}/avatar: a member's look, readable by anyone. */
export interface MemberLookResponse {
  success: true;
  user_id: number;
  username: string;
  config: AvatarEntry[];
  items: LookItem[];
  avatar_url: string;
}

export interface PurchaseLookResponse {
  success: true;
  message: string;
  coins: number;
  gems: number;
  /** The variants bought, in the order they were paid for. */
  bought: number[];
  /** Set when the look was also worn: the new avatar image. */
  avatar_url: string | null;
}

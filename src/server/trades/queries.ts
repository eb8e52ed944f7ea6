import { authorName } from '../../common/members.ts';
import type { AvatarEntry } from '../../common/shop-types.ts';
import type { TradeParty, TradeSide, TradeStatus, TradeView, WornEntry } from '../../common/trades.ts';
import type { Db } from '../db/index.ts';
import { loadAvatar } from '../shop/avatar.ts';
import { presentVariant, selectVariants, type VariantRow } from '../shop/catalog.ts';

/** Closed trades shown after the open ones. */
const PAST_SHOWN = 50;

type TradeRow = Awaited<ReturnType<ReturnType<typeof tradeRows>['execute']>>[number];

export function tradeRows(db: Db) {
  return db
    .selectFrom('trades')
    .select([
      'id',
      'from_user_id',
      'to_user_id',
      'status',
      'give_coins',
      'give_gems',
      'get_coins',
      'get_gems',
      'message',
      'created_at',
      'expires_at',
      'resolved_at',
    ]);
}

/** Members as a trade shows them, with their saved avatars, in one query. */
export async function loadParties(db: Db, userIds: number[]): Promise<Map<number, TradeParty>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('avatars as a', 'a.user_id', 'u.id')
    .select(['u.id', 'u.username', 'a.config', 'a.version'])
    .where('u.id', 'in', [...new Set(userIds)])
    .execute();
  // Who never saved an avatar wears the default one, the same for everyone.
  const fallback = rows.some((row) => !row.config) ? ((await loadAvatar(db, 0))?.config ?? []) : [];
  const configs = new Map(
    rows.map((row) => [row.id, row.config ? (JSON.parse(row.config) as AvatarEntry[]) : fallback]),
  );
  const ids = [...new Set([...configs.values()].flat().map((entry) => entry.item_variant))];
  const variants = ids.length ? await selectVariants(db).where('v.id', 'in', ids).execute() : [];
  const now = new Date();
  const byId = new Map(variants.map((variant) => [variant.id, presentVariant(variant, now)]));
  const worn = (config: AvatarEntry[]): WornEntry[] =>
    config.flatMap((entry) => {
      const item = byId.get(entry.item_variant);
      return item ? [{ ...entry, item }] : [];
    });
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        username: authorName(row.username),
        avatar_url: `/api/user/${row.id}/avatar.png?v=${row.version ?? 0}`,
        avatar: worn(configs.get(row.id) ?? []),
      },
    ]),
  );
}

/** Trades as the API shows them: parties, items and currency, loaded in three queries. */
export async function presentTrades(db: Db, rows: TradeRow[]): Promise<TradeView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const items = await db
    .selectFrom('trade_items')
    .select(['trade_id', 'side', 'variant_id'])
    .where('trade_id', 'in', ids)
    .execute();
  const [variants, parties] = await Promise.all([
    items.length
      ? selectVariants(db)
          .where('v.id', 'in', [...new Set(items.map((item) => item.variant_id))])
          .execute()
      : Promise.resolve([] as VariantRow[]),
    loadParties(
      db,
      rows.flatMap((row) => [row.from_user_id, row.to_user_id]),
    ),
  ]);
  const now = new Date();
  const variantById = new Map(variants.map((variant) => [variant.id, presentVariant(variant, now)]));
  const side = (row: TradeRow, name: 'give' | 'get'): TradeSide => ({
    items: items
      .filter((item) => item.trade_id === row.id && item.side === name)
      .map((item) => variantById.get(item.variant_id))
      .filter((item) => item !== undefined),
    coins: name === 'give' ? row.give_coins : row.get_coins,
    gems: name === 'give' ? row.give_gems : row.get_gems,
  });
  return rows.map((row) => ({
    id: row.id,
    status: row.status as TradeStatus,
    from: parties.get(row.from_user_id) as TradeParty,
    to: parties.get(row.to_user_id) as TradeParty,
    give: side(row, 'give'),
    get: side(row, 'get'),
    message: row.message,
    created_at: row.created_at,
    expires_at: row.expires_at,
    resolved_at: row.resolved_at,
  }));
}

/** A member's trades, both directions: every open one, then the latest closed ones. */
export async function listTradesOf(db: Db, userId: number): Promise<TradeView[]> {
  const mine = (query: ReturnType<typeof tradeRows>) =>
    query.where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]));
  const [open, past] = await Promise.all([
    mine(tradeRows(db)).where('status', '=', 'open').orderBy('id', 'desc').execute(),
    mine(tradeRows(db)).where('status', '!=', 'open').orderBy('id', 'desc').limit(PAST_SHOWN).execute(),
  ]);
  return presentTrades(db, [...open, ...past]);
}

/** The tradeable items a member owns (the other side picks from these), with their avatar. */
export async function tradeableInventory(db: Db, userId: number) {
  const rows = await selectVariants(db)
    .innerJoin('inventory as i', 'i.variant_id', 'v.id')
    .select('i.quantity')
    .where('i.user_id', '=', userId)
    .where('v.is_starter', '=', 0)
    .where('d.category', '!=', 'skin')
    .orderBy('d.category')
    .orderBy('d.name')
    .orderBy('v.id')
    .execute();
  const now = new Date();
  return rows.map((row) => ({ ...presentVariant(row as VariantRow, now), quantity: row.quantity }));
}

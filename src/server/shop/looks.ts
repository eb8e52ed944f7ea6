import type { LookItem } from '../../common/looks-types.ts';
import type { AvatarEntry } from '../../common/shop-types.ts';
import type { Db } from '../db/index.ts';
import { presentVariant, selectVariants, type VariantRow } from './catalog.ts';
import { ownedVariants } from './inventory.ts';

/**
 * The items of one or more looks, each once, with whether `viewerId` owns it (nobody, for a
 * visitor). Two queries for any number of looks.
 */
export async function lookItems(db: Db, viewerId: number | null, configs: AvatarEntry[][]) {
  const ids = [...new Set(configs.flat().map((entry) => entry.item_variant))];
  if (ids.length === 0) return new Map<number, LookItem>();
  const [rows, owned] = await Promise.all([
    selectVariants(db).where('v.id', 'in', ids).execute(),
    viewerId === null ? Promise.resolve([]) : ownedVariants(db, viewerId).where('v.id', 'in', ids).execute(),
  ]);
  const mine = new Set(owned.map((row) => row.id));
  const now = new Date();
  return new Map(
    rows.map((row) => [row.id, { ...presentVariant(row as VariantRow, now), owned: mine.has(row.id) }]),
  );
}

/** The items of `config` in its order, skipping any that no longer exist. */
export function itemsOf(config: AvatarEntry[], items: Map<number, LookItem>): LookItem[] {
  return config.flatMap((entry) => {
    const item = items.get(entry.item_variant);
    return item ? [item] : [];
  });
}

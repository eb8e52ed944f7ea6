import { ADMIN } from '../../common/admin-messages.ts';
import { slugify } from '../../common/slug.ts';
import { accessChanged } from '../accounts/auth-cache.ts';
import type { Db } from '../db/index.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { recordAudit } from './audit.ts';
import { changedFrom } from './audit-entries.ts';

// Editing and ordering categories (issue 16 §3), for the admin panel and the command line (actorId
// null); creating one is createCategory (commands.ts). Forum reads list categories afresh, and the
// access caches that hold the category list (administrators') drop it here at once.

export interface CategoryChanges {
  title?: string;
  description?: string;
  order?: number;
  newSlug?: string;
}

const columns = ['id', 'title', 'slug', 'description', 'sort_order'] as const;

/** Changes a category's title, description, place or slug; answers it as the admin panel lists it. */
export async function editCategoryById(db: Db, id: number, changes: CategoryChanges, actorId: number | null) {
  const category = await db.selectFrom('categories').select(columns).where('id', '=', id).executeTakeFirst();
  if (!category) throw notFound(ADMIN.categoryNotFound);
  if (changes.title !== undefined && (!changes.title.trim() || changes.title.length > 100)) {
    throw badRequest('Category title must be 1-100 characters');
  }
  if (changes.newSlug !== undefined && changes.newSlug !== slugify(changes.newSlug)) {
    throw badRequest(`Invalid category slug "${changes.newSlug}"`);
  }
  if (changes.newSlug !== undefined && changes.newSlug !== category.slug) {
    const taken = await db
      .selectFrom('categories')
      .select('id')
      .where('slug', '=', changes.newSlug)
      .executeTakeFirst();
    if (taken) throw conflict(`A category with slug "${changes.newSlug}" already exists`);
  }
  const set = {
    ...(changes.title !== undefined ? { title: changes.title.trim() } : {}),
    ...(changes.description !== undefined ? { description: changes.description } : {}),
    ...(changes.order !== undefined ? { sort_order: changes.order } : {}),
    ...(changes.newSlug !== undefined ? { slug: changes.newSlug } : {}),
  };
  const before = changedFrom(category, set);
  const updated = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('categories')
      .set(set)
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId,
      action: 'category.update',
      targetType: 'category',
      targetId: id,
      before,
      after: set,
    });
    return row;
  });
  accessChanged(db);
  return updated;
}

/**
 * Puts the categories in the order of `ids` (distinct, existing categories). Any not listed (one
 * created meanwhile, say) keep their order after them rather than failing the whole move.
 */
export async function reorderCategories(db: Db, ids: number[], actorId: number | null): Promise<void> {
  if (new Set(ids).size !== ids.length) throw badRequest(ADMIN.orderMismatch);
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('categories')
      .select('id')
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    const before = current.map((row) => row.id);
    if (ids.some((id) => !before.includes(id))) throw notFound(ADMIN.categoryNotFound);
    const after = [...ids, ...before.filter((id) => !ids.includes(id))];
    for (const [index, id] of after.entries())
      await trx
        .updateTable('categories')
        .set({ sort_order: index + 1 })
        .where('id', '=', id)
        .execute();
    await recordAudit(trx, {
      actorId,
      action: 'category.order',
      targetType: 'category',
      targetId: null,
      before,
      after,
    });
  });
  accessChanged(db);
}

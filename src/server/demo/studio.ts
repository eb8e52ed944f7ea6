import { loadAccess } from '../accounts/permissions.ts';
import type { Db } from '../db/index.ts';
import { createDesign } from '../shop/designs.ts';
import { openWorkflow, recordReview } from '../studio/workflow.ts';
import { generateDemoArt } from './art/index.ts';

async function userId(db: Db, username: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Members' submissions through the real review workflow (issue 7's demo data): one approved and on
 * sale, one pending with one approval, one rejected with the reason posted in its thread.
 */
export async function seedStudio(db: Db): Promise<void> {
  const art = await generateDemoArt();
  const sheetOf = (name: string) => art.find((d) => d.name === name)!;
  const submit = async (
    username: string,
    name: string,
    from: string,
    category: 'top' | 'accessory' | 'hair',
  ) => {
    const source = sheetOf(from);
    const creator = await userId(db, username);
    const { designId } = await createDesign(db, {
      name,
      category,
      sheet: source.sheet,
      creatorId: creator,
      status: 'draft',
      variants: source.variants.map((v, i) => ({
        variant_name: v.variant_name,
        hex_color: v.hex_color,
        price_coins: 120 + 20 * i,
        price_gems: 0,
      })),
    });
    const { workflow_id } = await openWorkflow(db, await loadAccess(db, creator), designId);
    return workflow_id;
  };
  const as = async (username: string) => loadAccess(db, await userId(db, username));

  const approved = await submit('alice', "Alice's Sailor Tee", 'Striped Tee', 'top');
  for (const reviewer of ['dana', 'dave', 'dora'])
    await recordReview(db, await as(reviewer), approved, {
      action: 'approve',
      notes: 'Meets our quality standards.',
    });

  const pending = await submit('bob', "Bob's Garden Clips", 'Flower Clip', 'accessory');
  await recordReview(db, await as('dana'), pending, { action: 'approve', notes: 'Lovely colours.' });

  const rejected = await submit('bob', "Bob's Wild Buns", 'Space Buns', 'hair');
  await recordReview(db, await as('dave'), rejected, {
    action: 'reject',
    reason: 'quality',
    feedback: 'The outline breaks up at the top of the buns; please close the gaps and resubmit.',
    internal_note: 'Otherwise promising.',
  });
}

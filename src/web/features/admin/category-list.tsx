import { useState } from 'react';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { Panel } from '../../ui/card.tsx';
import { AdminDialog } from './admin-dialog.tsx';
import type { AdminCategory } from './admin-types.ts';
import { moved } from './group-rules.ts';
import { useCreateCategory, useReorderCategories, useUpdateCategory } from './groups-api.ts';
import { NameForm } from './name-form.tsx';

type Show = (text: string, tone?: 'success' | 'error') => void;

/** Categories in forum order: create, edit, and move up or down. */
export function CategoryList({ categories, show }: { categories: AdminCategory[]; show: Show }) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const reorder = useReorderCategories();
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const ordered = [...categories].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  const ids = ordered.map((category) => category.id);

  const move = (category: AdminCategory, index: number, step: -1 | 1) =>
    reorder.mutate(moved(ids, index, step), {
      onSuccess: () => show(`${category.title} moved ${step < 0 ? 'up' : 'down'}.`, 'success'),
      onError: (error) => show(failureMessage(error, 'Could not change the order.'), 'error'),
    });

  return (
    <Panel title="Categories">
      <ol className="category-order">
        {ordered.map((category, index) => (
          <li key={category.id} className="category-order__item">
            <div className="category-order__text">
              <span className="category-order__title">{category.title}</span>
              <span className="category-order__description">{category.description}</span>
            </div>
            <div className="admin-row-actions">
              <Button
                variant="secondary"
                size="sm"
                disabled={index === 0 || reorder.isPending}
                onClick={() => move(category, index, -1)}
                aria-label={`Move ${category.title} up`}
              >
                ▲
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={index === ordered.length - 1 || reorder.isPending}
                onClick={() => move(category, index, 1)}
                aria-label={`Move ${category.title} down`}
              >
                ▼
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setEditing(category)}>
                Edit<span className="visually-hidden"> {category.title}</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <h3 className="admin-subtitle">New category</h3>
      <NameForm
        nameLabel="Title"
        maxLengths={[100, 1000]}
        submitLabel="Create Category"
        busy={create.isPending}
        onSubmit={async ({ name, description }) => {
          await create.mutateAsync({ title: name, description });
          show(`Category ${name} created.`, 'success');
        }}
      />
      <AdminDialog
        open={editing !== null}
        title={`Edit ${editing?.title ?? 'category'}`}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <NameForm
            nameLabel="Title"
            maxLengths={[100, 1000]}
            initial={{ name: editing.title, description: editing.description }}
            submitLabel="Save Category"
            busy={update.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={async ({ name, description }) => {
              await update.mutateAsync({ id: editing.id, title: name, description });
              setEditing(null);
              show('Category saved.', 'success');
            }}
          />
        )}
      </AdminDialog>
    </Panel>
  );
}

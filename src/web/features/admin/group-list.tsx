import { useState } from 'react';
import { formatCount } from '../../../common/format-count.ts';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { Panel } from '../../ui/card.tsx';
import { AdminDialog } from './admin-dialog.tsx';
import { AdminTable } from './admin-parts.tsx';
import type { AdminGroup } from './admin-types.ts';
import { useCreateGroup, useDeleteGroup, useUpdateGroup } from './groups-api.ts';
import { NameForm } from './name-form.tsx';

type Show = (text: string, tone?: 'success' | 'error') => void;

/** Groups: create, rename and describe, and delete those that are not built in. */
export function GroupList({ groups, show }: { groups: AdminGroup[]; show: Show }) {
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState<AdminGroup | null>(null);
  const [deleting, setDeleting] = useState<AdminGroup | null>(null);

  return (
    <Panel title="Groups">
      <AdminTable label="Groups" columns={['Group', 'Description', 'Members', '']}>
        {groups.map((group) => (
          <tr key={group.id}>
            <th scope="row">
              {group.name}{' '}
              {group.built_in && <span className="badge admin-badge admin-badge--muted">built in</span>}
            </th>
            <td className="admin-table__text">{group.description || <span className="muted">—</span>}</td>
            <td>{formatCount(group.member_count)}</td>
            <td>
              <div className="admin-row-actions">
                <Button variant="secondary" size="sm" onClick={() => setEditing(group)}>
                  Edit<span className="visually-hidden"> {group.name}</span>
                </Button>
                {!group.built_in && (
                  <Button variant="danger" size="sm" onClick={() => setDeleting(group)}>
                    Delete<span className="visually-hidden"> {group.name}</span>
                  </Button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <h3 className="admin-subtitle">New group</h3>
      <NameForm
        nameLabel="Name"
        maxLengths={[64, 500]}
        submitLabel="Create Group"
        busy={create.isPending}
        onSubmit={async (value) => {
          await create.mutateAsync(value);
          show(`Group ${value.name} created.`, 'success');
        }}
      />
      <AdminDialog
        open={editing !== null}
        title={`Edit ${editing?.name ?? 'group'}`}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <NameForm
            nameLabel="Name"
            maxLengths={[64, 500]}
            initial={editing}
            submitLabel="Save Group"
            busy={update.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={async (value) => {
              await update.mutateAsync({ id: editing.id, ...value });
              setEditing(null);
              show('Group saved.', 'success');
            }}
          />
        )}
      </AdminDialog>
      <AdminDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'group'}?`}
        onClose={() => setDeleting(null)}
      >
        <p>Its members leave the group; their accounts stay.</p>
        <div className="button-row">
          <Button
            variant="danger"
            busy={remove.isPending}
            busyLabel="Deleting…"
            onClick={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => show(`Group ${deleting.name} deleted.`, 'success'),
                onError: (error) => show(failureMessage(error, 'Could not delete the group.'), 'error'),
                onSettled: () => setDeleting(null),
              })
            }
          >
            Delete Group
          </Button>
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
        </div>
      </AdminDialog>
    </Panel>
  );
}

import { useMemo, useState } from 'react';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { Panel } from '../../ui/card.tsx';
import { TableScroll } from './admin-parts.tsx';
import type { GroupsAnswer } from './admin-types.ts';
import {
  buildMatrix,
  cellKey,
  changedCells,
  PERMISSION_FLAGS,
  type PermissionFlag,
  toggled,
} from './group-rules.ts';
import { useSavePermissions } from './groups-api.ts';

type Show = (text: string, tone?: 'success' | 'error') => void;

const FLAG_LABELS: Record<PermissionFlag, string> = {
  can_view: 'view',
  can_post: 'post',
  can_reply: 'reply',
  can_moderate: 'moderate',
};

/** Groups down the side, categories across, four boxes in each cell; saved all at once. */
export function PermissionMatrix({ data, show }: { data: GroupsAnswer; show: Show }) {
  const save = useSavePermissions();
  const categories = useMemo(
    () => [...data.categories].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id),
    [data.categories],
  );
  const saved = useMemo(
    () =>
      buildMatrix(
        data.groups.map((group) => group.id),
        categories.map((category) => category.id),
        data.permissions,
      ),
    [data.groups, categories, data.permissions],
  );
  const [draft, setDraft] = useState(saved);
  const [base, setBase] = useState(saved);
  // new data from the server (after a save, or another change) replaces an unchanged draft
  if (base !== saved) {
    setBase(saved);
    setDraft(saved);
  }
  const changes = changedCells(draft, saved);

  const submit = () =>
    save.mutate([...draft.values()], {
      onSuccess: () => show('Permissions saved.', 'success'),
      onError: (error) => show(failureMessage(error, 'Could not save the permissions.'), 'error'),
    });

  return (
    <Panel
      title="Permissions"
      actions={
        <span className="admin-count" aria-live="polite">
          {changes === 0
            ? 'No unsaved changes'
            : `${changes} unsaved ${changes === 1 ? 'change' : 'changes'}`}
        </span>
      }
    >
      <p className="field__hint">
        What each group may do in each category. Posting, replying and moderating need viewing.
      </p>
      <TableScroll label="Permissions by group and category">
        <table className="admin-table permission-matrix">
          <thead>
            <tr>
              <th scope="col">Group</th>
              {categories.map((category) => (
                <th scope="col" key={category.id}>
                  {category.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.groups.map((group) => (
              <tr key={group.id}>
                <th scope="row">
                  {group.name}
                  {group.is_admin && <span className="admin-table__sub">may do everything anyway</span>}
                </th>
                {categories.map((category) => {
                  const key = cellKey(group.id, category.id);
                  const cell = draft.get(key);
                  return (
                    <td key={category.id}>
                      <div className="permission-cell">
                        {PERMISSION_FLAGS.map((flag) => (
                          <label key={flag} className="permission-cell__box">
                            <input
                              type="checkbox"
                              checked={cell?.[flag] ?? false}
                              aria-label={`${group.name} may ${FLAG_LABELS[flag]} in ${category.title}`}
                              onChange={(event) =>
                                setDraft((old) => toggled(old, key, flag, event.target.checked))
                              }
                            />
                            <span aria-hidden="true">{FLAG_LABELS[flag]}</span>
                          </label>
                        ))}
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <div className="button-row">
        <Button onClick={submit} disabled={changes === 0} busy={save.isPending} busyLabel="Saving…">
          Save Permissions
        </Button>
        <Button variant="secondary" disabled={changes === 0} onClick={() => setDraft(saved)}>
          Undo Changes
        </Button>
      </div>
    </Panel>
  );
}

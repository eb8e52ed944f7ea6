import { type FormEvent, useState } from 'react';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/form-field.tsx';
import { Notice } from '../../ui/status.tsx';
import { Loaded } from './admin-parts.tsx';
import type { AdminGroup, GroupRef } from './admin-types.ts';
import { useGroups } from './groups-api.ts';
import { useSaveGroups } from './member-api.ts';

interface FormProps {
  memberId: number;
  current: GroupRef[];
  groups: AdminGroup[];
  onDone: (message: string) => void;
}

/** The ids of the groups ticked, and how to tick or untick one. */
export function useGroupChoice(initial: number[] = []) {
  const [chosen, setChosen] = useState(() => new Set(initial));
  const toggle = (id: number, on: boolean) =>
    setChosen((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return { chosen, toggle };
}

/** A checkbox for each group, with its description. */
export function GroupChecks({
  groups,
  chosen,
  toggle,
}: {
  groups: AdminGroup[];
  chosen: Set<number>;
  toggle: (id: number, on: boolean) => void;
}) {
  return (
    <fieldset className="check-list">
      <legend className="visually-hidden">Groups</legend>
      {groups.map((group) => (
        <CheckboxField
          key={group.id}
          label={group.name}
          hint={group.description || undefined}
          checked={chosen.has(group.id)}
          onChange={(event) => toggle(group.id, event.target.checked)}
        />
      ))}
    </fieldset>
  );
}

function GroupsForm({ memberId, current, groups, onDone }: FormProps) {
  const save = useSaveGroups(memberId);
  const { chosen, toggle } = useGroupChoice(current.map((group) => group.id));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate([...chosen], {
      onSuccess: (answer) =>
        onDone(`Groups saved: ${answer.groups.map((group) => group.name).join(', ') || 'none'}.`),
      onError: (failure) => setError(failureMessage(failure, 'Could not save the groups.')),
    });
  };

  return (
    <form className="form" onSubmit={submit} aria-label="Groups">
      <GroupChecks groups={groups} chosen={chosen} toggle={toggle} />
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="submit" size="sm" busy={save.isPending} busyLabel="Saving…">
        Save Groups
      </Button>
    </form>
  );
}

/** Administrators change a member's groups with checkboxes; the list of groups is loaded first. */
export function MemberGroupsForm(props: Omit<FormProps, 'groups'>) {
  const groups = useGroups();
  return (
    <Loaded query={groups} what="the groups">
      {(data) => <GroupsForm {...props} groups={data.groups} />}
    </Loaded>
  );
}

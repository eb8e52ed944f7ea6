import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { PASSWORD_MIN, USERNAME_MAX } from '../../../common/limits.ts';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { EmailField, FormFooter, PasswordField, TextField } from '../../ui/form-field.tsx';
import { AdminDialog } from './admin-dialog.tsx';
import { Loaded } from './admin-parts.tsx';
import type { AdminGroup } from './admin-types.ts';
import { useGroups } from './groups-api.ts';
import { useCreateMember } from './member-api.ts';
import { GroupChecks, useGroupChoice } from './member-groups-form.tsx';

const MEMBERS = 'Members';

/** Username, e-mail, a first password and groups; on success the new member's page opens. */
function CreateForm({ groups, onClose }: { groups: AdminGroup[]; onClose: () => void }) {
  const create = useCreateMember();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { chosen, toggle } = useGroupChoice();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    create.mutate(
      { username: username.trim(), email: email.trim(), password, group_ids: [...chosen] },
      {
        onSuccess: ({ user }) => navigate(`/admin/members/${user.id}`),
        onError: (failure) => setError(failureMessage(failure, 'Could not create the member.')),
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} aria-label="Create member">
      <p className="field__hint">
        The account is verified at once: no confirmation mail is sent. Tell the member their password.
      </p>
      <TextField
        label="Username"
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={USERNAME_MAX}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <EmailField
        label="E-mail"
        autoComplete="off"
        maxLength={320}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        hint={`At least ${PASSWORD_MIN} characters`}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <p className="field__label">Groups (every account is in {MEMBERS})</p>
      <GroupChecks
        groups={groups.filter((group) => group.name !== MEMBERS)}
        chosen={chosen}
        toggle={toggle}
      />
      <FormFooter
        error={error}
        submit="Create Member"
        busyLabel="Creating…"
        busy={create.isPending}
        onCancel={onClose}
      />
    </form>
  );
}

/** The groups are loaded when the dialog opens. */
function CreateLoader({ onClose }: { onClose: () => void }) {
  const groups = useGroups();
  return (
    <Loaded query={groups} what="the groups">
      {(data) => <CreateForm groups={data.groups} onClose={onClose} />}
    </Loaded>
  );
}

/** Administrators: the "Create member" button and its dialog (the command line's create-user). */
export function CreateMember() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        Create Member…
      </Button>
      <AdminDialog open={open} title="Create member" onClose={() => setOpen(false)}>
        <CreateLoader onClose={() => setOpen(false)} />
      </AdminDialog>
    </>
  );
}

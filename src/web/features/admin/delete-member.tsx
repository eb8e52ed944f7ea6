import { type FormEvent, useState } from 'react';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { Notice } from '../../ui/status.tsx';
import { AdminDialog } from './admin-dialog.tsx';
import { useDeleteMember } from './member-api.ts';

interface DeleteFormProps {
  memberId: number;
  username: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Asks for the username typed out, so an account is never deleted by a slip of the mouse. */
function DeleteForm({ memberId, username, onClose, onDone }: DeleteFormProps) {
  const remove = useDeleteMember(memberId);
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const matches = typed === username;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return setError(`Type ${username} to confirm.`);
    if (!reason.trim()) return setError('Give a reason.');
    setError(null);
    remove.mutate(reason.trim(), {
      onSuccess: () => {
        onDone(`${username}’s account was deleted; their posts stay, shown as by a deleted member.`);
        onClose();
      },
      onError: (failure) => setError(failureMessage(failure, 'Could not delete the account.')),
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p>
        The account of <strong>{username}</strong> is closed for good. Their posts are kept and shown as by a
        deleted member.
      </p>
      <TextField
        label="Reason"
        maxLength={300}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <TextField
        label={`Type ${username} to confirm`}
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {error && <Notice tone="error">{error}</Notice>}
      <div className="button-row">
        <Button
          type="submit"
          variant="danger"
          disabled={!matches}
          busy={remove.isPending}
          busyLabel="Deleting…"
        >
          Delete Account
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The delete button and its confirmation dialog. */
export function DeleteMember(props: Omit<DeleteFormProps, 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
        Delete Account…
      </Button>
      <AdminDialog open={open} title={`Delete ${props.username}?`} onClose={() => setOpen(false)}>
        <DeleteForm {...props} onClose={() => setOpen(false)} />
      </AdminDialog>
    </>
  );
}

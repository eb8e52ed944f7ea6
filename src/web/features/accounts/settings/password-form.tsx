import type { FormEvent } from 'react';
import { MSG } from '../../../../common/messages.ts';
import { ApiError } from '../../../api/client.ts';
import { Button } from '../../../ui/button.tsx';
import { Panel } from '../../../ui/card.tsx';
import { PasswordField } from '../../../ui/form-field.tsx';
import { Status, useStatus } from '../../../ui/status.tsx';
import { useFieldValues } from '../../../ui/use-field-values.ts';
import { useUpdatePassword } from '../api.ts';
import { NewPasswordFields, newPasswordProblem } from '../new-password-fields.tsx';

const EMPTY = { current: '', next: '', confirm: '' };

export function PasswordForm() {
  const update = useUpdatePassword();
  const [fields, setFields, bind] = useFieldValues(EMPTY);
  const [status, show] = useStatus();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!fields.current || !fields.next || !fields.confirm) return show(MSG.allFieldsRequired, 'error');
    const problem = newPasswordProblem(fields.next, fields.confirm, MSG.newPasswordsDoNotMatch);
    if (problem) return show(problem, 'error');
    update.mutate(
      { password: fields.next, old_password: fields.current },
      {
        onSuccess: () => {
          setFields(EMPTY);
          show(MSG.passwordUpdated, 'success');
        },
        onError: (error) =>
          show(
            error instanceof ApiError
              ? (error.serverMessage ?? MSG.updatePasswordFailed)
              : MSG.updatePasswordError,
            'error',
          ),
      },
    );
  }

  return (
    <Panel title="Change password">
      <p className="muted">Changing your password signs you out everywhere else.</p>
      <form className="form" onSubmit={submit} noValidate>
        <PasswordField label="Current password" {...bind('current')} />
        <NewPasswordFields password={bind('next')} confirm={bind('confirm')} />
        <Button type="submit" busy={update.isPending} busyLabel="Updating…">
          Update Password
        </Button>
        <Status status={status} />
      </form>
    </Panel>
  );
}

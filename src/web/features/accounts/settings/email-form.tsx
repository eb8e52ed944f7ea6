import { type FormEvent, useState } from 'react';
import { MSG } from '../../../../common/messages.ts';
import { ApiError } from '../../../api/client.ts';
import { Button } from '../../../ui/button.tsx';
import { Panel } from '../../../ui/card.tsx';
import { EmailField, PasswordField } from '../../../ui/form-field.tsx';
import { Notice, Status, useStatus } from '../../../ui/status.tsx';
import { useUpdateEmail } from '../api.ts';

export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const update = useUpdateEmail();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [status, show] = useStatus();
  // The link's message stays: the member has to go and read their mail.
  const [sent, setSent] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    // spec 1 §5: required and of e-mail type
    if (!email.trim() || !password) return show(MSG.allFieldsRequired, 'error');
    if (!input.checkValidity()) return show(MSG.emailInvalid, 'error');
    setSent(null);
    update.mutate(
      { email: email.trim(), current_password: password },
      {
        onSuccess: (answer) => {
          setEmail('');
          setPassword('');
          setSent(answer.message ?? MSG.emailUpdated);
        },
        onError: (error) =>
          show(
            error instanceof ApiError ? (error.serverMessage ?? MSG.updateEmailFailed) : MSG.updateEmailError,
            'error',
          ),
      },
    );
  }

  return (
    <Panel title="Change e-mail">
      <p className="muted">
        Current address: <strong>{currentEmail}</strong>
      </p>
      <form className="form" onSubmit={submit} noValidate>
        <EmailField
          label="New email"
          name="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordField
          label="Current password"
          name="current_password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button type="submit" busy={update.isPending} busyLabel="Updating…">
          Update Email
        </Button>
        {sent && <Notice tone="success">{sent}</Notice>}
        <Status status={status} />
      </form>
    </Panel>
  );
}

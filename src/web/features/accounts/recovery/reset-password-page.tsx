import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_LINKS, MSG, RUNNING } from '../../../../common/messages.ts';
import { failureMessage } from '../../../api/client.ts';
import { juneSprite } from '../../../ui/avatar-sprites.ts';
import { Button } from '../../../ui/button.tsx';
import { Notice } from '../../../ui/status.tsx';
import { AuthShell } from '../auth-shell.tsx';
import { NewPasswordFields, newPasswordProblem } from '../new-password-fields.tsx';
import { useConfirmPasswordReset } from './api.ts';

/** Messages after which the link is no good: the member needs a new one. */
const DEAD_LINK: readonly string[] = [
  RUNNING.resetTokenInvalid,
  RUNNING.resetTokenUsed,
  RUNNING.resetTokenExpired,
];

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(token ? null : RUNNING.resetTokenInvalid);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || !confirm) return setError(MSG.allFieldsRequired);
    const problem = newPasswordProblem(password, confirm, MSG.passwordsDoNotMatch);
    setError(problem);
    if (problem) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: () => navigate('/?password_reset=true'),
        onError: (failure) => setError(failureMessage(failure, ACCOUNT_LINKS.requestFailed)),
      },
    );
  }

  return (
    <AuthShell
      sprite={juneSprite}
      title="Choose a new password"
      lead="Pick a new password for your account. You will be signed in, and signed out everywhere else."
    >
      <form className="form" onSubmit={submit} noValidate aria-label="Choose a new password">
        <NewPasswordFields
          password={{ value: password, onChange: (event) => setPassword(event.currentTarget.value) }}
          confirm={{ value: confirm, onChange: (event) => setConfirm(event.currentTarget.value) }}
        />
        {error && (
          <Notice tone="error">
            {error}
            {DEAD_LINK.includes(error) && (
              <>
                {' '}
                <Link to="/forgot-password">Ask for a new link</Link>
              </>
            )}
          </Notice>
        )}
        <Button
          type="submit"
          size="lg"
          busy={reset.isPending}
          busyLabel="Saving…"
          disabled={!token}
          className="form__submit"
        >
          Set password and sign in
        </Button>
      </form>
    </AuthShell>
  );
}

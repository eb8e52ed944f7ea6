import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_LINKS, MSG, RUNNING } from '../../../../common/messages.ts';
import { failureMessage } from '../../../api/client.ts';
import { boSprite } from '../../../ui/avatar-sprites.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { EmailField } from '../../../ui/form-field.tsx';
import { Notice } from '../../../ui/status.tsx';
import { AuthShell } from '../auth-shell.tsx';
import { useRequestPasswordReset } from './api.ts';

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    if (!email.trim() || !input.checkValidity()) return setError(MSG.emailInvalid);
    setError(null);
    request.mutate(email.trim(), {
      onError: (failure) => setError(failureMessage(failure, ACCOUNT_LINKS.requestFailed)),
    });
  }

  return (
    <AuthShell
      sprite={boSprite}
      title="Forgot your password?"
      lead="Tell us the address of your account and we will mail you a link to choose a new one."
    >
      {request.isSuccess ? (
        <div className="form">
          {/* The same words whether or not an account uses the address (issue 16 §2). */}
          <Notice tone="success">{RUNNING.resetRequested}</Notice>
          <p className="muted">The link works once, for one hour. No mail? Look in your spam folder.</p>
          <ButtonLink to="/" size="lg" className="form__submit">
            Back to sign in
          </ButtonLink>
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate aria-label="Forgot password">
          <EmailField name="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
          {error && <Notice tone="error">{error}</Notice>}
          <Button
            type="submit"
            size="lg"
            busy={request.isPending}
            busyLabel="Sending…"
            className="form__submit"
          >
            Send me a link
          </Button>
          <p className="form__footer">
            Remembered it? <Link to="/">Sign in</Link>
          </p>
        </form>
      )}
    </AuthShell>
  );
}

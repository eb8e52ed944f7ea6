import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MSG } from '../../../common/messages.ts';
import { ApiError } from '../../api/client.ts';
import { useLogin } from '../../api/session.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField, EmailField, PasswordField } from '../../ui/form-field.tsx';
import { Notice } from '../../ui/status.tsx';

function loginFailure(error: unknown): string {
  // spec 1 §8: 'Invalid email or password' on any failure; only a rate limit says more, and a
  // suspension (issue 16 §4: told only after the right password) says until when and why.
  if (error instanceof ApiError && error.status === 429) return error.serverMessage ?? MSG.tooManyAttempts;
  if (error instanceof ApiError && error.status === 403 && error.serverMessage) return error.serverMessage;
  return MSG.invalidLogin;
}

export function SignInForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(MSG.allFieldsRequired);
      return;
    }
    setError(null);
    login.mutate(
      { email: email.trim(), password, remember },
      { onSuccess: () => navigate('/home'), onError: (failure) => setError(loginFailure(failure)) },
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Sign in">
      <EmailField value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
      <PasswordField value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
      <div className="spread-row">
        <CheckboxField
          label="Remember me"
          checked={remember}
          onChange={(event) => setRemember(event.currentTarget.checked)}
        />
        {/* spec 1 §2's 'Recover password' link, which issue 16 §2 makes lead somewhere */}
        <Link to="/forgot-password" className="form__aside-link">
          Forgot password?
        </Link>
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="submit" size="lg" busy={login.isPending} busyLabel="Signing in…" className="form__submit">
        Sign In
      </Button>
      <p className="form__footer">
        New to Cito? <Link to="/signup">Create an account</Link>
      </p>
    </form>
  );
}

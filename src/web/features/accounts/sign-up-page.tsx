import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { STARTING_COINS, STARTING_GEMS, USERNAME_MAX } from '../../../common/limits.ts';
import { MSG } from '../../../common/messages.ts';
import { failureMessage } from '../../api/client.ts';
import { miraSprite } from '../../ui/avatar-sprites.ts';
import { Button } from '../../ui/button.tsx';
import { EmailField, TextField } from '../../ui/form-field.tsx';
import { Notice } from '../../ui/status.tsx';
import { useFieldValues } from '../../ui/use-field-values.ts';
import { useRegister } from './api.ts';
import { AuthShell } from './auth-shell.tsx';
import { NewPasswordFields, newPasswordProblem } from './new-password-fields.tsx';

interface SignUpFields {
  username: string;
  email: string;
  password: string;
  confirm: string;
}

/** Spec 1 §5, in the spec's order. */
function validate(fields: SignUpFields): string | null {
  if (!fields.username.trim() || !fields.email.trim() || !fields.password || !fields.confirm) {
    return MSG.allFieldsRequired;
  }
  return newPasswordProblem(fields.password, fields.confirm, MSG.passwordsDoNotMatch);
}

export function SignUpPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const [fields, , bind] = useFieldValues<SignUpFields>({
    username: '',
    email: '',
    password: '',
    confirm: '',
  });
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validate(fields);
    setError(problem);
    if (problem) return;
    register.mutate(
      { username: fields.username.trim(), email: fields.email.trim(), password: fields.password },
      {
        onSuccess: () => navigate('/?registered=true'),
        onError: (failure) => setError(failureMessage(failure, MSG.registrationFailed)),
      },
    );
  }

  return (
    <AuthShell
      sprite={miraSprite}
      title="Join Cito"
      lead={`Create your account and start with ${STARTING_COINS} CitoCoin and ${STARTING_GEMS} gems for your wardrobe.`}
    >
      <form className="form" onSubmit={submit} noValidate aria-label="Sign up">
        <TextField
          label="Username"
          autoComplete="username"
          required
          maxLength={USERNAME_MAX}
          hint="3–24 characters: letters, digits, _ and -"
          {...bind('username')}
        />
        <EmailField {...bind('email')} />
        <NewPasswordFields
          labels={['Password', 'Confirm password']}
          password={bind('password')}
          confirm={bind('confirm')}
        />
        {error && <Notice tone="error">{error}</Notice>}
        <Button
          type="submit"
          size="lg"
          busy={register.isPending}
          busyLabel="Creating account…"
          className="form__submit"
        >
          Sign Up
        </Button>
        <p className="form__footer">
          Already a member? <Link to="/">Sign in</Link>
        </p>
      </form>
    </AuthShell>
  );
}

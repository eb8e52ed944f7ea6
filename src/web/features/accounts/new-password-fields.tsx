import type { ChangeEvent } from 'react';
import { PASSWORD_MIN } from '../../../common/limits.ts';
import { MSG } from '../../../common/messages.ts';
import { TextField } from '../../ui/form-field.tsx';

interface Binding {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** What is wrong with a chosen password and its repetition (spec 1 §5), or null. */
export function newPasswordProblem(password: string, confirm: string, mismatch: string): string | null {
  if (password !== confirm) return mismatch;
  if (password.length < PASSWORD_MIN) return MSG.passwordTooShort;
  return null;
}

/** A new password and its repetition, as sign-up, the settings and the reset screen ask for them. */
export function NewPasswordFields({
  labels = ['New password', 'Confirm new password'],
  password,
  confirm,
}: {
  labels?: readonly [string, string];
  password: Binding;
  confirm: Binding;
}) {
  return (
    <>
      <TextField
        label={labels[0]}
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN} characters`}
        {...password}
      />
      <TextField label={labels[1]} type="password" autoComplete="new-password" required {...confirm} />
    </>
  );
}

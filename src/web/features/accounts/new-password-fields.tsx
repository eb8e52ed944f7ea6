import { PASSWORD_MIN } from '../../../common/limits.ts';
import { MSG } from '../../../common/messages.ts';
import { PasswordField } from '../../ui/form-field.tsx';
import type { FieldBinding } from '../../ui/use-field-values.ts';

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
  password: FieldBinding;
  confirm: FieldBinding;
}) {
  return (
    <>
      <PasswordField
        label={labels[0]}
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters`}
        {...password}
      />
      <PasswordField label={labels[1]} autoComplete="new-password" {...confirm} />
    </>
  );
}

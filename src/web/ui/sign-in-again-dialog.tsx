import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { WhoamiUser } from '../../common/api-types.ts';
import { MSG } from '../../common/messages.ts';
import { ApiError } from '../api/client.ts';
import { useCurrentUser } from '../api/session.ts';
import { adoptSignIn, signInAgain } from '../api/sign-in-again.ts';
import { Button } from './button.tsx';
import { CheckboxField, EmailField, PasswordField } from './form-field.tsx';
import { Notice } from './status.tsx';
import { useModal } from './use-modal.ts';
import './modal-dialog.css';

function loginFailure(error: unknown): string {
  // As the sign-in page answers (spec 1 §8): only a rate limit or a suspension says more.
  if (error instanceof ApiError && (error.status === 429 || error.status === 403) && error.serverMessage)
    return error.serverMessage;
  return MSG.invalidLogin;
}

interface SignInAgainDialogProps {
  open: boolean;
  /** Why the member is asked: 'Please log in to create a thread'. */
  lead: string;
  /** Signed in: send the held write, then the page becomes the member's. */
  onSignedIn: (user: WhoamiUser) => Promise<void>;
  onCancel: () => void;
}

/**
 * issue 17 §6: the session ended while the member was writing. They sign in here, on the page, and
 * what they wrote is sent; nothing navigates away, so the text stays where it was.
 */
export function SignInAgainDialog({ open, lead, onSignedIn, onCancel }: SignInAgainDialogProps) {
  const id = useId();
  const dialog = useModal(open);
  // The page still knows who was signed in: only the password is left to type.
  const known = useCurrentUser()?.email ?? '';
  const [email, setEmail] = useState(known);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // After showModal (useModal's effect runs first): with the address known, the password is next.
  const typedEmail = useRef(email);
  typedEmail.current = email;
  useEffect(() => {
    if (open && typedEmail.current)
      dialog.current?.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
  }, [open, dialog]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setError(MSG.allFieldsRequired);
    setError(null);
    setBusy(true);
    try {
      const user = await signInAgain({ email: email.trim(), password, remember });
      setPassword('');
      await onSignedIn(user);
    } catch (failure) {
      setError(loginFailure(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog ref={dialog} className="modal-dialog card" aria-labelledby={`${id}-title`} onClose={onCancel}>
      <form className="form" onSubmit={submit} noValidate aria-label="Sign in again">
        <div>
          <h2 id={`${id}-title`} className="modal-dialog__title">
            Sign in again
          </h2>
          <p className="modal-dialog__lead">{lead}</p>
          <p className="muted modal-dialog__lead">Your text is kept and sent as soon as you are signed in.</p>
        </div>
        <EmailField value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
        <PasswordField value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
        <CheckboxField
          label="Remember me"
          checked={remember}
          onChange={(event) => setRemember(event.currentTarget.checked)}
        />
        {error && <Notice tone="error">{error}</Notice>}
        <div className="button-row">
          <Button type="submit" busy={busy} busyLabel="Signing in…">
            Sign in and send
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </div>
      </form>
    </dialog>
  );
}

/**
 * Holds a write that failed because the session ended: `ask(send)` opens the dialog, and after the
 * member signs in `send` runs again with the same text. Render `dialog` in the form.
 */
export function useSignInAgain(lead: string) {
  const [open, setOpen] = useState(false);
  const held = useRef<(() => Promise<unknown>) | null>(null);
  const ask = useCallback((send: () => Promise<unknown>) => {
    held.current = send;
    setOpen(true);
  }, []);
  const onSignedIn = async (user: WhoamiUser) => {
    const send = held.current;
    held.current = null;
    setOpen(false);
    // Sent before the page becomes the new session's: another member's sign-in drops cached data,
    // which may redraw the page; the write's own answer lands first.
    await send?.();
    adoptSignIn(user);
  };
  const cancel = () => {
    held.current = null;
    setOpen(false);
  };
  const dialog = <SignInAgainDialog open={open} lead={lead} onSignedIn={onSignedIn} onCancel={cancel} />;
  return { ask, dialog };
}

import { type FormEvent, useState } from 'react';
import { ApiError, failureMessage } from '../../api/client.ts';
import { sessionEnded } from '../../api/sign-in-again.ts';
import { useSignInAgain } from '../../ui/sign-in-again-dialog.tsx';

interface HeldWrite {
  /** Why the member is asked to sign in again ("Please log in to create a thread"). */
  lead: string;
  /** What is wrong with the form before it is sent, or null. */
  check: () => string | null;
  /** Sends the form. */
  write: () => Promise<void>;
  /** What a refused write says unless the server says more; what a failed request says. */
  failed: string;
  error: string;
}

/**
 * A forum form's write that survives an ended session (issue 17 §6): if the session ended, the member
 * signs in on the page and the same text is sent again; any other failure is the form's error.
 * Render `dialog` beside the form.
 */
export function useHeldWrite({ lead, check, write, failed, error: requestError }: HeldWrite) {
  const [error, setError] = useState<string | null>(null);
  const signInAgain = useSignInAgain(lead);

  const send = async (): Promise<void> => {
    try {
      await write();
    } catch (failure) {
      if (sessionEnded(failure)) return signInAgain.ask(send);
      setError(failure instanceof ApiError ? failureMessage(failure, failed) : requestError);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check();
    if (problem) return setError(problem);
    setError(null);
    void send();
  };

  return { error, submit, dialog: signInAgain.dialog };
}

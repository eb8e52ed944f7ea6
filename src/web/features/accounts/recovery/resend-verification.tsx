import './recovery.css';
import { ACCOUNT_LINKS } from '../../../../common/messages.ts';
import { failureMessage } from '../../../api/client.ts';
import { Button } from '../../../ui/button.tsx';
import { Status, useStatus } from '../../../ui/status.tsx';
import { useResendVerification } from './api.ts';

/** 'Send the mail again', with what came of it beside the button. */
export function ResendVerification() {
  const resend = useResendVerification();
  const [status, show] = useStatus(8_000);
  return (
    <div className="resend-verification">
      <Button
        variant="secondary"
        size="sm"
        busy={resend.isPending}
        busyLabel="Sending…"
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => show(ACCOUNT_LINKS.verificationSent, 'success'),
            onError: (error) => show(failureMessage(error, ACCOUNT_LINKS.requestFailed), 'error'),
          })
        }
      >
        Send the mail again
      </Button>
      <Status status={status} />
    </div>
  );
}

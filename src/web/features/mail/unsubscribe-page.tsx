import { Link, useSearchParams } from 'react-router';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { Panel } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Notice } from '../../ui/status.tsx';
import { useUnsubscribe } from './api.ts';

const BROKEN_LINK = 'This unsubscribe link is not complete. You can choose your mails on your account page.';

/**
 * Where the unsubscribe link of a notification mail leads in a browser (issue 16 §1). Opening it
 * changes nothing (link checkers open links too); the button does.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const stop = useUnsubscribe();

  return (
    <div className="page">
      <PageHeader
        title="Unsubscribe"
        subtitle="Stop a kind of notification mail"
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Unsubscribe' }]}
      />
      <Panel title="Stop these mails?">
        {stop.isSuccess ? (
          <Notice tone="success">{stop.data.message}</Notice>
        ) : token === '' ? (
          <Notice tone="error">{BROKEN_LINK}</Notice>
        ) : (
          <>
            <p>
              Press the button to stop the kind of notification mail this link came with. You can turn it on
              again in your account settings.
            </p>
            <Button busy={stop.isPending} busyLabel="Unsubscribing…" onClick={() => stop.mutate(token)}>
              Unsubscribe
            </Button>
            {stop.isError && <Notice tone="error">{failureMessage(stop.error, BROKEN_LINK)}</Notice>}
          </>
        )}
        <p className="muted">
          <Link to="/account/settings">Choose all your mails in your account settings</Link>
        </p>
      </Panel>
    </div>
  );
}

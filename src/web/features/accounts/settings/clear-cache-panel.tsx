import { useState } from 'react';
import { MSG } from '../../../../common/messages.ts';
import { clearCachedData } from '../../../api/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { Panel } from '../../../ui/card.tsx';
import { Status, useStatus } from '../../../ui/status.tsx';

export function ClearCachePanel() {
  const [busy, setBusy] = useState(false);
  const [status, show] = useStatus();

  async function clear() {
    setBusy(true);
    try {
      await clearCachedData();
      show(MSG.cacheCleared, 'success');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title="Cached data">
      <p className="muted">
        Cito keeps a copy of forum pages on this device so they open instantly. Clear it if something looks
        out of date.
      </p>
      <Button variant="secondary" onClick={clear} busy={busy} busyLabel="Clearing…">
        Clear Cached Data
      </Button>
      <Status status={status} />
    </Panel>
  );
}

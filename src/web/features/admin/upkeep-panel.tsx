import { formatCount } from '../../../common/format-count.ts';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { Panel } from '../../ui/card.tsx';
import { Notice } from '../../ui/status.tsx';
import { When } from './admin-parts.tsx';
import type { Dashboard } from './admin-types.ts';
import { useBackup, useCheckData } from './api.ts';

function CheckResult({ check }: { check: ReturnType<typeof useCheckData> }) {
  if (check.isError)
    return <Notice tone="error">{failureMessage(check.error, 'Could not check the data.')}</Notice>;
  if (!check.data) return null;
  const { problems, checked_at } = check.data;
  return (
    <div className="admin-check" aria-live="polite">
      {problems.length === 0 ? (
        <Notice tone="success">All invariants hold</Notice>
      ) : (
        <>
          <Notice tone="error">
            {problems.length} {problems.length === 1 ? 'problem' : 'problems'} found
          </Notice>
          <ul className="admin-check__problems">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </>
      )}
      <p className="muted">
        Checked <When at={checked_at} />
      </p>
    </div>
  );
}

function BackupResult({ backup }: { backup: ReturnType<typeof useBackup> }) {
  if (backup.isError)
    return <Notice tone="error">{failureMessage(backup.error, 'Could not back up the database.')}</Notice>;
  if (!backup.data) return null;
  return (
    <Notice tone="success">
      Backed up to {backup.data.file} ({formatCount(backup.data.bytes)} bytes)
    </Notice>
  );
}

/**
 * The command line's `check` and `backup` (issue 16 §3). The backup copies an SQLite file; a site on
 * PostgreSQL is backed up with pg_dump, so it gets no button.
 */
export function UpkeepPanel({ database }: { database: Dashboard['database'] }) {
  const check = useCheckData();
  const backup = useBackup();
  return (
    <Panel title="Check data">
      <p className="muted">
        Balances equal the ledger, counters equal real counts, games were paid once, stock and designs add up.
      </p>
      <div className="button-row">
        <Button size="sm" busy={check.isPending} busyLabel="Checking…" onClick={() => check.mutate()}>
          Check Data
        </Button>
        {database === 'sqlite' && (
          <Button
            size="sm"
            variant="secondary"
            busy={backup.isPending}
            busyLabel="Backing up…"
            onClick={() => backup.mutate()}
          >
            Back Up Database
          </Button>
        )}
      </div>
      <CheckResult check={check} />
      <BackupResult backup={backup} />
    </Panel>
  );
}

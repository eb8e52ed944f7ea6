import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/card.tsx';
import { Status, useStatus } from '../../ui/status.tsx';
import { AdminFrame } from './admin-frame.tsx';
import { AdminTable, Loaded, Pager, When } from './admin-parts.tsx';
import { MAIL_STATUSES, type MailJob, type MailList, type MailStatus } from './admin-types.ts';
import { searchOf, useMailJobs, useRetryMail } from './api.ts';
import { MailJobDialog } from './mail-job-dialog.tsx';

type Tab = MailStatus | 'all';

const TAB_LABELS: Record<Tab, string> = {
  all: 'All',
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
  kept: 'Kept',
};

function tabFrom(params: URLSearchParams): Tab {
  const status = params.get('status');
  return MAIL_STATUSES.find((s) => s === status) ?? 'all';
}

function JobTable({ list, onOpen }: { list: MailList; onOpen: (job: MailJob) => void }) {
  const retry = useRetryMail();
  const [status, show] = useStatus(5000);
  if (list.jobs.length === 0)
    return <EmptyState title="No mail">Nothing in this part of the outbox.</EmptyState>;
  return (
    <div>
      <Status status={status} className="admin-status" />
      <AdminTable label="Mail jobs" columns={['Subject', 'To', 'Status', 'Attempts', 'Queued', 'Error', '']}>
        {list.jobs.map((job) => (
          <tr key={job.id}>
            <th scope="row">
              <button type="button" className="admin-link-button" onClick={() => onOpen(job)}>
                {job.subject || '(no subject)'}
              </button>
              <span className="admin-table__sub">{job.kind}</span>
            </th>
            <td className="admin-table__email">{job.to_address}</td>
            <td>
              <span className={`badge admin-badge mail-status--${job.status}`}>{job.status}</span>
            </td>
            <td>{job.attempts}</td>
            <td>
              <When at={job.created_at} />
            </td>
            <td className="admin-table__reason">{job.last_error ?? <span className="muted">—</span>}</td>
            <td>
              {job.status === 'failed' && (
                <Button
                  variant="secondary"
                  size="sm"
                  busy={retry.isPending && retry.variables === job.id}
                  busyLabel="Retrying…"
                  onClick={() =>
                    retry.mutate(job.id, {
                      onSuccess: () => show(`“${job.subject}” is queued again.`, 'success'),
                      onError: (error) => show(failureMessage(error, 'Could not retry the mail.'), 'error'),
                    })
                  }
                >
                  Retry<span className="visually-hidden"> {job.subject}</span>
                </Button>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}

function Outbox() {
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const jobs = useMailJobs(tab, page);
  const [open, setOpen] = useState<MailJob | null>(null);
  const counts = jobs.data?.counts;
  const countOf = (t: Tab) =>
    counts ? (t === 'all' ? MAIL_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : counts[t]) : null;

  return (
    <div className="admin-stack">
      <nav className="admin-tabs" aria-label="Mail status">
        {(['all', ...MAIL_STATUSES] as Tab[]).map((t) => (
          <Link
            key={t}
            to={{ search: searchOf({ status: t === 'all' ? undefined : t }) }}
            className="tab-link admin-tabs__tab"
            aria-current={t === tab ? 'page' : undefined}
          >
            {TAB_LABELS[t]} <span className="admin-tabs__count">{countOf(t) ?? '…'}</span>
          </Link>
        ))}
      </nav>
      <Loaded query={jobs} what="the outbox">
        {(list) => (
          <>
            <JobTable list={list} onOpen={setOpen} />
            <Pager
              page={list.page}
              total={list.total}
              perPage={list.per_page}
              label="Outbox pages"
              onPage={(next) => setParams(searchOf({ status: tab === 'all' ? undefined : tab, page: next }))}
            />
          </>
        )}
      </Loaded>
      <MailJobDialog id={open?.id ?? null} subject={open?.subject ?? ''} onClose={() => setOpen(null)} />
    </div>
  );
}

export function AdminOutboxPage() {
  return (
    <AdminFrame
      title="Outbox"
      subtitle="Every mail the site sends. Without SMTP_URL, mail is kept here instead of sent."
    >
      <Outbox />
    </AdminFrame>
  );
}

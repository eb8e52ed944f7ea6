import { Fact } from '../../ui/fact.tsx';
import { AdminDialog } from './admin-dialog.tsx';
import { Loaded, When } from './admin-parts.tsx';
import type { MailJobDetail } from './admin-types.ts';
import { useMailJob } from './api.ts';
import { MailHtmlFrame } from './mail-html-frame.tsx';

function JobBody({ job }: { job: MailJobDetail }) {
  return (
    <div className="mail-job">
      <dl className="member-facts">
        <div>
          <dt>To</dt>
          <dd className="admin-table__email">{job.to_address}</dd>
        </div>
        <Fact term="Kind">{job.kind}</Fact>
        <Fact term="Status">
          {job.status}, {job.attempts} {job.attempts === 1 ? 'attempt' : 'attempts'}
        </Fact>
        <Fact term="Queued">
          <When at={job.created_at} />
        </Fact>
      </dl>
      {job.last_error && <p className="notice notice--error">{job.last_error}</p>}
      <h3 className="admin-subtitle">HTML</h3>
      <MailHtmlFrame html={job.html_body} title={`HTML of “${job.subject}”`} />
      <h3 className="admin-subtitle">Plain text</h3>
      <pre className="mail-job__text">{job.text_body}</pre>
    </div>
  );
}

function JobLoader({ id }: { id: number }) {
  const job = useMailJob(id);
  return (
    <Loaded query={job} what="the mail">
      {(data) => <JobBody job={data.job} />}
    </Loaded>
  );
}

/** One mail as it was (or will be) sent: its text and its HTML, the HTML shown without scripts. */
export function MailJobDialog({
  id,
  subject,
  onClose,
}: {
  id: number | null;
  subject: string;
  onClose: () => void;
}) {
  return (
    <AdminDialog open={id !== null} title={subject || 'Mail'} onClose={onClose} wide>
      {id !== null && <JobLoader id={id} />}
      <div className="button-row admin-dialog__close">
        <button type="button" className="btn btn--secondary btn--md" onClick={onClose}>
          Close
        </button>
      </div>
    </AdminDialog>
  );
}

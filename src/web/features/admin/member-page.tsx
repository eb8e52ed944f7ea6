import { Link, useParams } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState, Panel } from '../../ui/card.tsx';
import { Fact } from '../../ui/fact.tsx';
import { Status, useStatus } from '../../ui/status.tsx';
import { AdminFrame, type AdminRole, useAdminRole } from './admin-frame.tsx';
import { Loaded, StandingBadges, When } from './admin-parts.tsx';
import type { MemberPage } from './admin-types.ts';
import { useMember } from './api.ts';
import { AuditTable } from './audit-table.tsx';
import { DeleteMember } from './delete-member.tsx';
import { GrantForm } from './grant-form.tsx';
import { usePasswordReset } from './member-api.ts';
import { MemberGroupsForm } from './member-groups-form.tsx';
import { StandingForm } from './standing-form.tsx';
import { standingBadges } from './standing-text.ts';

type Show = (text: string, tone?: 'success' | 'error' | 'info') => void;

function Facts({ data }: { data: MemberPage }) {
  const { user } = data;
  return (
    <dl className="member-facts">
      <div>
        <dt>E-mail</dt>
        <dd className="admin-table__email">
          {user.email}{' '}
          <span className={`badge admin-badge admin-badge--${user.email_verified ? 'ok' : 'muted'}`}>
            {user.email_verified ? 'verified' : 'not verified'}
          </span>
        </dd>
      </div>
      <Fact term="Signed up">
        <When at={user.created_at} />
      </Fact>
      <Fact term="Last seen">
        <When at={user.last_seen_at} />
      </Fact>
      <Fact term="Posts">{formatCount(user.post_count)}</Fact>
      <div>
        <dt>Balance</dt>
        <dd data-testid="member-balance">
          {formatCount(user.coins)} coins · {formatCount(user.gems)} gems
        </dd>
      </div>
    </dl>
  );
}

function PasswordReset({ email, show }: { email: string; show: Show }) {
  const reset = usePasswordReset();
  return (
    <Button
      variant="secondary"
      size="sm"
      busy={reset.isPending}
      busyLabel="Sending…"
      onClick={() =>
        reset.mutate(email, {
          onSuccess: (answer) => show(answer.message ?? 'Password reset sent.', 'success'),
          onError: (failure) => show(failureMessage(failure, 'Could not send a password reset.'), 'error'),
        })
      }
    >
      Send Password Reset
    </Button>
  );
}

function MemberView({ data, role, show }: { data: MemberPage; role: AdminRole; show: Show }) {
  const { user } = data;
  const admin = role === 'admin';
  const deleted = user.deleted_at !== null;
  const done = (text: string) => show(text, 'success');
  return (
    <div className="admin-stack">
      <section className="card member-head" aria-label="Member">
        <div className="member-head__name">
          <h2 className="member-head__title">Account</h2>
          <StandingBadges badges={standingBadges({ ...user, deleted })} />
        </div>
        <Facts data={data} />
        {!deleted && (
          <div className="button-row">
            <PasswordReset email={user.email} show={show} />
            {admin && <DeleteMember memberId={user.id} username={user.username} onDone={done} />}
          </div>
        )}
      </section>

      <div className="member-grid">
        <Panel title="Groups">
          {admin && !deleted ? (
            <MemberGroupsForm
              key={user.groups.map((group) => group.id).join()}
              memberId={user.id}
              current={user.groups}
              onDone={done}
            />
          ) : (
            <p>{user.groups.map((group) => group.name).join(', ') || 'No groups'}</p>
          )}
        </Panel>
        {admin && !deleted && (
          <Panel title="Coins and gems">
            <GrantForm memberId={user.id} onDone={done} />
          </Panel>
        )}
        {admin && !deleted && (
          <Panel title="Suspension">
            <StandingForm member={user} kind="suspend" onDone={done} />
          </Panel>
        )}
        {!deleted && (
          <Panel title="Silence">
            <StandingForm member={user} kind="silence" onDone={done} />
          </Panel>
        )}
      </div>

      <Panel title="Recent posts">
        {data.recent_posts.length === 0 ? (
          <EmptyState title="No posts">This member has not posted yet.</EmptyState>
        ) : (
          <ul className="member-posts">
            {data.recent_posts.map((post) => (
              <li key={post.id}>
                <Link to={`/thread/${post.thread_id}/thread#post-${post.id}`} className="member-posts__title">
                  {post.thread_title}
                </Link>{' '}
                <span className="muted">
                  <When at={post.created_at} />
                </span>
                <p className="member-posts__excerpt">{post.excerpt}</p>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel title="Reports">
        {data.reports.length === 0 ? (
          <EmptyState title="No reports">Nobody has reported this member’s posts.</EmptyState>
        ) : (
          <ul className="member-reports">
            {data.reports.map((report) => (
              <li key={report.id}>
                <span className="badge">{report.status}</span>{' '}
                {report.reason || <span className="muted">no reason given</span>}{' '}
                <span className="muted">
                  <When at={report.created_at} />
                </span>
                {report.thread_id !== null && (
                  <>
                    {' '}
                    <Link
                      to={`/thread/${report.thread_id}/thread${report.post_id ? `#post-${report.post_id}` : ''}`}
                    >
                      the {report.post_id ? 'post' : 'thread'}
                    </Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel title="History">
        <AuditTable
          entries={data.history}
          label={`Staff actions on ${user.username}`}
          emptyText="No staff action has been taken on this member."
        />
      </Panel>
    </div>
  );
}

function MemberLoader({ member, role }: { member: ReturnType<typeof useMember>; role: AdminRole }) {
  const [status, show] = useStatus(6000);
  return (
    <>
      <Status status={status} className="admin-status" />
      <Loaded query={member} what="the member">
        {(data) => <MemberView data={data} role={role} show={show} />}
      </Loaded>
    </>
  );
}

export function AdminMemberPage() {
  const id = Number(useParams().userId);
  const valid = Number.isInteger(id) && id > 0;
  const role = useAdminRole();
  // loaded here rather than inside the frame, so the page's heading can be the member's name
  const member = useMember(id, valid && role !== null);
  return (
    <AdminFrame
      title={member.data?.user.username ?? 'Member'}
      trail={[{ label: 'Members', to: '/admin/members' }]}
      moderators
    >
      {valid && role ? (
        <MemberLoader member={member} role={role} />
      ) : (
        <EmptyState title="No such member">The address does not name a member.</EmptyState>
      )}
    </AdminFrame>
  );
}

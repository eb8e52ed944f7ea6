import { Link, Navigate } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import { Panel } from '../../ui/card.tsx';
import { AdminFrame, useAdminRole } from './admin-frame.tsx';
import { Loaded } from './admin-parts.tsx';
import type { Dashboard } from './admin-types.ts';
import { useDashboard } from './api.ts';
import { DayChart } from './day-chart.tsx';
import { AdminSpotlightPanel } from './spotlight-panel.tsx';
import { UpkeepPanel } from './upkeep-panel.tsx';

const HEALTH_TEXT: Record<string, string> = { ok: 'OK', down: 'Down', off: 'Not used' };

function Figure({
  label,
  value,
  link,
}: {
  label: string;
  value: number;
  link?: { to: string; text: string };
}) {
  return (
    <div className="admin-figure card">
      <dt className="admin-figure__label">{label}</dt>
      <dd className="admin-figure__value">{formatCount(value)}</dd>
      {link && (
        <dd className="admin-figure__link">
          <Link to={link.to}>{link.text}</Link>
        </dd>
      )}
    </div>
  );
}

function Health({ health }: { health: Dashboard['health'] }) {
  return (
    <ul className="inline-list admin-health">
      {(['database', 'redis'] as const).map((part) => (
        <li key={part} className={`admin-health__item admin-health__item--${health[part]}`}>
          <span className="admin-health__dot" aria-hidden="true" />
          <span className="admin-health__name">{part === 'database' ? 'Database' : 'Redis'}</span>
          <span className="admin-health__state">{HEALTH_TEXT[health[part]] ?? health[part]}</span>
        </li>
      ))}
    </ul>
  );
}

function DashboardView({ data }: { data: Dashboard }) {
  return (
    <div className="admin-stack">
      <dl className="admin-figures">
        <Figure label="Members" value={data.members} link={{ to: '/admin/members', text: 'Find a member' }} />
        <Figure label="Threads" value={data.threads} />
        <Figure label="Posts" value={data.posts} />
        <Figure
          label="Open reports"
          value={data.open_reports}
          link={{ to: '/moderation/reports', text: 'Open the reports' }}
        />
        <Figure
          label="Failed mail"
          value={data.failed_mail}
          link={{ to: '/admin/outbox?status=failed', text: 'Open the outbox' }}
        />
      </dl>
      <Panel title="The last 30 days" className="admin-activity">
        <div className="admin-charts">
          <DayChart title="Sign-ups per day" unit="sign-ups" days={data.signups} tone="accent" />
          <DayChart title="Posts per day" unit="posts" days={data.posts_per_day} tone="link" />
        </div>
      </Panel>
      <Panel title="Health">
        <Health health={data.health} />
      </Panel>
      <AdminSpotlightPanel />
      <UpkeepPanel database={data.database} />
    </div>
  );
}

function DashboardLoader() {
  const dashboard = useDashboard();
  return (
    <Loaded query={dashboard} what="the dashboard">
      {(data) => <DashboardView data={data} />}
    </Loaded>
  );
}

export function AdminDashboardPage() {
  // moderators use the Members part only: /admin takes them there
  if (useAdminRole() === 'moderator') return <Navigate to="/admin/members" replace />;
  return (
    <AdminFrame title="Dashboard" subtitle="How the community is doing, at a glance.">
      <DashboardLoader />
    </AdminFrame>
  );
}

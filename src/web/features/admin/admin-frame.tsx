import { type ReactNode, useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useCurrentUser, useWhoami } from '../../api/session.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import './admin.css';

export type AdminRole = 'admin' | 'moderator';

/** Who may use the panel: administrators everything, moderators ('moderate') members only. */
export function useAdminRole(): AdminRole | null {
  const user = useCurrentUser();
  if (user?.permissions.includes('admin')) return 'admin';
  if (user?.permissions.includes('moderate')) return 'moderator';
  return null;
}

interface Section {
  to: string;
  label: string;
  /** Moderators see this section too. */
  moderators?: boolean;
}

const SECTIONS: Section[] = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/members', label: 'Members', moderators: true },
  { to: '/admin/groups', label: 'Groups & Categories' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/outbox', label: 'Outbox' },
  { to: '/admin/audit', label: 'Audit Log' },
];

function sectionsFor(role: AdminRole): Section[] {
  return SECTIONS.filter((section) => role === 'admin' || section.moderators);
}

/** The panel's own navigation: a side list on wide screens, a row that scrolls sideways on a phone. */
function AdminNav({ role }: { role: AdminRole }) {
  const sections = sectionsFor(role);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // on a phone the current section may sit past the row's right edge
  useEffect(() => {
    if (!pathname) return;
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav className="admin-nav" aria-label="Admin panel" ref={nav}>
      <ul className="admin-nav__list">
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} end={section.to === '/admin'} className="admin-nav__link">
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface AdminFrameProps {
  title: string;
  subtitle?: ReactNode;
  /** Crumbs between 'Admin' and the page itself, e.g. Members on a member's page. */
  trail?: Array<{ label: string; to: string }>;
  /** Moderators may use this page (Members); every other page is for administrators. */
  moderators?: boolean;
  children: ReactNode;
}

/** Every admin page: its header, the panel navigation, and the access check around the content. */
export function AdminFrame({ title, subtitle, trail = [], moderators = false, children }: AdminFrameProps) {
  const whoami = useWhoami();
  const role = useAdminRole();
  const allowed = role === 'admin' || (role === 'moderator' && moderators);
  const atRoot = title === 'Dashboard';
  const breadcrumbs = [
    { label: 'Home', to: '/home' },
    ...(atRoot ? [] : [{ label: 'Admin', to: '/admin' }]),
    ...trail,
    { label: atRoot ? 'Admin' : title },
  ];

  return (
    <div className="page admin">
      <PageHeader title={title} subtitle={allowed ? subtitle : undefined} breadcrumbs={breadcrumbs} />
      {whoami.isPending ? (
        <Skeleton lines={6} label="Checking your session…" />
      ) : !role ? (
        <Denied text="The admin panel is for administrators and moderators." />
      ) : (
        <div className="admin__frame">
          <AdminNav role={role} />
          <div className="admin__content">
            {allowed ? children : <Denied text="This part of the admin panel is for administrators." />}
          </div>
        </div>
      )}
    </div>
  );
}

function Denied({ text }: { text: string }) {
  return (
    <Card tone="muted" className="admin-denied">
      <p className="admin-denied__title">Not allowed</p>
      <p>{text}</p>
      <ButtonLink to="/home" variant="secondary" size="sm">
        Return Home
      </ButtonLink>
    </Card>
  );
}

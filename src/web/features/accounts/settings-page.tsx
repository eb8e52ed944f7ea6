import { useCurrentUser } from '../../api/session.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { ClearCachePanel } from './settings/clear-cache-panel.tsx';
import { EmailForm } from './settings/email-form.tsx';
import { NotificationPrefsForm } from './settings/notification-prefs-form.tsx';
import { PasswordForm } from './settings/password-form.tsx';
import { PrivacyForm } from './settings/privacy-form.tsx';

export function SettingsPage() {
  const user = useCurrentUser();
  // the route's login gate has already sent visitors to the splash
  if (!user) return null;

  return (
    <div className="page">
      <PageHeader
        title="Account Settings"
        subtitle={`Signed in as ${user.username}`}
        breadcrumbs={[
          { label: 'Home', to: '/home' },
          { label: 'Account', to: '/account' },
          { label: 'Settings' },
        ]}
      />
      <div className="settings-grid">
        <div className="settings-grid__column">
          <EmailForm currentEmail={user.email} />
          <NotificationPrefsForm />
        </div>
        <div className="settings-grid__column">
          <PasswordForm />
          <PrivacyForm />
          <ClearCachePanel />
        </div>
      </div>
    </div>
  );
}

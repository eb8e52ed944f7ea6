import { type FormEvent, useState } from 'react';
import { MSG } from '../../../../common/messages.ts';
import { browserStorage } from '../../../api/cache-storage.ts';
import { loadPrefs, type NotificationPrefs, savePrefs } from '../../../api/notification-prefs.ts';
import { Button } from '../../../ui/button.tsx';
import { Panel } from '../../../ui/card.tsx';
import { CheckboxField } from '../../../ui/form-field.tsx';
import { Status, useStatus } from '../../../ui/status.tsx';

const OPTIONS: { key: keyof NotificationPrefs; label: string; hint: string }[] = [
  {
    key: 'emailOnReply',
    label: 'Email me about replies to my threads',
    hint: 'A short note when someone answers you.',
  },
  {
    key: 'emailOnSubscribed',
    label: 'Email me about subscribed threads',
    hint: 'News from threads you follow.',
  },
  {
    key: 'autoSubscribeOnReply',
    label: 'Subscribe to threads I reply to',
    hint: 'Follow a thread once you join in.',
  },
  { key: 'autoSubscribeOnCreate', label: 'Subscribe to threads I create', hint: 'Follow your own threads.' },
  { key: 'soundEnabled', label: 'Play a sound for notifications', hint: 'A soft blip on this device.' },
  {
    key: 'desktopNotifications',
    label: 'Show desktop notices',
    hint: 'Your browser asks for permission first.',
  },
];

function askDesktopPermission(prefs: NotificationPrefs): void {
  if (prefs.desktopNotifications && 'Notification' in window && Notification.permission === 'default') {
    void Notification.requestPermission();
  }
}

export function NotificationPrefsForm() {
  const [prefs, setPrefs] = useState(() => loadPrefs(browserStorage()));
  const [status, show] = useStatus();

  function submit(event: FormEvent) {
    event.preventDefault();
    try {
      savePrefs(browserStorage(), prefs);
      askDesktopPermission(prefs);
      show(MSG.prefsSaved, 'success');
    } catch {
      show(MSG.savePrefsFailed, 'error');
    }
  }

  return (
    <Panel title="Notification preferences">
      <p className="muted">Kept on this device only.</p>
      <form className="form" onSubmit={submit}>
        <fieldset className="check-list">
          <legend className="visually-hidden">Notifications</legend>
          {OPTIONS.map((option) => (
            <CheckboxField
              key={option.key}
              label={option.label}
              hint={option.hint}
              checked={prefs[option.key]}
              onChange={(event) => {
                const { checked } = event.currentTarget;
                setPrefs((current) => ({ ...current, [option.key]: checked }));
              }}
            />
          ))}
        </fieldset>
        <Button type="submit">Save Preferences</Button>
        <Status status={status} />
      </form>
    </Panel>
  );
}

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { MSG } from '../../../../common/messages.ts';
import { browserStorage } from '../../../api/cache-storage.ts';
import { failureMessage } from '../../../api/client.ts';
import { loadPrefs, type NotificationPrefs, savePrefs } from '../../../api/notification-prefs.ts';
import { Button } from '../../../ui/button.tsx';
import { Panel } from '../../../ui/card.tsx';
import { CheckboxField } from '../../../ui/form-field.tsx';
import { Status, useStatus } from '../../../ui/status.tsx';
import { useEmailPreferences, useSaveEmailPreferences } from '../email-preferences-api.ts';

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
  const server = useEmailPreferences();
  const save = useSaveEmailPreferences();

  // The mail choices live on the server (issue 16 §2): the account's, on every device, once known.
  const loaded = useRef(false);
  useEffect(() => {
    if (!server.data || loaded.current) return;
    loaded.current = true;
    const { email_on_reply, email_on_subscribed } = server.data;
    setPrefs((current) => ({
      ...current,
      emailOnReply: email_on_reply,
      emailOnSubscribed: email_on_subscribed,
    }));
  }, [server.data]);

  function submit(event: FormEvent) {
    event.preventDefault();
    try {
      savePrefs(browserStorage(), prefs);
      askDesktopPermission(prefs);
    } catch {
      show(MSG.savePrefsFailed, 'error');
      return;
    }
    save.mutate(
      { email_on_reply: prefs.emailOnReply, email_on_subscribed: prefs.emailOnSubscribed },
      {
        onSuccess: () => show(MSG.prefsSaved, 'success'),
        onError: (error) => show(failureMessage(error, MSG.savePrefsFailed), 'error'),
      },
    );
  }

  return (
    <Panel title="Notification preferences">
      <p className="muted">Mail choices are kept with your account; the others on this device.</p>
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
        <Button type="submit" busy={save.isPending}>
          Save Preferences
        </Button>
        <Status status={status} />
      </form>
    </Panel>
  );
}

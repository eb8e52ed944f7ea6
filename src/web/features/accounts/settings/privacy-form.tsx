import { type FormEvent, useEffect, useState } from 'react';
import { PRIVACY_LABELS, type PrivacySettings, SOCIAL } from '../../../../common/home-social.ts';
import { failureMessage } from '../../../api/client.ts';
import { Button } from '../../../ui/button.tsx';
import { Panel } from '../../../ui/card.tsx';
import { CheckboxField } from '../../../ui/form-field.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Status, useStatus } from '../../../ui/status.tsx';
import { usePrivacy, useSavePrivacy } from '../privacy-api.ts';

const KEYS = Object.keys(PRIVACY_LABELS) as (keyof PrivacySettings)[];

/** Member privacy (issue 19 §2, §3): activity hidden from friends' feeds, out of the daily spotlight. */
export function PrivacyForm() {
  const server = usePrivacy();
  const save = useSavePrivacy();
  const [settings, setSettings] = useState<PrivacySettings | null>(null);
  const [status, show] = useStatus();

  useEffect(() => {
    if (server.data && settings === null) setSettings(server.data);
  }, [server.data, settings]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!settings) return;
    save.mutate(settings, {
      onSuccess: () => show(SOCIAL.privacySaved, 'success'),
      onError: (error) => show(failureMessage(error, SOCIAL.privacySaveFailed), 'error'),
    });
  }

  return (
    <Panel title="Privacy">
      {server.isError ? (
        <p>Your privacy settings could not be loaded. Please try again in a moment.</p>
      ) : !settings ? (
        <Skeleton lines={2} label="Loading privacy settings…" />
      ) : (
        <form className="form" onSubmit={submit}>
          <fieldset className="check-list">
            <legend className="visually-hidden">Privacy</legend>
            {KEYS.map((key) => (
              <CheckboxField
                key={key}
                label={PRIVACY_LABELS[key].label}
                hint={PRIVACY_LABELS[key].hint}
                checked={settings[key]}
                onChange={(event) => {
                  const { checked } = event.currentTarget;
                  setSettings((current) => current && { ...current, [key]: checked });
                }}
              />
            ))}
          </fieldset>
          <Button type="submit" busy={save.isPending}>
            Save Privacy
          </Button>
          <Status status={status} />
        </form>
      )}
    </Panel>
  );
}

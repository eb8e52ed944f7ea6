import { type FormEvent, useId, useMemo, useState } from 'react';
import { ApiError, failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { Panel } from '../../ui/card.tsx';
import { Notice, Status, useStatus } from '../../ui/status.tsx';
import { AdminFrame } from './admin-frame.tsx';
import { Loaded } from './admin-parts.tsx';
import type { SettingsAnswer, SiteSettings } from './admin-types.ts';
import { useSaveSettings, useSettings } from './api.ts';
import {
  changedSettings,
  type Draft,
  type SettingField,
  sectionsFor,
  settingOfError,
  toDraft,
} from './settings-fields.ts';

const REGISTRATION = [
  { value: 'open', label: 'Open: anyone may sign up' },
  { value: 'invitation', label: 'By invitation' },
  { value: 'closed', label: 'Closed' },
];

interface FieldProps {
  field: SettingField;
  value: string | boolean;
  fallback: unknown;
  error: string | null;
  onChange: (value: string | boolean) => void;
}

function defaultText(value: unknown): string {
  if (value === null || value === undefined) return 'the server’s default';
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'none';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  return String(value);
}

function SettingInput({ field, value, fallback, error, onChange }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
  } as const;
  const hint = (
    <p id={hintId} className="field__hint">
      {field.hint}
      {fallback !== null && fallback !== undefined && ` Default: ${defaultText(fallback)}.`}
    </p>
  );
  const message = error && (
    <p id={errorId} className="notice notice--error settings-field__error">
      {error}
    </p>
  );

  if (field.kind === 'checkbox')
    return (
      <div className="check settings-field">
        <input
          {...common}
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
        <div>
          <label htmlFor={id}>{field.label}</label>
          {hint}
          {message}
        </div>
      </div>
    );

  const text = String(value);
  return (
    <div className="field settings-field">
      <label htmlFor={id} className="field__label">
        {field.label}
      </label>
      {field.kind === 'registration' ? (
        <select {...common} className="field__input" value={text} onChange={(e) => onChange(e.target.value)}>
          {REGISTRATION.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.kind === 'list' || field.kind === 'longtext' ? (
        <textarea
          {...common}
          className="field__input"
          rows={field.kind === 'list' ? 4 : 2}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          {...common}
          className={field.kind === 'text' ? 'field__input' : 'field__input settings-field__number'}
          type={field.kind === 'text' ? 'text' : 'number'}
          inputMode={field.kind === 'text' ? undefined : 'numeric'}
          min={field.kind === 'text' ? undefined : 0}
          step={field.kind === 'text' ? undefined : 1}
          placeholder={field.kind === 'optional-number' ? 'default' : undefined}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {hint}
      {message}
    </div>
  );
}

function SettingsForm({ data }: { data: SettingsAnswer }) {
  const save = useSaveSettings();
  // Fields are listed by key, so the defaults are read as the panel's generic settings.
  const defaults: SiteSettings = data.defaults;
  const sections = useMemo(() => sectionsFor(data.settings), [data.settings]);
  const [draft, setDraft] = useState<Draft>(() => toDraft(data.settings));
  const [fieldError, setFieldError] = useState<{ key: string; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, show] = useStatus(5000);
  const changes = changedSettings(sections, draft, data.settings);
  const count = Object.keys(changes).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setFormError(null);
    if (count === 0) return show('Nothing to save.', 'info');
    save.mutate(changes, {
      onSuccess: ({ settings }) => {
        setDraft(toDraft(settings));
        show(`Settings saved: ${count} changed. Every server uses them within seconds.`, 'success');
      },
      onError: (error) => {
        const message = failureMessage(error, 'Could not save the settings.');
        const key = error instanceof ApiError ? settingOfError(message) : null;
        if (key) setFieldError({ key, message });
        else setFormError(message);
      },
    });
  };

  return (
    <form className="admin-stack settings-form" onSubmit={submit} noValidate>
      {sections.map((section) => (
        <Panel key={section.title} title={section.title}>
          {section.fields.map((field) => (
            <SettingInput
              key={field.key}
              field={field}
              value={draft[field.key] ?? ''}
              fallback={defaults[field.key]}
              error={fieldError?.key === field.key ? fieldError.message : null}
              onChange={(value) => setDraft((old) => ({ ...old, [field.key]: value }))}
            />
          ))}
        </Panel>
      ))}
      <div className="settings-form__bar">
        {formError && <Notice tone="error">{formError}</Notice>}
        {fieldError && <Notice tone="error">{fieldError.message}</Notice>}
        <Status status={status} />
        <div className="button-row">
          <Button type="submit" busy={save.isPending} busyLabel="Saving…">
            Save Settings
          </Button>
          <Button
            variant="secondary"
            disabled={count === 0}
            onClick={() => {
              setDraft(toDraft(data.settings));
              setFieldError(null);
            }}
          >
            Undo Changes
          </Button>
          <span className="admin-count">
            {count === 0 ? 'No unsaved changes' : `${count} unsaved ${count === 1 ? 'change' : 'changes'}`}
          </span>
        </div>
      </div>
    </form>
  );
}

function SettingsLoader() {
  const settings = useSettings();
  return (
    <Loaded query={settings} what="the settings">
      {(data) => <SettingsForm data={data} />}
    </Loaded>
  );
}

export function AdminSettingsPage() {
  return (
    <AdminFrame
      title="Settings"
      subtitle="Stored in the database; every server uses a change within seconds."
    >
      <SettingsLoader />
    </AdminFrame>
  );
}

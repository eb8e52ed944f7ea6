import { type FormEvent, useState } from 'react';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { Notice } from '../../ui/status.tsx';

interface NameFormProps {
  /** 'Name' for a group, 'Title' for a category. */
  nameLabel: string;
  /** The server's limits: groups 64 and 500, categories 100 and 1000. */
  maxLengths: [name: number, description: number];
  initial?: { name: string; description: string };
  submitLabel: string;
  busy: boolean;
  /** Saves; a rejection's message is shown under the form, and a new entry's fields clear on success. */
  onSubmit: (value: { name: string; description: string }) => Promise<unknown>;
  onCancel?: () => void;
}

/** A name (or title) and a description: creating or editing a group or a category. */
export function NameForm({
  nameLabel,
  maxLengths,
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: NameFormProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(`The ${nameLabel.toLowerCase()} is required.`);
    setError(null);
    onSubmit({ name: name.trim(), description: description.trim() }).then(
      () => {
        if (initial) return;
        setName('');
        setDescription('');
      },
      (failure: unknown) => setError(failureMessage(failure, 'Could not save.')),
    );
  };

  return (
    <form className="form name-form" onSubmit={submit} noValidate>
      <TextField
        label="{nameLabel}"
        maxLength={maxLengths[0]}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label="Description"
        maxLength={maxLengths[1]}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      {error && <Notice tone="error">{error}</Notice>}
      <div className="button-row">
        <Button type="submit" size="sm" busy={busy} busyLabel="Saving…">
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

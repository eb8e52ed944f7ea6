import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { Button } from './button.tsx';
import { Notice } from './status.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  /** The control, with `id` and `aria-describedby={hintOf(id, hint)}`. */
  children: ReactNode;
}

const hintOf = (id: string, hint: ReactNode) => (hint ? `${id}-hint` : undefined);

/** A label, its control and an optional hint: the frame TextField and TextAreaField share. */
function Field({ id, label, hint, className, children }: FieldProps) {
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintOf(id, hint)} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled input; the label's `for` ties it to the input so tests and screen readers find it. */
export function TextField({ label, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} className={className}>
      <input {...input} id={id} className="field__input" aria-describedby={hintOf(id, hint)} />
    </Field>
  );
}

interface WrappedFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
}

/**
 * A label that wraps its input, for rows of small fields (a variant's prices, an offset's X and Y);
 * an `aria-label` may name the input more fully than the word shown.
 */
export function WrappedField({ label, className, ...input }: WrappedFieldProps) {
  return (
    <label className={['field', className].filter(Boolean).join(' ')}>
      <span className="field__label">{label}</span>
      <input {...input} className="field__input" />
    </label>
  );
}

interface PresetFieldProps extends Omit<TextFieldProps, 'label' | 'type'> {
  label?: string;
}

/** A required e-mail address ("Email" unless said), offered the browser's saved address. */
export function EmailField({ label = 'Email', ...input }: PresetFieldProps) {
  return <TextField label={label} type="email" autoComplete="email" required {...input} />;
}

/** A required password ("Password" unless said): the member's current one unless `autoComplete` says new. */
export function PasswordField({ label = 'Password', ...input }: PresetFieldProps) {
  return <TextField label={label} type="password" autoComplete="current-password" required {...input} />;
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A labelled textarea (a report's reason, a rejection's feedback), tied to its label like TextField. */
export function TextAreaField({ label, hint, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} className={className}>
      <textarea {...textarea} id={id} className="field__input" aria-describedby={hintOf(id, hint)} />
    </Field>
  );
}

interface SelectFieldProps<T extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The choices, in order; each shows its label, or itself when `labels` is left out. */
  options: readonly T[];
  labels?: Readonly<Record<T, string>>;
  /** Choices before `options` (an empty "Choose…" or "Any"). */
  children?: ReactNode;
}

/** A labelled select of a fixed list of choices (a sort, a category), tied to its label like TextField. */
export function SelectField<T extends string>({
  label,
  hint,
  className,
  options,
  labels,
  children,
  ...select
}: SelectFieldProps<T>) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} className={className}>
      <select {...select} id={id} className="field__input" aria-describedby={hintOf(id, hint)}>
        {children}
        {options.map((value) => (
          <option key={value} value={value}>
            {labels ? labels[value] : value}
          </option>
        ))}
      </select>
    </Field>
  );
}

interface FormFooterProps {
  /** The form's error, shown above the buttons; null for none. */
  error: string | null;
  /** The submit button's words, and its words while `busy`. */
  submit: string;
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
  variant?: 'primary' | 'danger';
}

/** A dialog form's last lines: its error, then the submit button and Cancel. */
export function FormFooter({ error, submit, busyLabel, busy, onCancel, variant }: FormFooterProps) {
  return (
    <>
      {error && <Notice tone="error">{error}</Notice>}
      <div className="button-row">
        <Button type="submit" variant={variant} busy={busy} busyLabel={busyLabel}>
          {submit}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </>
  );
}

interface ReportReasonProps {
  label: string;
  /** Four lines unless said. */
  rows?: number;
  maxLength: number;
  reason: string;
  onReason: (reason: string) => void;
  error: string | null;
  busy: boolean;
  /** The submit button's words: "Submit Report" unless said. */
  submit?: string;
  onCancel: () => void;
}

/** A report dialog's reason box, its error and its buttons (forum posts, messages, shouts). */
export function ReportReason({
  label,
  rows = 4,
  maxLength,
  reason,
  onReason,
  error,
  busy,
  submit = 'Submit Report',
  onCancel,
}: ReportReasonProps) {
  return (
    <>
      <TextAreaField
        label={label}
        rows={rows}
        maxLength={maxLength}
        value={reason}
        onChange={(event) => onReason(event.target.value)}
      />
      <FormFooter error={error} submit={submit} busyLabel="Sending…" busy={busy} onCancel={onCancel} />
    </>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  hint?: ReactNode;
}

export function CheckboxField({ label, hint, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={['check', className].filter(Boolean).join(' ')}>
      <input {...input} type="checkbox" id={id} aria-describedby={hint ? hintId : undefined} />
      <div>
        <label htmlFor={id}>{label}</label>
        {hint && (
          <p id={hintId} className="field__hint">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

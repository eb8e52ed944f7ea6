import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
}

/** A labelled input; the label's `for` ties it to the input so tests and screen readers find it. */
export function TextField({ label, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input {...input} id={id} className="field__input" aria-describedby={hint ? hintId : undefined} />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
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

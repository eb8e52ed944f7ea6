import { useId, useState } from 'react';
import { POST_TEXT_MAX } from '../../../common/limits.ts';
import { Markdown } from '../../ui/markdown.tsx';

interface MessageTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  rows?: number;
  placeholder?: string;
}

/** A message's markdown text with a preview (rendered and sanitized as posts are). */
export function MessageTextField({
  label,
  value,
  onChange,
  disabled,
  rows = 6,
  placeholder,
}: MessageTextFieldProps) {
  const id = useId();
  const [preview, setPreview] = useState(false);
  return (
    <div className="field message-text">
      <div className="message-text__head">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          aria-pressed={preview}
          onClick={() => setPreview((value) => !value)}
        >
          {preview ? 'Write' : 'Preview'}
        </button>
      </div>
      {preview ? (
        <div className="message-text__preview">
          {value.trim() ? (
            <Markdown text={value} />
          ) : (
            <p className="message-text__empty">Nothing to preview.</p>
          )}
        </div>
      ) : (
        <textarea
          id={id}
          className="field__input message-text__input"
          value={value}
          rows={rows}
          maxLength={POST_TEXT_MAX}
          disabled={disabled}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <p className="field__hint">
        Markdown works here, images too:{' '}
        <code className="message-text__example">![description](https://…)</code>
      </p>
    </div>
  );
}

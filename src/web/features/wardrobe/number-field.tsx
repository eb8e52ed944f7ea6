import { type ChangeEvent, useId, useState } from 'react';

interface NumberFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  /** Receives every parsable number; the owner clamps it and hands back the value it kept. */
  onCommit: (value: number) => void;
  /**
   * 'typing' waits for Enter or leaving the field before committing typed digits (the layer: each
   * keystroke would re-sort the list under the cursor); arrows and spinners commit at once.
   */
  commitTyped?: 'live' | 'on-leave';
  className?: string;
  labelHidden?: boolean;
}

/** A whole-number input that lets a half-typed value ('-', '') stand until it parses. */
export function NumberField({
  label,
  value,
  min,
  max,
  onCommit,
  commitTyped = 'live',
  className,
  labelHidden = false,
}: NumberFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  // the value changed outside (arrows, reset, clamping): show it
  if (value !== shown) {
    setShown(value);
    setDraft(String(value));
  }

  const commit = (text: string) => {
    const number = Number(text);
    if (text.trim() !== '' && Number.isFinite(number)) onCommit(number);
  };

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    setDraft(text);
    const typed = Boolean((event.nativeEvent as InputEvent).inputType);
    if (commitTyped === 'live' || !typed) commit(text);
  };

  return (
    <div className={['number-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : 'number-field__label'}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        className="field__input number-field__input"
        step={1}
        min={min}
        max={max}
        value={draft}
        onChange={change}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(draft);
        }}
        onBlur={() => {
          commit(draft);
          setDraft(String(value));
        }}
      />
    </div>
  );
}

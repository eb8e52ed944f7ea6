import { type ChangeEvent, useState } from 'react';

/** What a text input takes to show and change one value of a form's state. */
export interface FieldBinding {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A form's text values in one state, and `bind(name)` that ties an input to one of them:
 * `<TextField label="Email" {...bind('email')} />`.
 */
export function useFieldValues<T extends { [K in keyof T]: string }>(initial: T) {
  const [values, setValues] = useState(initial);
  const bind = (name: keyof T): FieldBinding => ({
    value: values[name],
    onChange: (event) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  return [values, setValues, bind] as const;
}

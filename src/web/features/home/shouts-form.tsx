import { type FormEvent, useId, useState } from 'react';
import {
  normalizeShout,
  SHOUT_MAX_LENGTH,
  shoutLength,
  shoutTextProblem,
} from '../../../common/home-social.ts';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/status.tsx';
import { usePostShout } from './shouts-api.ts';

/** One line to shout on: a visible character counter, Enter sends, the server's refusal word for word. */
export function ShoutForm() {
  const id = useId();
  const post = usePostShout();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const count = shoutLength(normalizeShout(text));
  const over = count > SHOUT_MAX_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (post.isPending) return;
    const problem = shoutTextProblem(normalizeShout(text));
    if (problem) return setError(problem);
    setError(null);
    post.mutate(text, {
      onSuccess: () => setText(''),
      onError: (failure) => setError(failureMessage(failure, 'Your shout did not go out. Please try again.')),
    });
  };

  return (
    <form className="shout-form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-text`} className="visually-hidden">
        Your shout
      </label>
      <div className="shout-form__row">
        <input
          id={`${id}-text`}
          className="field__input shout-form__input"
          type="text"
          autoComplete="off"
          placeholder="Say hi…"
          value={text}
          aria-describedby={`${id}-count`}
          aria-invalid={over || undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" size="sm" busy={post.isPending} busyLabel="…">
          Shout
        </Button>
      </div>
      <p id={`${id}-count`} className={over ? 'shout-form__count is-over' : 'shout-form__count'}>
        {count}/{SHOUT_MAX_LENGTH}
        <span className="visually-hidden"> characters</span>
      </p>
      {error && <Notice tone="error">{error}</Notice>}
    </form>
  );
}

import { type FormEvent, useId, useState } from 'react';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/status.tsx';
import type { MemberDetail } from './admin-types.ts';
import { type StandingKind, useLiftStanding, useSetStanding } from './member-api.ts';
import { dateInputValue, isInEffect, untilFromDate, untilLabel } from './standing-text.ts';

const WORDS: Record<
  StandingKind,
  { verb: string; done: string; lift: string; lifted: string; what: string }
> = {
  suspend: {
    verb: 'Suspend',
    done: 'Suspended',
    lift: 'Unsuspend',
    lifted: 'Suspension lifted.',
    what: 'A suspended member is signed out everywhere at once and cannot sign in.',
  },
  silence: {
    verb: 'Silence',
    done: 'Silenced',
    lift: 'Unsilence',
    lifted: 'Silence lifted.',
    what: 'A silenced member may read and sign in, but not post, reply, upload, message or submit designs.',
  },
};

interface StandingFormProps {
  member: MemberDetail;
  kind: StandingKind;
  onDone: (message: string) => void;
}

/** Suspend or silence a member until a day or indefinitely, with a reason; or lift it. */
export function StandingForm({ member, kind, onDone }: StandingFormProps) {
  const id = useId();
  const words = WORDS[kind];
  const until = kind === 'suspend' ? member.suspended_until : member.silenced_until;
  const reasonNow = kind === 'suspend' ? member.suspend_reason : member.silence_reason;
  const active = isInEffect(until);
  const set = useSetStanding(member.id);
  const lift = useLiftStanding(member.id);
  const [indefinite, setIndefinite] = useState(false);
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const tomorrow = dateInputValue(new Date(Date.now() + 86_400_000));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const end = indefinite ? null : untilFromDate(day);
    if (!indefinite && !end) return setError('Choose the day it ends, or “indefinitely”.');
    if (!reason.trim()) return setError('Give a reason: the member is told it.');
    setError(null);
    set.mutate(
      { kind, until: end, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          setDay('');
          onDone(`${words.done} ${end ? untilLabel(end) : 'indefinitely'}.`);
        },
        onError: (failure) => setError(failureMessage(failure, `Could not ${kind} ${member.username}.`)),
      },
    );
  };

  if (active)
    return (
      <div className="standing-form">
        <p className="standing-form__now">
          <strong>
            {words.done} {untilLabel(until)}
          </strong>
          {reasonNow && <> — {reasonNow}</>}
        </p>
        {error && <Notice tone="error">{error}</Notice>}
        <Button
          variant="secondary"
          size="sm"
          busy={lift.isPending}
          busyLabel="Working…"
          onClick={() =>
            lift.mutate(kind, {
              onSuccess: () => onDone(words.lifted),
              onError: (failure) =>
                setError(failureMessage(failure, `Could not ${words.lift.toLowerCase()}.`)),
            })
          }
        >
          {words.lift}
        </Button>
      </div>
    );

  return (
    <form
      className="form standing-form"
      onSubmit={submit}
      noValidate
      aria-label={`${words.verb} ${member.username}`}
    >
      <p className="field__hint">{words.what}</p>
      <fieldset className="standing-form__until">
        <legend className="field__label">Until</legend>
        <label className="standing-form__choice">
          <input
            type="radio"
            name={`${id}-until`}
            checked={!indefinite}
            onChange={() => setIndefinite(false)}
          />
          <span>A day</span>
        </label>
        <input
          type="date"
          className="field__input standing-form__date"
          aria-label={`${words.verb} until`}
          min={tomorrow}
          value={day}
          disabled={indefinite}
          onChange={(event) => setDay(event.target.value)}
        />
        <label className="standing-form__choice">
          <input
            type="radio"
            name={`${id}-until`}
            checked={indefinite}
            onChange={() => setIndefinite(true)}
          />
          <span>Indefinitely</span>
        </label>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-reason`} className="field__label">
          Reason
        </label>
        <textarea
          id={`${id}-reason`}
          className="field__input"
          rows={2}
          maxLength={300}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="submit" variant="danger" busy={set.isPending} busyLabel="Working…">
        {words.verb}
      </Button>
    </form>
  );
}

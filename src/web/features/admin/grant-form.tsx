import { type FormEvent, useState } from 'react';
import { formatCount } from '../../../common/format-count.ts';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { Notice } from '../../ui/status.tsx';
import { useGrant } from './member-api.ts';

/** A whole number typed in a field, or null; an empty field counts as 0. */
function amountOf(text: string): number | null {
  if (!text.trim()) return 0;
  const value = Number(text);
  return Number.isInteger(value) ? value : null;
}

/** Grant (or, with a negative amount, remove) coins and gems, with the reason the ledger keeps. */
export function GrantForm({ memberId, onDone }: { memberId: number; onDone: (message: string) => void }) {
  const grant = useGrant(memberId);
  const [coins, setCoins] = useState('');
  const [gems, setGems] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const coinAmount = amountOf(coins);
    const gemAmount = amountOf(gems);
    if (coinAmount === null || gemAmount === null) return setError('Amounts are whole numbers.');
    if (coinAmount === 0 && gemAmount === 0) return setError('Enter an amount of coins or gems.');
    if (!reason.trim()) return setError('Give a reason: it is kept in the ledger.');
    setError(null);
    grant.mutate(
      { coins: coinAmount, gems: gemAmount, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          setCoins('');
          setGems('');
          setReason('');
          onDone(`Balance now ${formatCount(answer.coins)} coins and ${formatCount(answer.gems)} gems.`);
        },
        onError: (failure) => setError(failureMessage(failure, 'Could not change the balance.')),
      },
    );
  };

  return (
    <form
      className="form grant-form"
      onSubmit={submit}
      noValidate
      aria-label="Grant or remove coins and gems"
    >
      <div className="grant-form__amounts">
        <TextField
          label="Coins"
          type="number"
          step={1}
          inputMode="numeric"
          value={coins}
          onChange={(event) => setCoins(event.target.value)}
        />
        <TextField
          label="Gems"
          type="number"
          step={1}
          inputMode="numeric"
          value={gems}
          onChange={(event) => setGems(event.target.value)}
        />
      </div>
      <p className="field__hint">A negative amount removes; a balance cannot go below zero.</p>
      <TextField
        label="Reason for the change"
        maxLength={300}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="submit" busy={grant.isPending} busyLabel="Saving…">
        Change Balance
      </Button>
    </form>
  );
}

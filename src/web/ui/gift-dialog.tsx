import { type FormEvent, useId, useState } from 'react';
import type { ItemVariant } from '../../common/shop-types.ts';
import { TRADE_MESSAGE_MAX } from '../../common/trades.ts';
import { failureMessage } from '../api/client.ts';
import { useSendGift, useTradeMember } from '../api/gifts.ts';
import { useCurrentUser } from '../api/session.ts';
import { CoinAmount, GemAmount } from './balance.tsx';
import { Button } from './button.tsx';
import { TextField } from './form-field.tsx';
import { ItemPicker } from './item-picker.tsx';
import { Notice, Status, useStatus } from './status.tsx';
import { useModal } from './use-modal.ts';
import './modal-dialog.css';
import './gift-dialog.css';

interface GiftDialogProps {
  open: boolean;
  onClose: () => void;
  /** A shop item to buy for someone; without it the giver picks one of their own items. */
  item?: ItemVariant | null;
  /** The recipient, when the dialog was opened for one (a profile); else the giver names them. */
  to?: string;
}

/**
 * "Send a gift" (issue 18 §3): buy a shop item for another member, or give them one of your own
 * tradeable items, with an optional message they see with it.
 */
export function GiftDialog({ open, onClose, item = null, to }: GiftDialogProps) {
  const id = useId();
  const dialog = useModal(open);
  const me = useCurrentUser();
  const send = useSendGift();
  const mine = useTradeMember(open && !item ? (me?.username ?? null) : null);
  const [recipient, setRecipient] = useState(to ?? '');
  const [message, setMessage] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [status, showStatus] = useStatus();

  const variantId = item?.id ?? picked[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!variantId) return setError('Choose an item to give.');
    send.mutate(
      { to: recipient.trim(), variant_id: variantId, message, ...(item ? {} : { from_inventory: true }) },
      {
        onSuccess: (answer) => {
          showStatus(answer.message, 'success');
          setMessage('');
          setPicked([]);
        },
        onError: (failure) =>
          setError(failureMessage(failure, 'The gift could not be sent. Please try again.')),
      },
    );
  };

  return (
    <dialog
      ref={dialog}
      className="modal-dialog card gift-dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
    >
      <form onSubmit={submit} className="gift-dialog__form">
        <h2 id={`${id}-title`} className="modal-dialog__title">
          {item ? `Send ${item.name} as a gift` : `Send a gift${to ? ` to ${to}` : ''}`}
        </h2>
        {item ? (
          <p className="modal-dialog__lead">
            You pay {item.price_coins > 0 && <CoinAmount amount={item.price_coins} />}{' '}
            {item.price_gems > 0 && <GemAmount amount={item.price_gems} />}; they get the item.
          </p>
        ) : (
          <ItemPicker
            legend="One of your items"
            items={mine.data?.items ?? []}
            selected={picked}
            onChange={setPicked}
            empty={mine.isPending ? 'Loading your items…' : 'You have no items you can give away.'}
          />
        )}
        {!to && (
          <TextField
            label="To (username)"
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
            required
            maxLength={24}
            autoComplete="off"
          />
        )}
        <div className="field">
          <label htmlFor={`${id}-message`} className="field__label">
            Message (optional)
          </label>
          <textarea
            id={`${id}-message`}
            className="field__input"
            rows={3}
            maxLength={TRADE_MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        {error && <Notice tone="error">{error}</Notice>}
        <Status status={status} />
        <div className="button-row">
          <Button type="submit" busy={send.isPending} busyLabel="Sending…">
            Send gift
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
      </form>
    </dialog>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { LookItem } from '../../../common/looks-types.ts';
import { failureMessage } from '../../api/client.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useInventory, useSaveAvatar, useSavedAvatar } from '../../api/wardrobe.ts';
import { AvatarCanvas } from '../../ui/avatar/avatar-canvas.tsx';
import { Swatch } from '../../ui/avatar/item-sprite.tsx';
import { toConfig, type WornItem } from '../../ui/avatar/outfit.ts';
import { CoinAmount, GemAmount } from '../../ui/balance.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/form-field.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Status, useStatus } from '../../ui/status.tsx';
import { useMemberLook, usePurchaseLook } from './try-look-api.ts';
import { itemState, lookOnYou, missingForSale, wearableAfterBuying } from './try-look-rules.ts';
import './try-look.css';

interface Member {
  id: number;
  username: string;
}

/** Issue 18 §2: on a member's profile, their look tried on your own avatar, and bought in one step. */
export function TryLook({ member }: { member: Member }) {
  const me = useCurrentUser();
  const id = useId();
  // A link to `/profile/{name}#look` (the home page's spotlight) arrives with the look open.
  const { hash } = useLocation();
  const [open, setOpen] = useState(hash === '#look');
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash !== '#look') return;
    setOpen(true);
    section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  if (me?.id === member.id) return null;
  return (
    <section id="look" ref={section} className="card try-look" aria-labelledby={`${id}-title`}>
      <div className="spread-row try-look__head">
        <h2 id={`${id}-title`} className="try-look__title">
          {member.username}’s look
        </h2>
        <Button variant={open ? 'secondary' : 'primary'} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide the look' : 'Try this look'}
        </Button>
      </div>
      {open && <TryLookBody member={member} signedIn={me !== null} />}
    </section>
  );
}

function Price({ item }: { item: LookItem }) {
  return (
    <>
      {item.price_coins > 0 && <CoinAmount amount={item.price_coins} />}
      {item.price_gems > 0 && <GemAmount amount={item.price_gems} />}
      {item.price_coins === 0 && item.price_gems === 0 && 'Free'}
    </>
  );
}

function ItemLine({ item }: { item: LookItem }) {
  const state = itemState(item);
  return (
    <li className={`try-look__item try-look__item--${state}`}>
      <Swatch color={item.hex_color} />
      <span className="try-look__name">{item.name}</span>
      <span className="try-look__state">
        {state === 'owned' ? (
          'You own it'
        ) : state === 'for_sale' ? (
          <Price item={item} />
        ) : (
          'Not sold in the shop'
        )}
      </span>
    </li>
  );
}

function TryLookBody({ member, signedIn }: { member: Member; signedIn: boolean }) {
  const look = useMemberLook(member.id, true);
  const inventory = useInventory(signedIn);
  const avatar = useSavedAvatar(signedIn);
  const [confirming, setConfirming] = useState(false);
  const [status, showStatus] = useStatus();
  const wearLook = useSaveAvatar();

  if (look.isError || inventory.isError || avatar.isError)
    return <p className="notice notice--error">Failed to load the look. Please try again.</p>;
  if (!look.data || (signedIn && (!inventory.data || !avatar.data)))
    return <Skeleton lines={4} label="Loading the look…" />;

  const mine =
    signedIn && inventory.data && avatar.data
      ? { config: avatar.data.config, items: inventory.data.items }
      : null;
  const preview = lookOnYou(look.data, mine);
  const clothes = look.data.items.filter((item) => item.category !== 'skin');
  const { toBuy, coins, gems } = missingForSale(clothes);
  const allOwned = clothes.every((item) => item.owned);

  return (
    <div className="try-look__body">
      <figure className="try-look__figure">
        <div className="avatar-frame try-look__frame">
          <AvatarCanvas outfit={preview} size="full" />
        </div>
        <figcaption>{mine ? 'Their look on you' : `${member.username}’s look`}</figcaption>
      </figure>
      <div className="try-look__details">
        {clothes.length === 0 ? (
          <p>{member.username} wears no clothes to try on.</p>
        ) : (
          <ul className="try-look__items" aria-label="Items of the look">
            {clothes.map((item) => (
              <ItemLine key={item.id} item={item} />
            ))}
          </ul>
        )}
        {!signedIn ? (
          <p className="try-look__visitor">
            <ButtonLink to="/" size="sm">
              Sign In
            </ButtonLink>{' '}
            to try this look on your own avatar and buy what you are missing.
          </p>
        ) : toBuy.length > 0 ? (
          <Button onClick={() => setConfirming(true)}>
            Buy {toBuy.length === 1 ? 'the missing item' : `${toBuy.length} missing items`}…
          </Button>
        ) : allOwned && clothes.length > 0 ? (
          <Button
            busy={wearLook.isPending}
            busyLabel="Saving…"
            onClick={() =>
              wearLook.mutate(toConfig(preview), {
                onSuccess: () => showStatus('You are wearing the look!', 'success'),
                onError: (error) => showStatus(failureMessage(error, 'Could not wear the look.'), 'error'),
              })
            }
          >
            Wear this look
          </Button>
        ) : null}
        <Status status={status} />
        {signedIn && (
          <ConfirmPurchase
            open={confirming}
            memberId={member.id}
            toBuy={toBuy}
            total={{ coins, gems }}
            wearable={wearableAfterBuying(preview, clothes)}
            onClose={() => setConfirming(false)}
            onDone={(message) => showStatus(message, 'success')}
          />
        )}
      </div>
    </div>
  );
}

interface ConfirmPurchaseProps {
  open: boolean;
  memberId: number;
  toBuy: LookItem[];
  total: { coins: number; gems: number };
  wearable: WornItem[];
  onClose: () => void;
  onDone: (message: string) => void;
}

/** The one confirmed step: what is bought, the total, and whether to wear the look at once. */
function ConfirmPurchase({ open, memberId, toBuy, total, wearable, onClose, onDone }: ConfirmPurchaseProps) {
  const purchase = usePurchaseLook(memberId);
  const [wear, setWear] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const buy = () => {
    setError(null);
    purchase.mutate(
      { variant_ids: toBuy.map((item) => item.id), ...(wear ? { wear: toConfig(wearable) } : {}) },
      {
        onSuccess: (answer) => {
          onClose();
          onDone(wear ? `${answer.message} You are wearing it now.` : answer.message);
        },
        onError: (failure) => setError(failureMessage(failure, 'The purchase failed. Nothing was bought.')),
      },
    );
  };

  return (
    <ModalDialog open={open} title="Buy the look" onClose={onClose}>
      <ul className="try-look__items">
        {toBuy.map((item) => (
          <ItemLine key={item.id} item={item} />
        ))}
      </ul>
      <p className="try-look__total">
        Total: {total.coins > 0 && <CoinAmount amount={total.coins} />}{' '}
        {total.gems > 0 && <GemAmount amount={total.gems} />}
      </p>
      <CheckboxField label="Wear this look after buying" checked={wear} onChange={() => setWear(!wear)} />
      {error && (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      )}
      <div className="try-look__confirm">
        <Button onClick={buy} busy={purchase.isPending} busyLabel="Buying…">
          Buy all
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={purchase.isPending}>
          Cancel
        </Button>
      </div>
    </ModalDialog>
  );
}

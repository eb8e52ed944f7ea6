import { useId } from 'react';
import type { ItemVariant } from '../../../common/shop-types.ts';
import { AvatarCanvas } from '../../ui/avatar/avatar-canvas.tsx';
import { Swatch } from '../../ui/avatar/item-sprite.tsx';
import { type WornItem, wear } from '../../ui/avatar/outfit.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Status, type StatusMessage } from '../../ui/status.tsx';
import { useModal } from '../../ui/use-modal.ts';
import type { BuyAction } from './shop-item-card.tsx';
import { Price } from './shop-item-card.tsx';
import '../../ui/modal-dialog.css';

/** A look at full size; while it loads a skeleton, and a note when the member's look failed to load. */
export function LookPreview({
  outfit,
  failed,
  className,
}: {
  outfit: WornItem[] | null;
  failed: boolean;
  className?: string;
}) {
  if (outfit) return <AvatarCanvas outfit={outfit} size="full" className={className} />;
  if (failed) return <p className="try-on__failed">Your avatar could not be loaded.</p>;
  return <Skeleton block label="Loading your avatar…" />;
}

interface TryOnDialogProps {
  item: ItemVariant | null;
  /** The member's saved look; null while it loads. */
  outfit: WornItem[] | null;
  /** The saved look could not be loaded. */
  failed: boolean;
  buy: BuyAction | null;
  status: StatusMessage | null;
  onClose: () => void;
}

/** Try On (spec 2 §2): the item layered on the member's saved avatar, by the wardrobe's rules. */
export function TryOnDialog({ item, outfit, failed, buy, status, onClose }: TryOnDialogProps) {
  const id = useId();
  const dialog = useModal(item !== null);
  const preview = item && outfit ? wear(outfit, item) : null;

  return (
    <dialog
      ref={dialog}
      className="modal-dialog card try-on"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
    >
      {item && (
        <>
          <h2 id={`${id}-title`} className="try-on__title">
            Try On: {item.name}
          </h2>
          <div className="try-on__body">
            <div className="avatar-frame try-on__frame">
              <LookPreview outfit={preview} failed={failed} />
            </div>
            <div className="try-on__details">
              <p className="shop-card__variant">
                <Swatch color={item.hex_color} /> {item.variant_name}
              </p>
              <p className="shop-card__price">
                <Price item={item} />
              </p>
              <p className="muted">
                A preview on your saved avatar. Buy it, then wear it in your wardrobe to keep the look.
              </p>
              <div className="button-row">
                {buy && (
                  <Button disabled={buy.disabled} onClick={buy.onClick}>
                    {buy.label}
                  </Button>
                )}
                <Button variant="secondary" onClick={onClose}>
                  Close
                </Button>
              </div>
              <Status status={status} />
            </div>
          </div>
        </>
      )}
    </dialog>
  );
}

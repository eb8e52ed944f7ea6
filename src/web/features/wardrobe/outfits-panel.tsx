import { type FormEvent, useState } from 'react';
import { MAX_OUTFITS, OUTFIT_NAME_MAX, type Outfit } from '../../../common/looks-types.ts';
import { failureMessage } from '../../api/client.ts';
import { AvatarCanvas } from '../../ui/avatar/avatar-canvas.tsx';
import { fromConfig, toConfig, type WornItem } from '../../ui/avatar/outfit.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/card.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import type { Tone } from '../../ui/status.tsx';
import { useDeleteOutfit, useOutfits, useSaveOutfit } from './outfits-api.ts';
import './outfits-panel.css';

interface OutfitsPanelProps {
  /** The working copy: what Save current look stores. */
  look: readonly WornItem[];
  onWear: (outfit: Outfit) => void;
  showStatus: (text: string, tone: Tone) => void;
}

/** The items of an outfit it no longer has: given away, traded or gone from the catalogue. */
export function missingItems(outfit: Outfit) {
  return outfit.items.filter((item) => !item.owned);
}

/** Saved outfits (issue 18 §2): save the current look, wear one in one click, delete. */
export function OutfitsPanel({ look, onWear, showStatus }: OutfitsPanelProps) {
  const outfits = useOutfits(true);
  const save = useSaveOutfit();
  const remove = useDeleteOutfit();
  const [name, setName] = useState('');
  const list = outfits.data?.outfits;
  const full = (list?.length ?? 0) >= MAX_OUTFITS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { name, config: toConfig(look) },
      {
        onSuccess: (answer) => {
          setName('');
          showStatus(answer.message, 'success');
        },
        onError: (error) => showStatus(failureMessage(error, 'Could not save the outfit.'), 'error'),
      },
    );
  };

  return (
    <div className="outfits">
      <form className="outfits__form" onSubmit={submit} aria-label="Save current look as an outfit">
        <TextField
          label="Outfit name"
          value={name}
          maxLength={OUTFIT_NAME_MAX}
          required
          onChange={(event) => setName(event.target.value)}
          hint={full ? `You have ${MAX_OUTFITS} outfits, the most you can keep.` : undefined}
        />
        <Button type="submit" size="sm" busy={save.isPending} busyLabel="Saving…">
          Save current look
        </Button>
      </form>
      {outfits.isPending ? (
        <Skeleton lines={3} label="Loading your outfits…" />
      ) : outfits.isError ? (
        <p className="notice notice--error">Failed to load your outfits.</p>
      ) : list && list.length === 0 ? (
        <EmptyState title="No saved outfits yet">Save a look to wear it again in one click.</EmptyState>
      ) : (
        <ul className="outfit-list">
          {list?.map((outfit) => {
            const missing = missingItems(outfit);
            return (
              <li key={outfit.id} className="outfit-card">
                <div className="avatar-frame outfit-card__art">
                  <AvatarCanvas outfit={fromConfig(outfit.config, outfit.items)} size="small" />
                </div>
                <div className="outfit-card__text">
                  <p className="outfit-card__name">{outfit.name}</p>
                  {missing.length > 0 && (
                    <p className="outfit-card__missing">
                      Missing: {missing.map((item) => item.name).join(', ')}
                    </p>
                  )}
                  <div className="outfit-card__actions">
                    <Button size="sm" onClick={() => onWear(outfit)} aria-label={`Wear ${outfit.name}`}>
                      Wear
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete ${outfit.name}`}
                      busy={remove.isPending && remove.variables === outfit.id}
                      onClick={() =>
                        remove.mutate(outfit.id, {
                          onError: (error) =>
                            showStatus(failureMessage(error, 'Could not delete the outfit.'), 'error'),
                        })
                      }
                    >
                      Delete
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

import { useId } from 'react';
import { AVATAR_SIZES, type AvatarSize } from '../../../common/shop-types.ts';
import { AvatarCanvas } from '../../ui/avatar/avatar-canvas.tsx';
import type { WornItem } from '../../ui/avatar/outfit.ts';
import { Button } from '../../ui/button.tsx';
import { Status, type StatusMessage } from '../../ui/status.tsx';

const SIZE_LABELS: Record<AvatarSize, string> = { small: 'S', medium: 'M', large: 'L', full: 'Full' };

interface AvatarStageProps {
  outfit: readonly WornItem[];
  size: AvatarSize;
  onSize: (size: AvatarSize) => void;
  dirty: boolean;
  saving: boolean;
  status: StatusMessage | null;
  onSave: () => void;
  onRandomize: () => void;
  onClear: () => void;
}

/** The avatar canvas with its size switch (spec 2 §9 sizes) and Save Avatar, Randomize, Clear All. */
export function AvatarStage({ outfit, size, onSize, dirty, saving, status, ...actions }: AvatarStageProps) {
  const id = useId();
  return (
    <section className="wardrobe-stage card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        Your avatar
      </h2>
      <div className="avatar-frame wardrobe-stage__frame">
        <AvatarCanvas outfit={outfit} size={size} />
      </div>
      <fieldset className="size-switch">
        <legend className="size-switch__legend">Preview size</legend>
        {(Object.keys(AVATAR_SIZES) as AvatarSize[]).map((value) => (
          <label
            key={value}
            className="size-switch__option"
            title={`${AVATAR_SIZES[value].width}×${AVATAR_SIZES[value].height}`}
          >
            <input
              type="radio"
              name={`${id}-size`}
              value={value}
              checked={size === value}
              onChange={() => onSize(value)}
            />
            <span aria-hidden="true">{SIZE_LABELS[value]}</span>
            <span className="visually-hidden">
              {value} ({AVATAR_SIZES[value].width} by {AVATAR_SIZES[value].height})
            </span>
          </label>
        ))}
      </fieldset>
      <div className="wardrobe-stage__actions">
        <Button onClick={actions.onSave} busy={saving} busyLabel="Saving…" className="wardrobe-stage__save">
          Save Avatar
        </Button>
        <Button variant="secondary" onClick={actions.onRandomize} disabled={saving}>
          Randomize
        </Button>
        <Button variant="secondary" onClick={actions.onClear} disabled={saving}>
          Clear All
        </Button>
      </div>
      <div className="wardrobe-stage__feedback">
        <p className="wardrobe-stage__dirty" aria-live="polite">
          {dirty ? 'Unsaved changes' : ''}
        </p>
        <Status status={status} />
      </div>
    </section>
  );
}

import { useId, useState } from 'react';

export interface SheetState {
  blob: Blob;
  url: string;
  fileName: string;
  /** The URL is an object URL this form made (and frees). */
  ownUrl: boolean;
}

/** Spec 2 §4 'Sprite sheet upload'. */
export type SheetUploadState = 'idle' | 'uploading' | 'processing' | 'success' | 'error';

const STATE_LABELS: Record<SheetUploadState, string> = {
  idle: 'No sheet chosen yet',
  processing: 'Reading the sheet…',
  uploading: 'Uploading…',
  success: 'Sheet ready',
  error: 'Sheet not usable',
};

interface SheetPickerProps {
  sheet: SheetState | null;
  state: SheetUploadState;
  error: string | null;
  /** The size the form's sprite size and variant count ask for. */
  expected: { width: number; height: number };
  onPick: (file: File | null) => void;
  onLoaded: () => void;
  onUnreadable: () => void;
}

/** The PNG sheet: a file input, its state and a local preview with its real size. */
export function SheetPicker({
  sheet,
  state,
  error,
  expected,
  onPick,
  onLoaded,
  onUnreadable,
}: SheetPickerProps) {
  const id = useId();
  const [size, setSize] = useState<{ url: string; width: number; height: number } | null>(null);
  const known = sheet && size?.url === sheet.url ? size : null;
  const mismatch = known && (known.width !== expected.width || known.height !== expected.height);

  return (
    <div className="sheet-picker">
      <label htmlFor={`${id}-file`} className="field__label">
        Sprite sheet (PNG, up to 5 MB)
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".png,image/png"
        className="sheet-picker__input"
        onChange={(event) => {
          onPick(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <p className={`sheet-picker__state sheet-picker__state--${state}`} data-state={state}>
        {STATE_LABELS[state]}
        {sheet && state !== 'error' && <span className="muted"> — {sheet.fileName}</span>}
      </p>
      {error && (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      )}
      <div className="sheet-picker__preview checker">
        {sheet ? (
          <img
            src={sheet.url}
            alt="Sprite sheet preview"
            className="sheet-image"
            onLoad={(event) => {
              const image = event.currentTarget;
              setSize({ url: sheet.url, width: image.naturalWidth, height: image.naturalHeight });
              onLoaded();
            }}
            onError={onUnreadable}
          />
        ) : (
          <span className="sheet-picker__empty">Your variants stacked top to bottom</span>
        )}
      </div>
      {known && (
        <p className={mismatch ? 'sheet-picker__size sheet-picker__size--bad' : 'sheet-picker__size muted'}>
          Sheet {known.width}×{known.height}
          {mismatch && ` — the form expects ${expected.width}×${expected.height} (sprite size × variants)`}
        </p>
      )}
    </div>
  );
}

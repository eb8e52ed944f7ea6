import { type DragEvent, useId, useState } from 'react';
import { BUILDER_UPLOAD_TIMEOUT_MS } from '../../../common/studio-types.ts';
import { ApiError } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/status.tsx';
import { buildSheet, builtSheetUrl, uploadBuilderImage } from './api.ts';
import type { BuiltSheet } from './design-form.tsx';
import {
  type BuilderEntry,
  builderFileProblem,
  canBuild,
  commonResolution,
  mismatchedIds,
  moveEntry,
} from './design-rules.ts';

interface Entry extends BuilderEntry {
  file: File;
  preview: string;
}

let lastId = 0;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(`Failed to read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

function imageSize(src: string, name: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error(`Failed to load ${name} - invalid image file`));
    image.src = src;
  });
}

/** Sprite Sheet Builder (spec 2 §5): single sprites uploaded one by one, then stacked into a sheet. */
export function SpriteBuilder({ onUse }: { onUse: (sheet: BuiltSheet) => void }) {
  const id = useId();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [building, setBuilding] = useState(false);
  const [built, setBuilt] = useState<{ uuid: string; width: number; height: number; count: number } | null>(
    null,
  );
  const [buildError, setBuildError] = useState<string | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const [using, setUsing] = useState(false);

  const patch = (entryId: string, change: Partial<Entry>) =>
    setEntries((all) => all.map((e) => (e.id === entryId ? { ...e, ...change } : e)));

  const upload = async (entry: Entry) => {
    patch(entry.id, { state: 'uploading', error: null });
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), BUILDER_UPLOAD_TIMEOUT_MS);
    try {
      const answer = await uploadBuilderImage(entry.file, entry.fileName, controller.signal);
      patch(entry.id, { state: 'success', uuid: answer.uuid, width: answer.width, height: answer.height });
    } catch (error) {
      const message = controller.signal.aborted
        ? `Upload timeout for ${entry.fileName} - please try again`
        : `Failed to upload ${entry.fileName}: ${(error instanceof ApiError && error.serverMessage) || 'Unknown error'}`;
      patch(entry.id, { state: 'failed', error: message });
    } finally {
      window.clearTimeout(timer);
    }
  };

  const addFiles = async (files: File[]) => {
    setBuilt(null);
    setBuildError(null);
    const problems: string[] = [];
    for (const file of files) {
      const problem = builderFileProblem(file);
      if (problem) {
        problems.push(problem);
        continue;
      }
      let preview: string;
      let size: { width: number; height: number };
      try {
        preview = await readAsDataUrl(file);
        size = await imageSize(preview, file.name);
      } catch (error) {
        problems.push((error as Error).message);
        continue;
      }
      const entry: Entry = {
        id: `sprite-${++lastId}`,
        fileName: file.name,
        file,
        preview,
        state: 'uploading',
        uuid: null,
        width: size.width,
        height: size.height,
        error: null,
      };
      setEntries((all) => [...all, entry]);
      void upload(entry);
    }
    setErrors(problems);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(false);
    void addFiles([...event.dataTransfer.files]);
  };

  const build = async () => {
    setBuilding(true);
    setBuildError(null);
    try {
      const answer = await buildSheet(entries.map((e) => e.uuid!));
      setBuilt({ uuid: answer.uuid, width: answer.width, height: answer.height, count: entries.length });
    } catch (error) {
      setBuildError(
        `Failed to build sprite sheet: ${(error instanceof ApiError && error.serverMessage) || (error as Error).message}`,
      );
    } finally {
      setBuilding(false);
    }
  };

  const applySheet = async () => {
    if (!built) return;
    setUsing(true);
    try {
      const response = await fetch(builtSheetUrl(built.uuid), { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const blob = await response.blob();
      onUse({
        blob,
        url: URL.createObjectURL(blob),
        variantCount: built.count,
        spriteWidth: built.width,
        spriteHeight: built.height / built.count,
      });
    } catch (error) {
      setBuildError(`Failed to build sprite sheet: ${(error as Error).message}`);
    } finally {
      setUsing(false);
    }
  };

  const mismatched = mismatchedIds(entries);
  const common = commonResolution(entries);
  const ready = canBuild(entries);

  return (
    <div className="sprite-builder card">
      <p className="muted">
        Draw each variant as its own PNG or JPG (up to 0.5 MB, all the same size). They are stacked top to
        bottom into one sheet in the order below.
      </p>
      {/* dropping is a shortcut; the file input inside does the same for keyboard and touch */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: drop target only */}
      <div
        className={dragOver ? 'drop-zone drop-zone--over' : 'drop-zone'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
      >
        <p className="drop-zone__text">Drop sprite images here</p>
        <label htmlFor={`${id}-files`} className="btn btn--secondary btn--md">
          Choose files
        </label>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          className="visually-hidden"
          aria-label="Sprite images"
          onChange={(event) => {
            void addFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      {errors.map((message) => (
        <Notice key={message} tone="error">
          {message}
        </Notice>
      ))}
      {entries.length > 0 && (
        <ol className="builder-list" aria-label="Sprites in sheet order">
          {entries.map((entry, index) => (
            <li key={entry.id} className="builder-item" data-state={entry.state} data-testid="builder-item">
              <span className="builder-item__thumb checker">
                <img src={entry.preview} alt="" />
              </span>
              <div className="builder-item__info">
                <span className="builder-item__name">{entry.fileName}</span>
                <span
                  className={
                    mismatched.has(entry.id)
                      ? 'builder-item__size builder-item__size--bad'
                      : 'builder-item__size'
                  }
                >
                  {entry.width}×{entry.height}
                  {mismatched.has(entry.id) && ` — differs from ${common}`}
                </span>
                <span className={`builder-item__state builder-item__state--${entry.state}`}>
                  {entry.state === 'uploading'
                    ? 'Uploading…'
                    : entry.state === 'success'
                      ? 'Uploaded'
                      : entry.error}
                </span>
              </div>
              <div className="builder-item__actions">
                {entry.state === 'failed' && (
                  <Button size="sm" variant="secondary" onClick={() => void upload(entry)}>
                    Retry
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Move ${entry.fileName} up`}
                  disabled={index === 0}
                  onClick={() => setEntries((all) => moveEntry(all, index, -1))}
                >
                  ▲
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Move ${entry.fileName} down`}
                  disabled={index === entries.length - 1}
                  onClick={() => setEntries((all) => moveEntry(all, index, 1))}
                >
                  ▼
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${entry.fileName}`}
                  onClick={() => setEntries((all) => all.filter((e) => e.id !== entry.id))}
                >
                  ✕
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="button-row">
        <Button onClick={() => void build()} disabled={!ready} busy={building} busyLabel="Building…">
          Build Sprite Sheet
        </Button>
        {entries.length > 0 && (
          <Button
            variant="ghost"
            onClick={() => {
              setEntries([]);
              setBuilt(null);
              setErrors([]);
            }}
          >
            Clear
          </Button>
        )}
      </div>
      {mismatched.size > 0 && <Notice tone="error">All sprites must share one resolution ({common}).</Notice>}
      {buildError && <Notice tone="error">{buildError}</Notice>}
      {built && (
        <div className="builder-result">
          <h3>Your sheet</h3>
          <p className="muted">
            {built.count} sprites of {built.width}×{built.height / built.count}, {built.width}×{built.height}{' '}
            in all
          </p>
          <div className="builder-result__preview checker">
            <img src={builtSheetUrl(built.uuid)} alt="Built sprite sheet" className="sheet-image" />
          </div>
          <Button onClick={() => void applySheet()} busy={using} busyLabel="Loading…">
            Use this sheet
          </Button>
        </div>
      )}
    </div>
  );
}

import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { MSG } from '../../../common/messages.ts';
import { failureMessage } from '../../api/client.ts';
import { ArrowPad } from '../../ui/arrow-pad.tsx';
import { AvatarCanvas } from '../../ui/avatar/avatar-canvas.tsx';
import { Button } from '../../ui/button.tsx';
import { WrappedField } from '../../ui/form-field.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Notice, Status, useStatus } from '../../ui/status.tsx';
import { useDesign, useUpdateOffsets } from './api.ts';
import { clampOffset, nudge, type Offset } from './offsets.ts';
import { outfitWith, usePreviewSkin } from './use-preview-skin.ts';

interface PositionEditorProps {
  designId: number;
  /** Back to the list, with a message to show there. */
  onDone: (message?: string) => void;
}

/** Edit & Position (spec 2 §4): each variant on the avatar, dragged or nudged, then saved. */
export function PositionEditor({ designId, onDone }: PositionEditorProps) {
  const design = useDesign(designId);
  const skin = usePreviewSkin();
  const save = useUpdateOffsets();
  const [status, show] = useStatus(5000);
  const [offsets, setOffsets] = useState<Record<number, Offset> | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const drag = useRef<{ x: number; y: number; start: Offset; scale: number } | null>(null);

  const data = design.data?.design;
  useEffect(() => {
    if (!data || offsets) return;
    setOffsets(Object.fromEntries(data.variants.map((v) => [v.id, { ...v.offset }])));
    setSelected(data.variants[0]?.id ?? null);
  }, [data, offsets]);

  if (design.isError)
    return (
      <div className="position-editor">
        <Notice tone="error">{MSG.designLoadFailed}</Notice>
        <Button variant="secondary" onClick={() => onDone()}>
          Back to My Designs
        </Button>
      </div>
    );
  if (!data || !offsets || selected === null) return <Skeleton lines={8} label="Loading the design…" />;

  const limits = { width: data.spriteWidth, height: data.spriteHeight };
  const variant = data.variants.find((v) => v.id === selected) ?? data.variants[0]!;
  const offset = offsets[variant.id] ?? { x: 0, y: 0 };
  const setOffset = (next: Offset) =>
    setOffsets((all) => ({ ...all, [variant.id]: clampOffset(next, limits) }));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, start: offset, scale: rect.width / 210 };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from) return;
    setOffset({
      x: Math.round(from.start.x + (event.clientX - from.x) / from.scale),
      y: Math.round(from.start.y + (event.clientY - from.y) / from.scale),
    });
  };
  const endDrag = () => {
    drag.current = null;
  };

  const submit = () =>
    save.mutate(
      { designId, offsets: Object.fromEntries(Object.entries(offsets).map(([id, o]) => [id, o])) },
      {
        onSuccess: () => show(MSG.designPositionsUpdated, 'success'),
        onError: (error) => show(failureMessage(error, MSG.designSaveFailed), 'error'),
      },
    );

  return (
    <section className="position-editor card" aria-labelledby="position-editor-title">
      <div className="spread-row position-editor__head">
        <h2 id="position-editor-title">Edit &amp; Position: {data.name}</h2>
        <Button variant="ghost" onClick={() => onDone()}>
          ← Back to My Designs
        </Button>
      </div>
      <p className="muted">
        Drag the item on the avatar, or nudge it a pixel at a time. Each variant keeps its own place.
      </p>
      {data.variants.length > 1 && (
        <div className="variant-picker">
          {data.variants.map((v) => (
            <button
              key={v.id}
              type="button"
              aria-pressed={v.id === variant.id}
              className="variant-picker__option"
              onClick={() => setSelected(v.id)}
            >
              <span className="swatch" style={{ backgroundColor: v.hex_color }} aria-hidden="true" />
              {v.variant_name}
            </button>
          ))}
        </div>
      )}
      <div className="position-editor__body">
        <div
          className="position-stage avatar-frame"
          data-testid="position-stage"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          <AvatarCanvas outfit={outfitWith(skin, variant, offset)} />
        </div>
        <div className="position-controls">
          <ArrowPad
            pad="nudge-pad"
            legend="Nudge"
            onMove={(direction) => setOffset(nudge(offset, direction))}
          />
          <div className="position-xy">
            <WrappedField
              label="X"
              type="number"
              value={offset.x}
              onChange={(event) => setOffset({ ...offset, x: Math.round(Number(event.target.value) || 0) })}
            />
            <WrappedField
              label="Y"
              type="number"
              value={offset.y}
              onChange={(event) => setOffset({ ...offset, y: Math.round(Number(event.target.value) || 0) })}
            />
          </div>
          <Button variant="ghost" size="sm" onClick={() => setOffset({ x: 0, y: 0 })}>
            Reset Position
          </Button>
          <Button onClick={submit} busy={save.isPending} busyLabel="Saving…">
            Save Positions
          </Button>
          <Status status={status} />
        </div>
      </div>
    </section>
  );
}

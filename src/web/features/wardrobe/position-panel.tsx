import { OFFSET_LIMIT } from '../../../common/shop-types.ts';
import { ArrowPad } from '../../ui/arrow-pad.tsx';
import type { Offset, WornItem } from '../../ui/avatar/outfit.ts';
import { Button } from '../../ui/button.tsx';
import { NumberField } from './number-field.tsx';

interface PositionPanelProps {
  /** The item chosen with its Nudge toggle, or null. */
  item: WornItem | null;
  onNudge: (dx: number, dy: number) => void;
  onSet: (offset: Offset) => void;
}

/** Spec 2 §2 position panel: arrows, X/Y inputs clamped to ±OFFSET_LIMIT, and Reset Position. */
export function PositionPanel({ item, onNudge, onSet }: PositionPanelProps) {
  if (!item) {
    return <p className="muted position-panel__hint">Press Nudge on a layer to move that item.</p>;
  }
  const { x, y } = item.offset;
  return (
    <div className="position-panel">
      <p className="position-panel__item">
        Moving <strong>{item.variant.name}</strong>
      </p>
      <div className="position-panel__controls">
        <ArrowPad pad="position-pad" onMove={(_, step) => onNudge(step.x, step.y)} />
        <div className="position-panel__fields">
          <NumberField
            label="X"
            value={x}
            min={-OFFSET_LIMIT}
            max={OFFSET_LIMIT}
            onCommit={(n) => onSet({ x: n, y })}
          />
          <NumberField
            label="Y"
            value={y}
            min={-OFFSET_LIMIT}
            max={OFFSET_LIMIT}
            onCommit={(n) => onSet({ x, y: n })}
          />
        </div>
      </div>
      <Button variant="ghost" size="sm" onClick={() => onSet({ x: 0, y: 0 })} disabled={x === 0 && y === 0}>
        Reset Position
      </Button>
    </div>
  );
}

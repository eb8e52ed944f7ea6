import { OFFSET_LIMIT } from '../../../common/shop-types.ts';
import type { Offset, WornItem } from '../../ui/avatar/outfit.ts';
import { Button } from '../../ui/button.tsx';
import { NumberField } from './number-field.tsx';

interface PositionPanelProps {
  /** The item chosen with its Nudge toggle, or null. */
  item: WornItem | null;
  onNudge: (dx: number, dy: number) => void;
  onSet: (offset: Offset) => void;
}

const ARROWS = [
  { label: 'Move up', symbol: '▲', dx: 0, dy: -1, area: 'up' },
  { label: 'Move left', symbol: '◀', dx: -1, dy: 0, area: 'left' },
  { label: 'Move right', symbol: '▶', dx: 1, dy: 0, area: 'right' },
  { label: 'Move down', symbol: '▼', dx: 0, dy: 1, area: 'down' },
] as const;

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
        <div className="position-pad">
          {ARROWS.map((arrow) => (
            <Button
              key={arrow.area}
              variant="secondary"
              size="sm"
              className={`position-pad__${arrow.area}`}
              aria-label={arrow.label}
              onClick={() => onNudge(arrow.dx, arrow.dy)}
            >
              <span aria-hidden="true">{arrow.symbol}</span>
            </Button>
          ))}
        </div>
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

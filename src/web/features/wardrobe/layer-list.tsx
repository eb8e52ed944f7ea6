import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { KeyboardEvent } from 'react';
import { LAYER_MAX, LAYER_MIN } from '../../../common/shop-types.ts';
import { ItemSprite } from '../../ui/avatar/item-sprite.tsx';
import type { WornItem } from '../../ui/avatar/outfit.ts';
import { Button } from '../../ui/button.tsx';
import { NumberField } from './number-field.tsx';
import './layer-list.css';

interface LayerListProps {
  /** Front first (wardrobe-rules layerList). */
  layers: readonly WornItem[];
  selectedId: string | null;
  onMoveTo: (id: string, index: number) => void;
  onMoveBy: (id: string, delta: -1 | 1) => void;
  onLayer: (id: string, layer: number) => void;
  onSelect: (id: string | null) => void;
  onRemove: (id: string) => void;
}

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const INSTRUCTIONS =
  'To reorder, press Space or Enter on a layer’s handle, move it with the arrow keys and press Space ' +
  'or Enter again to drop it; Escape cancels. Alt with Arrow Up or Down moves a layer one place at once.';

function announcements(layers: readonly WornItem[]): Announcements {
  const name = (id: UniqueIdentifier) => layers.find((worn) => worn.id === id)?.variant.name ?? 'layer';
  const place = (id: UniqueIdentifier | undefined) =>
    `position ${layers.findIndex((worn) => worn.id === id) + 1} of ${layers.length}`;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)} at ${place(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} is over ${place(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} dropped at ${place(over.id)}.` : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };
}

/** Spec 2 §2: drag to reorder, a layer number, a nudge toggle and a remove button per worn item. */
export function LayerList({
  layers,
  selectedId,
  onMoveTo,
  onMoveBy,
  onLayer,
  onSelect,
  onRemove,
}: LayerListProps) {
  const sensors = useSensors(
    // a few pixels of travel before a drag starts, so a click on the handle stays a click
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  if (layers.length === 0) {
    return <p className="muted">Only your skin is on. Wear items from your inventory below.</p>;
  }

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMoveTo(
      String(active.id),
      layers.findIndex((worn) => worn.id === over.id),
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={dragEnd}
      accessibility={{
        announcements: announcements(layers),
        screenReaderInstructions: { draggable: INSTRUCTIONS },
      }}
    >
      <SortableContext items={layers.map((worn) => worn.id)} strategy={verticalListSortingStrategy}>
        <p className="layer-list__end" aria-hidden="true">
          Front
        </p>
        <ol className="layer-list" aria-label="Layers, front first">
          {layers.map((worn) => (
            <LayerRow
              key={worn.id}
              worn={worn}
              selected={worn.id === selectedId}
              onMoveBy={(delta) => onMoveBy(worn.id, delta)}
              onLayer={(layer) => onLayer(worn.id, layer)}
              onToggle={() => onSelect(worn.id === selectedId ? null : worn.id)}
              onRemove={() => onRemove(worn.id)}
            />
          ))}
        </ol>
        <p className="layer-list__end" aria-hidden="true">
          Back (skin)
        </p>
      </SortableContext>
    </DndContext>
  );
}

interface LayerRowProps {
  worn: WornItem;
  selected: boolean;
  onMoveBy: (delta: -1 | 1) => void;
  onLayer: (layer: number) => void;
  onToggle: () => void;
  onRemove: () => void;
}

function LayerRow({ worn, selected, onMoveBy, onLayer, onToggle, onRemove }: LayerRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: worn.id });
  const name = worn.variant.name;

  const keyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      onMoveBy(event.key === 'ArrowUp' ? -1 : 1);
      return;
    }
    listeners?.onKeyDown?.(event);
  };

  return (
    <li
      ref={setNodeRef}
      className={['layer-row', isDragging && 'is-dragging', selected && 'is-selected']
        .filter(Boolean)
        .join(' ')}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-layer-id={worn.id}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="layer-row__handle"
        {...attributes}
        {...listeners}
        onKeyDown={keyDown}
        aria-label={`Reorder ${name}`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="layer-row__thumb">
        <ItemSprite item={worn.variant} width={38} height={38} maxScale={1} />
      </span>
      <span className="layer-row__name">{name}</span>
      <NumberField
        label={`Layer of ${name}`}
        labelHidden
        className="layer-row__layer"
        value={worn.layer}
        min={LAYER_MIN}
        max={LAYER_MAX}
        commitTyped="on-leave"
        onCommit={onLayer}
      />
      <div className="layer-row__actions">
        <Button
          variant={selected ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={selected}
          aria-label={`Nudge ${name}`}
          onClick={onToggle}
        >
          Nudge
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>
          ✕
        </Button>
      </div>
    </li>
  );
}

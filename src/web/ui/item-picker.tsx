import { useId } from 'react';
import type { ItemVariant } from '../../common/shop-types.ts';
import { ItemSprite } from './avatar/item-sprite.tsx';
import './item-picker.css';

interface ItemPickerProps {
  legend: string;
  items: ItemVariant[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  /** One item (radio buttons) or several (checkboxes, up to `max`). */
  multiple?: boolean;
  max?: number;
  empty?: string;
}

/**
 * Items to choose from as pixel tiles (issue 18 §3: what to give, what to ask for, what to gift).
 * Real radio buttons or checkboxes under the tiles, so the keyboard and screen readers just work.
 */
export function ItemPicker({
  legend,
  items,
  selected,
  onChange,
  multiple = false,
  max,
  empty,
}: ItemPickerProps) {
  const name = useId();
  const full = max !== undefined && selected.length >= max;
  const toggle = (id: number, checked: boolean) => {
    if (!multiple) return onChange([id]);
    onChange(checked ? [...selected, id] : selected.filter((other) => other !== id));
  };
  return (
    <fieldset className="item-picker">
      <legend className="item-picker__legend">{legend}</legend>
      {items.length === 0 ? (
        <p className="item-picker__empty">{empty ?? 'No items to choose from.'}</p>
      ) : (
        <ul className="item-picker__grid">
          {items.map((item) => {
            const checked = selected.includes(item.id);
            return (
              <li key={item.id}>
                <label className={`item-picker__tile${checked ? ' item-picker__tile--on' : ''}`}>
                  <input
                    type={multiple ? 'checkbox' : 'radio'}
                    name={name}
                    className="item-picker__input"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(event) => toggle(item.id, event.target.checked)}
                  />
                  <ItemSprite item={item} width={64} height={72} />
                  <span className="item-picker__name">{item.name}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

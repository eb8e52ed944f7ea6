import { useId } from 'react';
import type { ItemVariant } from '../../../common/shop-types.ts';

interface SkinSwatchesProps {
  skins: readonly ItemVariant[];
  wornId: number | null;
  onPick: (skin: ItemVariant) => void;
}

/** Skin tones (spec 2 §2): one radio per owned skin; picking one replaces the worn skin. */
export function SkinSwatches({ skins, wornId, onPick }: SkinSwatchesProps) {
  const name = useId();
  if (skins.length === 0) return <p className="muted">No skin tones yet.</p>;
  return (
    <fieldset className="skin-swatches">
      <legend className="visually-hidden">Skin tone</legend>
      {skins.map((skin) => (
        <label key={skin.id} className="skin-swatch" title={skin.variant_name}>
          <input
            type="radio"
            name={name}
            value={skin.id}
            checked={wornId === skin.id}
            onChange={() => onPick(skin)}
          />
          <span
            className="skin-swatch__colour"
            style={{ backgroundColor: skin.hex_color }}
            aria-hidden="true"
          />
          <span className="visually-hidden">{skin.variant_name}</span>
        </label>
      ))}
    </fieldset>
  );
}

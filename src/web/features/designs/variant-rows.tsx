import type { ItemCategory } from '../../../common/shop-types.ts';
import { LAYER_STEP, MAX_VARIANTS } from '../../../common/studio-types.ts';
import { Button } from '../../ui/button.tsx';
import { WrappedField } from '../../ui/form-field.tsx';
import { newVariant, removeVariant, type VariantDraft } from './design-rules.ts';

interface VariantRowsProps {
  variants: VariantDraft[];
  category: ItemCategory | '';
  onChange: (variants: VariantDraft[]) => void;
}

/** A variant's two prices, a field each: an empty field is no price yet (NaN), not 0. */
const PRICES = [
  { field: 'price_coins', label: 'Coins' },
  { field: 'price_gems', label: 'Gems' },
] as const;

const whole = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The variants list (spec 2 §5): at least one, the last cannot be removed. */
export function VariantRows({ variants, category, onChange }: VariantRowsProps) {
  const set = (key: string, patch: Partial<VariantDraft>) =>
    onChange(variants.map((v) => (v.key === key ? { ...v, ...patch } : v)));

  return (
    <fieldset className="variant-rows">
      <legend className="variant-rows__legend">Variants ({variants.length})</legend>
      <p className="field__hint">One row per sprite on the sheet, in order from the top.</p>
      <ol className="variant-rows__list">
        {variants.map((variant, index) => (
          <li key={variant.key} className="variant-row">
            <span className="variant-row__number" aria-hidden="true">
              {index + 1}
            </span>
            <WrappedField
              label="Name"
              className="variant-row__name"
              value={variant.name}
              maxLength={64}
              required
              aria-label={`Variant ${index + 1} name`}
              onChange={(event) => set(variant.key, { name: event.target.value })}
            />
            {PRICES.map(({ field, label }) => (
              <WrappedField
                key={field}
                label={label}
                type="number"
                min={0}
                step={1}
                value={Number.isNaN(variant[field]) ? '' : variant[field]}
                aria-label={`Variant ${index + 1} price in ${label.toLowerCase()}`}
                onChange={(event) => set(variant.key, { [field]: whole(event.target.value) })}
              />
            ))}
            <WrappedField
              label="Layer"
              type="number"
              step={LAYER_STEP}
              value={variant.layer}
              aria-label={`Variant ${index + 1} layer`}
              onChange={(event) => set(variant.key, { layer: Math.round(Number(event.target.value) || 0) })}
            />
            <WrappedField
              label="Colour"
              className="variant-row__colour"
              type="color"
              value={variant.hex_color}
              aria-label={`Variant ${index + 1} colour`}
              onChange={(event) => set(variant.key, { hex_color: event.target.value })}
            />
            <Button
              variant="ghost"
              size="sm"
              className="variant-row__remove"
              disabled={variants.length <= 1}
              aria-label={`Remove variant ${index + 1}`}
              title={variants.length <= 1 ? 'A design needs at least one variant' : 'Remove this variant'}
              onClick={() => onChange(removeVariant(variants, variant.key))}
            >
              ✕
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        disabled={variants.length >= MAX_VARIANTS}
        onClick={() => onChange([...variants, newVariant(category, '', variants.length)])}
      >
        + Add variant
      </Button>
    </fieldset>
  );
}

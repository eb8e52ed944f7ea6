import { MSG } from '../../../common/messages.ts';
import type { InventoryItem } from '../../../common/shop-types.ts';
import { ItemSprite, Swatch } from '../../ui/avatar/item-sprite.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/card.tsx';
import { itemCategoryLabel } from '../../ui/item-category.ts';
import './inventory-grid.css';

interface InventoryGridProps {
  /** What the member owns, skins left out (they are the swatches). */
  items: readonly InventoryItem[];
  isWorn: (variantId: number) => boolean;
  onWear: (item: InventoryItem) => void;
  onRemove: (item: InventoryItem) => void;
}

/** The member's items with Wear / Remove (spec 2 §2); 'Your wardrobe is empty' with none. */
export function InventoryGrid({ items, isWorn, onWear, onRemove }: InventoryGridProps) {
  if (items.length === 0) {
    return (
      <EmptyState title={MSG.wardrobeEmpty}>
        <ButtonLink to="/shop" size="sm">
          Visit the shop
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <ul className="inventory-grid">
      {items.map((item) => {
        const worn = isWorn(item.id);
        return (
          <li key={item.id} className={['inventory-card', worn && 'is-worn'].filter(Boolean).join(' ')}>
            <article aria-label={item.name} className="inventory-card__inner">
              <div className="inventory-card__art">
                <ItemSprite item={item} width={100} height={96} maxScale={1.6} />
              </div>
              <p className="inventory-card__name">{item.design_name}</p>
              <p className="inventory-card__variant">
                <Swatch color={item.hex_color} /> {item.variant_name}
              </p>
              <p className="inventory-card__meta">
                {itemCategoryLabel(item.category)}
                {item.quantity > 1 && ` · ×${item.quantity}`}
                {item.is_starter && ' · Starter'}
                {worn && <strong> · Worn</strong>}
              </p>
              {worn ? (
                <Button variant="secondary" size="sm" onClick={() => onRemove(item)}>
                  Remove
                </Button>
              ) : (
                <Button size="sm" onClick={() => onWear(item)}>
                  Wear
                </Button>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}

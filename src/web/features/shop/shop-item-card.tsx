import { useId } from 'react';
import { Link } from 'react-router';
import type { ItemVariant, ShopFilter } from '../../../common/shop-types.ts';
import { ItemSprite, Swatch } from '../../ui/avatar/item-sprite.tsx';
import { CoinAmount, GemAmount } from '../../ui/balance.tsx';
import { Button } from '../../ui/button.tsx';
import { expiryText, stockText } from './item-status.ts';
import { FILTER_LABELS } from './shop-params.ts';

export interface BuyAction {
  label: string;
  disabled: boolean;
  onClick: () => void;
}

/** Price in coins and/or gems; an item that costs neither is free. */
export function Price({ item }: { item: ItemVariant }) {
  if (item.price_coins === 0 && item.price_gems === 0) return <span className="amount">Free</span>;
  return (
    <>
      {item.price_coins > 0 && <CoinAmount amount={item.price_coins} />}
      {item.price_gems > 0 && <GemAmount amount={item.price_gems} />}
    </>
  );
}

/** An item's own page (issue 18 §2). */
export const itemPath = (variantId: number) => `/shop/item/${variantId}`;

interface ShopItemCardProps {
  item: ItemVariant;
  buy: BuyAction;
  onTryOn: () => void;
  /** issue 18 §3: buy it for another member. */
  onGift?: () => void;
}

/** One shop item (spec 2 §2): sprite, name, colour, price, stock and expiry, Try On and Buy. */
export function ShopItemCard({ item, buy, onTryOn, onGift }: ShopItemCardProps) {
  const headingId = useId();
  const stock = stockText(item);
  const expiry = item.available ? expiryText(item.expires_at) : null;
  return (
    <article className="shop-card card" aria-label={item.name}>
      <div className="shop-card__art">
        <ItemSprite item={item} width={132} height={150} />
      </div>
      <div className="shop-card__body">
        <h2 id={headingId} className="shop-card__name">
          <Link to={itemPath(item.id)}>{item.design_name}</Link>
        </h2>
        <p className="shop-card__variant">
          <Swatch color={item.hex_color} /> {item.variant_name}
        </p>
        <p className="shop-card__meta">
          {FILTER_LABELS[item.category as ShopFilter] ?? item.category}
          {item.creator && ` · by ${item.creator}`}
        </p>
        <p className="shop-card__price">
          <Price item={item} />
        </p>
        {(stock || expiry) && (
          <p className="shop-card__facts">
            {stock && (
              <span className={item.remaining_stock === 0 ? 'shop-card__sold-out' : undefined}>{stock}</span>
            )}
            {expiry && <span>{expiry}</span>}
          </p>
        )}
      </div>
      <div className="shop-card__actions">
        <Button variant="secondary" size="sm" onClick={onTryOn} aria-describedby={headingId}>
          Try On
        </Button>
        {onGift && item.available && (
          <Button variant="secondary" size="sm" onClick={onGift} aria-describedby={headingId}>
            Gift
          </Button>
        )}
        <Button size="sm" disabled={buy.disabled} onClick={buy.onClick} aria-describedby={headingId}>
          {buy.label}
        </Button>
      </div>
    </article>
  );
}

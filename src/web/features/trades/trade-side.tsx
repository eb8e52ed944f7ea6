import type { TradeSide } from '../../../common/trades.ts';
import { ItemSprite } from '../../ui/avatar/item-sprite.tsx';
import { CoinAmount, GemAmount } from '../../ui/balance.tsx';

/** One side of a trade: its items as small tiles, then its coins and gems. */
export function TradeSideList({ title, side }: { title: string; side: TradeSide }) {
  const empty = side.items.length === 0 && side.coins === 0 && side.gems === 0;
  return (
    <section className="trade-side">
      <h3 className="trade-side__title">{title}</h3>
      {empty ? (
        <p className="trade-side__none">Nothing</p>
      ) : (
        <ul className="trade-side__items">
          {side.items.map((item) => (
            <li key={item.id} className="trade-side__item">
              <ItemSprite item={item} width={48} height={56} />
              <span>{item.name}</span>
            </li>
          ))}
          {side.coins > 0 && (
            <li className="trade-side__item">
              <CoinAmount amount={side.coins} />
            </li>
          )}
          {side.gems > 0 && (
            <li className="trade-side__item">
              <GemAmount amount={side.gems} />
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

import type { ItemVariant } from '../../../common/shop-types.ts';
import type { TradeParty } from '../../../common/trades.ts';
import { AvatarCanvas } from '../../ui/avatar/avatar-canvas.tsx';
import { outfitAfter } from './after-trade.ts';

export interface TradeFigure {
  party: TradeParty;
  /** The items this member gives away and gets. */
  giving: number[];
  getting: ItemVariant[];
  label: string;
}

/** Both members side by side, each drawn wearing what they would get (issue 18 §3). */
export function TradeAvatars({ figures }: { figures: [TradeFigure, TradeFigure] }) {
  return (
    <div className="trade-avatars">
      {figures.map((figure) => (
        <figure key={figure.party.id} className="trade-avatars__figure">
          <div className="avatar-frame trade-avatars__frame">
            <AvatarCanvas
              outfit={outfitAfter(figure.party.avatar, figure.giving, figure.getting)}
              size="large"
            />
          </div>
          <figcaption className="trade-avatars__caption">{figure.label}</figcaption>
        </figure>
      ))}
    </div>
  );
}

import { formatCount } from '../../common/format-count.ts';
import { PixelSprite } from './pixel-sprite.tsx';
import { coinIcon, gemIcon } from './sprites.ts';
import './balance.css';

/** A price or amount in coins: the CitoCoin icon and the number. */
export function CoinAmount({ amount }: { amount: number }) {
  return (
    <span className="amount">
      <PixelSprite sprite={coinIcon} scale={2} title="CitoCoin" /> {formatCount(amount)}
    </span>
  );
}

export function GemAmount({ amount }: { amount: number }) {
  return (
    <span className="amount">
      <PixelSprite sprite={gemIcon} scale={2} title={amount === 1 ? 'gem' : 'gems'} /> {formatCount(amount)}
    </span>
  );
}

/** The member's coins and gems as two chips, for a line that says more (the account, the home page). */
export function BalanceChips({ coins, gems }: { coins: number; gems: number }) {
  return (
    <>
      <span className="chip balance__coins">
        <PixelSprite sprite={coinIcon} scale={2} /> {formatCount(coins)} CitoCoin
      </span>
      <span className="chip balance__gems">
        <PixelSprite sprite={gemIcon} scale={2} /> {formatCount(gems)} {gems === 1 ? 'gem' : 'gems'}
      </span>
    </>
  );
}

/** The member's coins and gems as two chips. */
export function Balance({ coins, gems, className }: { coins: number; gems: number; className?: string }) {
  return (
    <p className={['balance', className].filter(Boolean).join(' ')}>
      <span className="visually-hidden">Your balance: </span>
      <BalanceChips coins={coins} gems={gems} />
    </p>
  );
}

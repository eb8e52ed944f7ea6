import { formatCount } from '../../../common/format-count.ts';
import type { TradeSide, TradeStatus, TradeView } from '../../../common/trades.ts';

export const STATUS_LABELS: Record<TradeStatus, string> = {
  open: 'Open',
  accepted: 'Done',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** "Pixel Cap (Red) and 30 coins", or "nothing". */
export function sideText(side: TradeSide): string {
  const parts = side.items.map((item) => item.name);
  if (side.coins > 0) parts.push(`${formatCount(side.coins)} coins`);
  if (side.gems > 0) parts.push(`${formatCount(side.gems)} ${side.gems === 1 ? 'gem' : 'gems'}`);
  if (parts.length === 0) return 'nothing';
  return parts.length === 1 ? (parts[0] as string) : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The trade from the viewer's side: "You give … · you get …". */
export function tradeSummary(trade: TradeView, myId: number): string {
  const mine = trade.from.id === myId;
  const [give, get] = mine ? [trade.give, trade.get] : [trade.get, trade.give];
  return `You give ${sideText(give)} · you get ${sideText(get)}`;
}

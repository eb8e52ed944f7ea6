import type { InventoryItem } from '../../../common/shop-types.ts';
import {
  TRADE_COINS_MAX,
  TRADE_GEMS_MAX,
  TRADE_ITEMS_MAX,
  type TradeSideInput,
} from '../../../common/trades.ts';
import { Card } from '../../ui/card.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { ItemPicker } from '../../ui/item-picker.tsx';

/** One side of an offer as typed: picked items, and amounts as the inputs hold them. */
export interface SideDraft {
  ids: number[];
  coins: string;
  gems: string;
}

export const EMPTY_SIDE: SideDraft = { ids: [], coins: '0', gems: '0' };

const amount = (value: string, max: number) => Math.min(max, Math.max(0, Math.floor(Number(value) || 0)));

/** The draft as the API takes it: whole, non-negative amounts within the limits. */
export function sideInput(draft: SideDraft): TradeSideInput {
  return {
    variant_ids: draft.ids,
    coins: amount(draft.coins, TRADE_COINS_MAX),
    gems: amount(draft.gems, TRADE_GEMS_MAX),
  };
}

interface SideFormProps {
  /** "give" or "get", as in "Coins you give". */
  verb: 'give' | 'get';
  owner: string;
  items: InventoryItem[];
  draft: SideDraft;
  onChange: (draft: SideDraft) => void;
}

/** Choosing one side of an offer: items from its owner's tradeable items, coins and gems. */
export function SideForm({ verb, owner, items, draft, onChange }: SideFormProps) {
  const amountField = (key: 'coins' | 'gems', max: number) => (
    <TextField
      label={`${key === 'coins' ? 'Coins' : 'Gems'} you ${verb}`}
      type="number"
      min={0}
      max={max}
      value={draft[key]}
      onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
    />
  );
  return (
    <Card className="trade-form__side">
      <h2 className="trade-detail__heading">You {verb}</h2>
      <ItemPicker
        legend={`${owner} items (up to ${TRADE_ITEMS_MAX})`}
        items={items}
        selected={draft.ids}
        onChange={(ids) => onChange({ ...draft, ids })}
        multiple
        max={TRADE_ITEMS_MAX}
        empty={`${owner === 'Your' ? 'You have' : 'They have'} no items to trade.`}
      />
      <div className="trade-form__amounts">
        {amountField('coins', TRADE_COINS_MAX)}
        {amountField('gems', TRADE_GEMS_MAX)}
      </div>
    </Card>
  );
}

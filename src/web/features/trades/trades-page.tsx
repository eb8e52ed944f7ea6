import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { GiftView, TradeView } from '../../../common/trades.ts';
import { useGifts } from '../../api/gifts.ts';
import { useCurrentUser } from '../../api/session.ts';
import { ItemSprite } from '../../ui/avatar/item-sprite.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { Notice } from '../../ui/status.tsx';
import { useTradeEvents, useTrades } from './api.ts';
import { STATUS_LABELS, tradeSummary } from './trade-words.ts';
import './trades.css';

function TradeRow({ trade, myId }: { trade: TradeView; myId: number }) {
  const mine = trade.from.id === myId;
  const other = mine ? trade.to : trade.from;
  return (
    <li className="trade-row">
      <img
        className="trade-row__avatar"
        src={other.avatar_url.replace('?', '?size=small&')}
        alt=""
        width={52}
        height={85}
      />
      <div className="trade-row__body">
        <Link to={`/trades/${trade.id}`} className="trade-row__title">
          {mine ? `Your offer to ${other.username}` : `Offer from ${other.username}`}
        </Link>
        <p className="trade-row__summary">{tradeSummary(trade, myId)}</p>
        <p className="trade-row__meta">
          <span className={`trade-status trade-status--${trade.status}`}>{STATUS_LABELS[trade.status]}</span>{' '}
          <RelativeTime date={trade.resolved_at ?? trade.created_at} />
        </p>
      </div>
    </li>
  );
}

function GiftRow({ gift, received }: { gift: GiftView; received: boolean }) {
  const who = received ? (gift.from?.username ?? 'A former member') : gift.to.username;
  return (
    <li className="gift-row">
      <ItemSprite item={gift.item} width={56} height={64} />
      <div>
        <p className="gift-row__title">
          {received ? `${who} gave you ${gift.item.name}` : `You gave ${gift.item.name} to ${who}`}
        </p>
        {gift.message && <blockquote className="gift-row__message">{gift.message}</blockquote>}
        <p className="trade-row__meta">
          <RelativeTime date={gift.created_at} />
        </p>
      </div>
    </li>
  );
}

/** A titled panel that is a named region, so each list can be found by its title. */
function ListPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card panel" aria-labelledby={id}>
      <header className="panel__header">
        <h2 id={id} className="panel__title">
          {title}
        </h2>
      </header>
      <div className="panel__body">{children}</div>
    </section>
  );
}

/** /trades (issue 18 §3): open offers both ways, past trades, and gifts received and sent. */
export function TradesPage() {
  const me = useCurrentUser();
  const trades = useTrades();
  const gifts = useGifts();
  useTradeEvents();
  if (!me) return null;
  const all = trades.data?.trades ?? [];
  const open = all.filter((trade) => trade.status === 'open');
  const past = all.filter((trade) => trade.status !== 'open');
  const list = (items: TradeView[], empty: string) =>
    trades.isPending ? (
      <p aria-busy="true">Loading…</p>
    ) : items.length ? (
      <ul className="trade-list">
        {items.map((trade) => (
          <TradeRow key={trade.id} trade={trade} myId={me.id} />
        ))}
      </ul>
    ) : (
      <EmptyState title={empty} />
    );
  const giftList = (items: GiftView[], received: boolean, empty: string) =>
    items.length ? (
      <ul className="trade-list">
        {items.map((gift) => (
          <GiftRow key={gift.id} gift={gift} received={received} />
        ))}
      </ul>
    ) : (
      <EmptyState title={empty} />
    );

  return (
    <div className="page trades-page">
      <PageHeader
        title="Trades & Gifts"
        subtitle="Swap items, coins and gems with other members, and see the gifts you were given."
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Trades & Gifts' }]}
        actions={<ButtonLink to="/trades/new">New trade</ButtonLink>}
      />
      {trades.isError && <Notice tone="error">Your trades could not be loaded. Please try again.</Notice>}
      <div className="trades-page__grid">
        <ListPanel title="Open offers">{list(open, 'No open offers')}</ListPanel>
        <ListPanel title="Past trades">{list(past, 'No trades yet')}</ListPanel>
      </div>
      <div className="trades-page__grid" id="gifts">
        <ListPanel title="Gifts received">
          {giftList(gifts.data?.received ?? [], true, 'No gifts yet')}
        </ListPanel>
        <ListPanel title="Gifts sent">
          {giftList(gifts.data?.sent ?? [], false, 'No gifts sent yet')}
        </ListPanel>
      </div>
    </div>
  );
}

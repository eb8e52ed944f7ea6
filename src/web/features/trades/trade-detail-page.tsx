import { useParams } from 'react-router';
import { failureMessage } from '../../api/client.ts';
import { useCurrentUser } from '../../api/session.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { Notice, Status, useStatus } from '../../ui/status.tsx';
import { type TradeAnswer, useAnswerTrade, useTrade, useTradeEvents } from './api.ts';
import { TradeAvatars } from './trade-avatars.tsx';
import { TradeSideList } from './trade-side.tsx';
import { STATUS_LABELS } from './trade-words.ts';
import './trades.css';

const CRUMBS = [
  { label: 'Home', to: '/home' },
  { label: 'Trades & Gifts', to: '/trades' },
];

/** /trades/{id}: both avatars as they would look, both sides, and the answers the viewer may give. */
export function TradeDetailPage() {
  const id = Number(useParams().id);
  const me = useCurrentUser();
  const query = useTrade(id);
  const answer = useAnswerTrade(id);
  const [status, showStatus] = useStatus();
  useTradeEvents();
  if (!me) return null;
  if (query.isPending)
    return (
      <div className="page">
        <p aria-busy="true">Loading…</p>
      </div>
    );
  if (query.isError || !query.data)
    return (
      <div className="page">
        <PageHeader title="Trade" breadcrumbs={CRUMBS} />
        <Notice tone="error">{failureMessage(query.error, 'This trade could not be loaded.')}</Notice>
      </div>
    );
  const trade = query.data.trade;
  const mine = trade.from.id === me.id;
  const other = mine ? trade.to : trade.from;
  const act = (verb: TradeAnswer) =>
    answer.mutate(verb, {
      onSuccess: (result) => showStatus(result.message ?? 'Done.', 'success'),
      onError: (error) => showStatus(failureMessage(error, 'That did not work. Please try again.'), 'error'),
    });
  const open = trade.status === 'open';

  return (
    <div className="page trade-detail">
      <PageHeader
        title={mine ? `Your offer to ${other.username}` : `Offer from ${other.username}`}
        breadcrumbs={CRUMBS}
        subtitle={
          <>
            <span className={`trade-status trade-status--${trade.status}`}>
              {STATUS_LABELS[trade.status]}
            </span>{' '}
            {open ? (
              <>
                · held until{' '}
                {new Date(trade.expires_at).toLocaleDateString(undefined, { dateStyle: 'medium' })}
              </>
            ) : (
              trade.resolved_at && <RelativeTime date={trade.resolved_at} />
            )}
          </>
        }
      />
      <Card className="trade-detail__card">
        <h2 className="trade-detail__heading">{open ? 'After the trade' : 'The trade'}</h2>
        <TradeAvatars
          figures={[
            {
              party: trade.from,
              giving: trade.give.items.map((item) => item.id),
              getting: trade.get.items,
              label: mine ? 'You' : trade.from.username,
            },
            {
              party: trade.to,
              giving: trade.get.items.map((item) => item.id),
              getting: trade.give.items,
              label: mine ? trade.to.username : 'You',
            },
          ]}
        />
        <div className="trade-detail__sides">
          <TradeSideList title={mine ? 'You give' : `${trade.from.username} gives`} side={trade.give} />
          <TradeSideList title={mine ? `${trade.to.username} gives` : 'You give'} side={trade.get} />
        </div>
        {trade.message && <blockquote className="gift-row__message">{trade.message}</blockquote>}
        {open && (
          <div className="button-row">
            {mine ? (
              <Button variant="danger" busy={answer.isPending} onClick={() => act('cancel')}>
                Cancel offer
              </Button>
            ) : (
              <>
                <Button busy={answer.isPending} busyLabel="Trading…" onClick={() => act('accept')}>
                  Accept trade
                </Button>
                <Button variant="secondary" disabled={answer.isPending} onClick={() => act('decline')}>
                  Decline
                </Button>
              </>
            )}
          </div>
        )}
        <Status status={status} />
      </Card>
    </div>
  );
}

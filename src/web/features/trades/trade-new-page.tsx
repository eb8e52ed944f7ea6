import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TRADE_MESSAGE_MAX } from '../../../common/trades.ts';
import { failureMessage } from '../../api/client.ts';
import { useTradeMember } from '../../api/gifts.ts';
import { useCurrentUser } from '../../api/session.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Notice } from '../../ui/status.tsx';
import { useCreateTrade } from './api.ts';
import { TradeAvatars } from './trade-avatars.tsx';
import { EMPTY_SIDE, type SideDraft, SideForm, sideInput } from './trade-side-form.tsx';
import './trades.css';

const CRUMBS = [
  { label: 'Home', to: '/home' },
  { label: 'Trades & Gifts', to: '/trades' },
  { label: 'New trade' },
];

/** Asks whom to trade with, when the screen was opened without `?to=`. */
function ChooseMember() {
  const [, setParams] = useSearchParams();
  const [name, setName] = useState('');
  return (
    <Card>
      <form
        className="trade-form__who"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) setParams({ to: name.trim() });
        }}
      >
        <TextField
          label="Trade with (username)"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={24}
        />
        <Button type="submit">Continue</Button>
      </form>
    </Card>
  );
}

/** /trades/new?to=username (issue 18 §3): pick both sides and see both avatars as they would be. */
export function TradeNewPage() {
  const [params] = useSearchParams();
  const to = params.get('to');
  const me = useCurrentUser();
  const mine = useTradeMember(me?.username ?? null);
  const theirs = useTradeMember(to);
  const create = useCreateTrade();
  const navigate = useNavigate();
  const [give, setGive] = useState<SideDraft>(EMPTY_SIDE);
  const [get, setGet] = useState<SideDraft>(EMPTY_SIDE);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!me) return null;
  if (!to)
    return (
      <div className="page">
        <PageHeader title="New trade" breadcrumbs={CRUMBS} />
        <ChooseMember />
      </div>
    );
  if (mine.isPending || theirs.isPending)
    return (
      <div className="page">
        <p aria-busy="true">Loading…</p>
      </div>
    );
  if (!mine.data || !theirs.data)
    return (
      <div className="page">
        <PageHeader title="New trade" breadcrumbs={CRUMBS} />
        <Notice tone="error">
          {failureMessage(theirs.error ?? mine.error, 'This member could not be found.')}
        </Notice>
        <ChooseMember />
      </div>
    );
  const partner = theirs.data.member;
  const byId = new Map([...mine.data.items, ...theirs.data.items].map((item) => [item.id, item]));
  const pick = (ids: number[]) => ids.flatMap((id) => byId.get(id) ?? []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    create.mutate(
      {
        to: partner.username,
        give: sideInput(give),
        get: sideInput(get),
        message,
      },
      {
        onSuccess: (answer) => navigate(`/trades/${answer.trade.id}`),
        onError: (failure) =>
          setError(failureMessage(failure, 'The offer could not be sent. Please try again.')),
      },
    );
  };

  return (
    <div className="page trade-new">
      <PageHeader title={`Trade with ${partner.username}`} breadcrumbs={CRUMBS} />
      <form onSubmit={submit} className="trade-form">
        <Card className="trade-form__preview">
          <h2 className="trade-detail__heading">After the trade</h2>
          <TradeAvatars
            figures={[
              { party: mine.data.member, giving: give.ids, getting: pick(get.ids), label: 'You' },
              { party: partner, giving: get.ids, getting: pick(give.ids), label: partner.username },
            ]}
          />
        </Card>
        <div className="trade-form__sides">
          <SideForm verb="give" owner="Your" items={mine.data.items} draft={give} onChange={setGive} />
          <SideForm
            verb="get"
            owner={`${partner.username}'s`}
            items={theirs.data.items}
            draft={get}
            onChange={setGet}
          />
        </div>
        <Card className="trade-form__send">
          <TextField
            label="Message (optional)"
            value={message}
            maxLength={TRADE_MESSAGE_MAX}
            onChange={(e) => setMessage(e.target.value)}
          />
          <p className="trade-form__hint">
            What you give is held until {partner.username} answers, you cancel, or 7 days pass.
          </p>
          {error && <Notice tone="error">{error}</Notice>}
          <div className="button-row">
            <Button type="submit" busy={create.isPending} busyLabel="Sending…">
              Send offer
            </Button>
          </div>
        </Card>
      </form>
    </div>
  );
}

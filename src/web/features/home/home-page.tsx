import { formatCount } from '../../../common/format-count.ts';
import { useOnlineCount } from '../../api/live/hooks.ts';
import { useCurrentUser } from '../../api/session.ts';
import { BalanceChips } from '../../ui/balance.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { DailyRewardCard } from './daily-reward.tsx';
import { HomePanels } from './home-panels.tsx';
import { useStatistics } from './statistics-api.ts';
import './home.css';

function OnlineNow() {
  const { data } = useStatistics();
  const online = useOnlineCount(data?.online_now);
  // Until the count arrives an invisible chip holds its place: on a phone it wraps to a line of its
  // own, and arriving later it pushed the cards below down (CLS, issue 20 §1).
  if (online === undefined)
    return (
      <span className="chip home-online" style={{ visibility: 'hidden' }} aria-hidden="true">
        <span className="home-online__dot" /> 0 online now
      </span>
    );
  return (
    <span className="chip home-online">
      <span className="home-online__dot" aria-hidden="true" /> {formatCount(online)} online now
    </span>
  );
}

export function HomePage() {
  const user = useCurrentUser();
  if (!user) return null;

  return (
    <div className="page">
      <Card tone="accent" className="home-hero">
        <div>
          <h1 className="home-hero__title">Welcome back, {user.username}!</h1>
          <p>Here is what is happening around Cito today.</p>
          <p className="home-hero__balance">
            <BalanceChips coins={user.coins} gems={user.gems} />
            <OnlineNow />
          </p>
        </div>
        <nav className="button-row" aria-label="Home shortcuts">
          <ButtonLink to="/forums">Browse Forums</ButtonLink>
          <ButtonLink to="/blogpost" variant="secondary">
            Latest Blog Post
          </ButtonLink>
          <ButtonLink to="/statistics" variant="secondary">
            Statistics
          </ButtonLink>
        </nav>
      </Card>
      <DailyRewardCard />
      <HomePanels />
    </div>
  );
}

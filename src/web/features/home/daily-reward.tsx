import {
  DAILY_REWARD_COINS,
  DAILY_STREAK_DAYS,
  type DailyRewardStatus,
} from '../../../common/daily-reward.ts';
import { MSG } from '../../../common/messages.ts';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PixelSprite } from '../../ui/pixel-sprite.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { coinIcon } from '../../ui/sprites.ts';
import { Status, useStatus } from '../../ui/status.tsx';
import { useClaimDailyReward, useDailyReward } from './daily-reward-api.ts';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The 7 days of a streak: claimed ones filled, today's marked while it is open (issue 18 §1). */
function StreakPips({ reward }: { reward: DailyRewardStatus }) {
  const filled = Math.min(reward.streak, DAILY_STREAK_DAYS);
  const today = reward.claimed_today ? -1 : Math.min(reward.streak, DAILY_STREAK_DAYS - 1);
  return (
    <ol className="daily-pips" aria-label={`Streak: ${days(reward.streak)}`}>
      {DAILY_REWARD_COINS.map((coins, day) => (
        <li
          key={coins}
          className={[
            'daily-pips__pip',
            day < filled && 'daily-pips__pip--done',
            day === today && 'daily-pips__pip--today',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <span className="daily-pips__box" aria-hidden="true">
            {day < filled ? '✓' : day + 1}
          </span>
          <span className="daily-pips__coins">
            <span className="visually-hidden">Day {day + 1}: </span>
            {coins}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The home page's daily reward: the streak, today's amount, and a Claim button. */
export function DailyRewardCard() {
  const reward = useDailyReward();
  const claim = useClaimDailyReward();
  const [status, show] = useStatus(6000);

  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: (answer) => show(answer.message, 'success'),
      onError: (error) => show(failureMessage(error, MSG.dailyRewardClaimFailed), 'error'),
    });

  return (
    <Card className="daily-reward">
      <h2 className="daily-reward__title">
        <PixelSprite sprite={coinIcon} scale={3} /> Daily reward
      </h2>
      {reward.isPending ? (
        <Skeleton lines={2} label="Loading your daily reward…" />
      ) : reward.isError ? (
        <p>The daily reward could not be loaded. Please reload the page.</p>
      ) : (
        <div className="daily-reward__body">
          <StreakPips reward={reward.data} />
          <div className="daily-reward__action">
            <p className="daily-reward__streak" data-testid="daily-streak">
              {reward.data.streak > 0 ? `${days(reward.data.streak)} in a row` : 'Start a streak today'}
            </p>
            {reward.data.claimed_today ? (
              <p className="daily-reward__next">
                Come back tomorrow for <strong>{reward.data.next_coins} CitoCoin</strong>.
              </p>
            ) : (
              <Button onClick={onClaim} busy={claim.isPending} busyLabel="Claiming…">
                Claim {reward.data.next_coins} CitoCoin
              </Button>
            )}
          </div>
        </div>
      )}
      <Status status={status} />
    </Card>
  );
}

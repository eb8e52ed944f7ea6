import { ACHIEVEMENTS } from '../../../common/achievements.ts';
import { formatDate } from '../../../common/format-date.ts';
import { Panel } from '../../ui/card.tsx';
import { PixelSprite } from '../../ui/pixel-sprite.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { starIcon } from '../../ui/sprites.ts';
import { ACHIEVEMENT_SPRITES } from './achievement-sprites.ts';
import { useAchievements } from './achievements-api.ts';

/**
 * The profile's badges (issue 18 §1): every achievement, earned ones in colour with the date, the
 * others greyed out, so members see what there is still to earn.
 */
export function ProfileAchievements({ userId }: { userId: number }) {
  const { data, isPending, isError } = useAchievements(userId);
  const earned = new Map(data?.achievements.map((a) => [a.key, a.earned_at]));
  return (
    <div id="achievements" className="profile-achievements">
      <Panel title="Achievements" icon={<PixelSprite sprite={starIcon} scale={2} />}>
        {isPending ? (
          <Skeleton lines={2} label="Loading achievements…" />
        ) : isError ? (
          <p>The achievements could not be loaded.</p>
        ) : (
          <>
            <p className="profile-achievements__count">
              {earned.size} of {ACHIEVEMENTS.length} earned
            </p>
            <ul className="card-grid badge-grid">
              {ACHIEVEMENTS.map((achievement) => {
                const at = earned.get(achievement.key);
                return (
                  <li
                    key={achievement.key}
                    className={`badge-tile${at ? '' : ' badge-tile--locked'}`}
                    data-testid={`achievement-${achievement.key}`}
                    data-earned={at ? 'true' : 'false'}
                    title={achievement.description}
                  >
                    <PixelSprite
                      sprite={ACHIEVEMENT_SPRITES[achievement.key]}
                      scale={4}
                      className="badge-tile__art"
                    />
                    <span className="badge-tile__name">{achievement.name}</span>
                    <span className="badge-tile__description">{achievement.description}</span>
                    <span className="badge-tile__date">
                      {at ? `Earned ${formatDate(new Date(at), 'medium')}` : 'Not earned yet'}
                    </span>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </Panel>
    </div>
  );
}

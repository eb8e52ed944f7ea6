import { Link } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import { formatDate } from '../../../common/format-date.ts';
import { SOCIAL, type SpotlightAnswer } from '../../../common/home-social.ts';
import { AVATAR_IMAGE_SIZES } from '../../../common/shop-types.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/card.tsx';
import { Fact } from '../../ui/fact.tsx';
import { PixelSprite } from '../../ui/pixel-sprite.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { starIcon } from '../../ui/sprites.ts';
import { useSpotlight } from './spotlight-api.ts';
import './spotlight.css';

/** The figure at a whole multiple of its size, so every pixel of the art stays a crisp square. */
const FIGURE_SCALE = 2;
const FIGURE = AVATAR_IMAGE_SIZES.figure;
/** Badges shown by name; the rest are counted. */
const BADGES_SHOWN = 4;
/** Today's member in the spotlight (issue 19 §3). */
export function SpotlightPanel() {
  const { data, isPending, isError } = useSpotlight();
  if (isPending) return <Skeleton lines={4} label="Loading the spotlight…" />;
  if (isError) return <EmptyState title="Could not load this">Please try again in a moment.</EmptyState>;
  if (!data.member)
    return (
      <div className="spotlight-empty">
        <EmptyState title="Spotlight">{SOCIAL.spotlightEmpty}</EmptyState>
        <ButtonLink to="/wardrobe" variant="secondary" size="sm">
          Open the wardrobe
        </ButtonLink>
      </div>
    );
  return <SpotlightMember member={data.member} />;
}

function SpotlightMember({ member }: { member: NonNullable<SpotlightAnswer['member']> }) {
  const profile = `/profile/${encodeURIComponent(member.username)}`;
  const badges = member.achievements;
  return (
    <div className="spotlight" data-testid="spotlight">
      <div className="spotlight__stage">
        <img
          className="spotlight__figure"
          src={member.avatar_url}
          alt={`${member.username}'s avatar`}
          width={FIGURE.width * FIGURE_SCALE}
          height={FIGURE.height * FIGURE_SCALE}
        />
      </div>
      <div className="spotlight__about">
        <p className="spotlight__name">
          <Link to={profile}>{member.username}</Link>
        </p>
        <dl className="spotlight__facts">
          <Fact term="Joined">{formatDate(new Date(member.joined), 'medium')}</Fact>
          <Fact term="Posts">{formatCount(member.post_count)}</Fact>
          <Fact term="Best Tile Tumble">{member.best_score > 0 ? formatCount(member.best_score) : '—'}</Fact>
        </dl>
        {badges.length > 0 && (
          <ul className="inline-list spotlight__badges" aria-label={`${badges.length} achievements`}>
            {badges.slice(0, BADGES_SHOWN).map((badge) => (
              <li key={badge.key} className="spotlight__badge" title={badge.description}>
                <PixelSprite sprite={starIcon} scale={2} />
                {badge.name}
              </li>
            ))}
            {badges.length > BADGES_SHOWN && (
              <li className="spotlight__badge spotlight__badge--more">
                +{badges.length - BADGES_SHOWN} more
              </li>
            )}
          </ul>
        )}
        <ButtonLink to={`${profile}#look`} variant="secondary" size="sm" className="spotlight__try">
          {SOCIAL.spotlightTryLook}
        </ButtonLink>
      </div>
    </div>
  );
}

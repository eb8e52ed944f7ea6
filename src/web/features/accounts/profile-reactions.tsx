import { formatCount } from '../../../common/format-count.ts';
import type { PublicUser } from '../../../common/forum-types.ts';
import { reactionSummary } from '../../../common/reactions.ts';
import { ReactionIcon } from '../../ui/reaction-icon.tsx';

/** The profile's "Reactions received" fact: the total, and each reaction's count (issue 17 §3). */
export function ProfileReactions({ received }: { received: PublicUser['reactions_received'] | undefined }) {
  const total = received?.total ?? 0;
  return (
    <div className="profile-facts__wide">
      <dt>Reactions received</dt>
      <dd>
        {formatCount(total)}
        {received && received.by_reaction.length > 0 && (
          <ul className="inline-list profile-reactions" aria-label="Reactions received, by reaction">
            {received.by_reaction.map(({ reaction, count }) => (
              <li key={reaction} aria-label={reactionSummary(reaction, count)}>
                <ReactionIcon reaction={reaction} />
                <span aria-hidden="true">{formatCount(count)}</span>
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}

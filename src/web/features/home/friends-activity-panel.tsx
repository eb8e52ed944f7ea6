import { SOCIAL } from '../../../common/home-social.ts';
import { EmptyState } from '../../ui/card.tsx';

/** What friends did recently (issue 19 §2). */
export function FriendsActivityPanel() {
  return <EmptyState title="Quiet for now">{SOCIAL.activityEmpty}</EmptyState>;
}

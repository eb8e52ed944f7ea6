import { SOCIAL } from '../../../common/home-social.ts';
import { EmptyState } from '../../ui/card.tsx';

/** Today's member in the spotlight (issue 19 §3). */
export function SpotlightPanel() {
  return <EmptyState title="Spotlight">{SOCIAL.spotlightEmpty}</EmptyState>;
}

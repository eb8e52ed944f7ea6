import { EmptyState } from '../../ui/card.tsx';

/** The shoutbox (issue 19 §1). */
export function ShoutsPanel() {
  return <EmptyState title="No shouts yet">Say hi to everyone!</EmptyState>;
}

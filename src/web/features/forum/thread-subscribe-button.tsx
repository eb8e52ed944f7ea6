import { Button } from '../../ui/button.tsx';
import type { Tone } from '../../ui/status.tsx';
import { useSubscription } from './api.ts';
import { FORUM_MSG } from './forum-messages.ts';
import { useSetSubscribed } from './thread-mutations.ts';

/** Spec 1 §4: the status is checked on load when logged in; a failed check reads as not subscribed. */
export function ThreadSubscribeButton({
  threadId,
  showStatus,
}: {
  threadId: number;
  showStatus: (text: string, tone: Tone) => void;
}) {
  const { data: subscribed = false, isPending } = useSubscription(threadId, true);
  const change = useSetSubscribed(threadId);

  const toggle = () =>
    change.mutate(!subscribed, {
      onSuccess: ({ subscribed: now }) =>
        showStatus(now ? 'Subscribed: you will hear about new replies' : 'Unsubscribed', 'success'),
      onError: () =>
        showStatus(subscribed ? FORUM_MSG.unsubscribeFailed : FORUM_MSG.subscribeFailed, 'error'),
    });

  return (
    <Button
      variant={subscribed ? 'secondary' : 'primary'}
      size="sm"
      disabled={isPending}
      busy={change.isPending}
      onClick={toggle}
    >
      {subscribed ? 'Unsubscribe' : 'Subscribe'}
    </Button>
  );
}

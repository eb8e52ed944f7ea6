import { useState } from 'react';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { useMarkCategoryRead } from './unread.ts';

/** issue 17 §5: "Mark all as read" for a category, in its toolbar (members only). */
export function MarkReadButton({ categoryId }: { categoryId: number }) {
  const mark = useMarkCategoryRead(categoryId);
  const [said, setSaid] = useState('');
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="category-toolbar__mark-read"
        busy={mark.isPending}
        busyLabel="Marking…"
        onClick={() =>
          mark.mutate(undefined, {
            onSuccess: () => setSaid('All threads in this category are marked as read.'),
            onError: (error) => setSaid(failureMessage(error, 'Could not mark the threads as read.')),
          })
        }
      >
        Mark all as read
      </Button>
      <span className="visually-hidden" role="status">
        {said}
      </span>
    </>
  );
}

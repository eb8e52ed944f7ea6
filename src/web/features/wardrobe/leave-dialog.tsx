import { useId } from 'react';
import type { Blocker } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { useModal } from '../../ui/use-modal.ts';
import '../../ui/modal-dialog.css';

/**
 * Issue 18 §4: leaving the wardrobe with unsaved changes asks first (a link inside the app; the
 * browser itself asks on reload or closing the tab, use-working-copy.ts).
 */
export function LeaveWardrobeDialog({ blocker }: { blocker: Blocker }) {
  const id = useId();
  const open = blocker.state === 'blocked';
  const dialog = useModal(open);
  return (
    <dialog
      ref={dialog}
      className="modal-dialog card"
      aria-labelledby={`${id}-title`}
      onClose={() => blocker.state === 'blocked' && blocker.reset()}
    >
      <h2 id={`${id}-title`} className="modal-dialog__title">
        Leave without saving?
      </h2>
      <p className="modal-dialog__lead">Your avatar has changes you have not saved. They will be lost.</p>
      <div className="leave-dialog__actions">
        <Button onClick={() => blocker.state === 'blocked' && blocker.reset()}>Stay and keep editing</Button>
        <Button variant="danger" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
          Leave without saving
        </Button>
      </div>
    </dialog>
  );
}

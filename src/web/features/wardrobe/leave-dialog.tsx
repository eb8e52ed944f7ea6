import type { Blocker } from '../../app/router.tsx';
import { Button } from '../../ui/button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';

/**
 * Issue 18 §4: leaving the wardrobe with unsaved changes asks first (a link inside the app; the
 * browser itself asks on reload or closing the tab, use-working-copy.ts).
 */
export function LeaveWardrobeDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  return (
    <ModalDialog
      open={open}
      title="Leave without saving?"
      onClose={() => blocker.state === 'blocked' && blocker.reset()}
    >
      <p className="modal-dialog__lead">Your avatar has changes you have not saved. They will be lost.</p>
      <div className="leave-dialog__actions">
        <Button onClick={() => blocker.state === 'blocked' && blocker.reset()}>Stay and keep editing</Button>
        <Button variant="danger" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
          Leave without saving
        </Button>
      </div>
    </ModalDialog>
  );
}

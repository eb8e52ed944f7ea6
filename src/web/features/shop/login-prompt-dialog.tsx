import { useId } from 'react';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { useModal } from '../../ui/use-modal.ts';
import '../../ui/modal-dialog.css';

/** Visitors browse the shop; trying on and buying ask them to sign in first. */
export function LoginPromptDialog({ action, onClose }: { action: string | null; onClose: () => void }) {
  const id = useId();
  const dialog = useModal(action !== null);
  return (
    <dialog
      ref={dialog}
      className="modal-dialog card login-prompt"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
    >
      <h2 id={`${id}-title`}>Log in to {action ?? 'continue'}</h2>
      <p>Members can try items on their own avatar and buy them with CitoCoin and gems.</p>
      <div className="button-row">
        <ButtonLink to="/">Sign In</ButtonLink>
        <ButtonLink to="/signup" variant="secondary">
          Create an account
        </ButtonLink>
        <Button variant="ghost" onClick={onClose}>
          Not now
        </Button>
      </div>
    </dialog>
  );
}

import { Button, ButtonLink } from '../../ui/button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';

/** Visitors browse the shop; trying on and buying ask them to sign in first. */
export function LoginPromptDialog({ action, onClose }: { action: string | null; onClose: () => void }) {
  return (
    <ModalDialog
      open={action !== null}
      title={`Log in to ${action ?? 'continue'}`}
      titleClassName=""
      className="login-prompt"
      onClose={onClose}
    >
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
    </ModalDialog>
  );
}

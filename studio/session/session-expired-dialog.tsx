/**
 * "Your session has ended — sign in again": a modal over the studio, which stays mounted underneath with every
 * unsaved edit; signing in closes it and the studio carries on (what failed is retried).
 */
import { Dialog } from 'radix-ui';
import { SignInForm } from './sign-in-form.tsx';
import './session.css';
import '../publish/publish.css';

/** Props of SessionExpiredDialog. */
export interface SessionExpiredDialogProps {
  open: boolean;
  email: string;
  onSignIn(email: string, password: string): Promise<void>;
  onSignOut(): void;
}

/** The modal sign-in; it cannot be dismissed, only answered by signing in (or signing out). */
export function SessionExpiredDialog({ open, email, onSignIn, onSignOut }: SessionExpiredDialogProps) {
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="st-pub-overlay st-session-overlay" />
        <Dialog.Content
          className="st-pub-dialog st-session-dialog"
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
        >
          <Dialog.Title className="st-pub-dialog__title">Your session has ended — sign in again</Dialog.Title>
          <Dialog.Description className="st-muted">
            Everything you were doing is kept, including text you have not saved yet. Sign in and carry on where you left off.
          </Dialog.Description>
          <SignInForm initialEmail={email} onSignIn={onSignIn} />
          <p className="st-sign-in__note">
            Someone else at this computer?{' '}
            <button type="button" className="st-link" onClick={onSignOut}>
              Sign out instead
            </button>{' '}
            (your unsaved text stays in this browser).
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * "Reset password…" on a staff account (the sign-in page sends someone who forgot theirs to an admin): the admin types
 * a new password of at least 12 characters and tells it to the person; their sessions end at once. Audited.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { resetPassword, type StaffUser } from '../studio-api.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { failureWords } from './failure-words.ts';

/** The button and its dialog for one account. */
export function ResetPassword({ user, disabled }: { user: StaffUser; disabled: boolean }) {
  const client = useStudioClient();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const [tried, setTried] = useState(false);
  const reset = useMutation({ mutationFn: (next: string) => resetPassword(client, user.id, next) });
  const short = password.length < 12;
  const failure = reset.error ? failureWords(reset.error, 'the password was not changed') : null;
  const close = () => {
    setOpen(false);
    setPassword('');
    setTried(false);
    reset.reset();
  };
  const confirm = () => {
    setTried(true);
    if (short || reset.isPending) return;
    reset.mutate(password, {
      onSuccess: () => {
        setDone(true);
        close();
      },
    });
  };
  return (
    <>
      <button
        type="button"
        className="st-button st-button--small"
        disabled={disabled}
        onClick={() => {
          setDone(false);
          setOpen(true);
        }}
      >
        Reset password…
      </button>
      {done ? (
        <span role="status" className="st-muted ad-reset-done">
          New password set
        </span>
      ) : null}
      <ConfirmDialog
        open={open}
        title={`Reset ${user.name}'s password?`}
        confirmLabel="Set new password"
        sendingLabel="Setting…"
        sending={reset.isPending}
        failure={failure ?? (tried && short ? 'The password needs at least 12 characters.' : null)}
        onConfirm={confirm}
        onCancel={close}
      >
        <p>{user.name} is signed out everywhere and signs in with the new password. Tell it to them yourself, not by e-mail.</p>
        <label htmlFor={`${ids}-password`}>New password (at least 12 characters)</label>
        <input
          id={`${ids}-password`}
          className="st-input"
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </ConfirmDialog>
    </>
  );
}

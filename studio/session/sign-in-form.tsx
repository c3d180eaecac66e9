/** The e-mail and password form of the sign-in page and of the "session has ended" dialog. */
import { useId, useRef, useState, type FormEvent } from 'react';
import { StudioApiError } from '../studio-api.ts';

/** Props of SignInForm. */
export interface SignInFormProps {
  initialEmail?: string;
  /** Signs in; a thrown StudioApiError's message is shown. */
  onSignIn(email: string, password: string): Promise<void>;
}

/** What a failed sign-in says: the server's own words (wrong password, too many tries), or that it did not answer. */
export function signInFailureText(err: unknown): string {
  if (err instanceof StudioApiError && err.status === 0) return 'The studio server is not answering. Check your connection and try again.';
  if (err instanceof StudioApiError && err.message) return err.message;
  return `Signing in failed: ${err instanceof Error ? err.message : String(err)}`;
}

/** E-mail, password and "Sign in" (disabled while sending); a failure is said under the fields and keeps what was typed. */
export function SignInForm({ initialEmail = '', onSignIn }: SignInFormProps) {
  const ids = useId();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sendingNow = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sendingNow.current) return;
    if (email.trim() === '' || password === '') {
      setFailure('Enter your e-mail address and your password.');
      return;
    }
    sendingNow.current = true;
    setSending(true);
    setFailure(null);
    try {
      await onSignIn(email.trim(), password);
    } catch (err) {
      setFailure(signInFailureText(err));
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  }

  return (
    <form className="st-sign-in__form" onSubmit={submit} noValidate aria-label="Sign in">
      <div className="st-pub-field">
        <label htmlFor={`${ids}-email`}>E-mail</label>
        <input
          id={`${ids}-email`}
          className="st-input"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoFocus={initialEmail === ''}
        />
      </div>
      <div className="st-pub-field">
        <label htmlFor={`${ids}-password`}>Password</label>
        <input
          id={`${ids}-password`}
          className="st-input"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoFocus={initialEmail !== ''}
        />
      </div>
      {failure ? (
        <p role="alert" className="st-sign-in__failure">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="st-button st-button--primary st-sign-in__submit" disabled={sending}>
        {sending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}

/** The page shown while nobody is signed in: the studio's name, what it is for, and the sign-in form. */
import { SignInForm } from './sign-in-form.tsx';
import './session.css';

/** Props of SignInPage. */
export interface SignInPageProps {
  onSignIn(email: string, password: string): Promise<void>;
}

/** A calm, centred card with the sign-in form. */
export function SignInPage({ onSignIn }: SignInPageProps) {
  return (
    <main className="st-sign-in">
      <section className="st-sign-in__card" aria-labelledby="st-sign-in-title">
        <h1 id="st-sign-in-title" className="st-sign-in__title">
          Hatid Studio
        </h1>
        <p className="st-sign-in__lead">Sign in with your staff account to edit, review and publish the app's screens.</p>
        <SignInForm onSignIn={onSignIn} />
        <p className="st-sign-in__note">No account yet, or forgot your password? Ask an admin of your team.</p>
      </section>
    </main>
  );
}

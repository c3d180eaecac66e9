/** The Staff tab (admins only): staff accounts with their roles, a form for a new account, and the review rules per screen. */
import { useQuery } from '@tanstack/react-query';
import type { SessionInfo } from '../studio-api.ts';
import { failedToLoad } from '../server-state/query-state.ts';
import { userList } from '../server-state/studio-queries.ts';
import { failureWords } from './failure-words.ts';
import { NewUserForm } from './new-user-form.tsx';
import { ReviewRules } from './review-rules.tsx';
import { UserTable } from './user-table.tsx';
import './admin.css';
import { useStudioClient } from '../server-state/studio-connection.tsx';

/** Props of UsersView. */
export interface UsersViewProps {
  session: SessionInfo;
  onOpenScreen(id: string): void;
}

function Accounts({ selfId }: { selfId: string }) {
  const users = useQuery(userList(useStudioClient()));
  const failure = failedToLoad(users);

  return (
    <>
      <section className="ad-section" aria-labelledby="ad-accounts-title">
        <h2 id="ad-accounts-title" className="ad-section__title">
          Staff accounts
        </h2>
        {failure ? (
          <div role="alert" className="ad-failure">
            <p>The staff accounts could not be loaded: {failureWords(failure, 'nothing was loaded')}</p>
            <button type="button" className="st-button st-button--small" onClick={() => void users.refetch()}>
              Try again
            </button>
          </div>
        ) : users.data === undefined ? (
          <p className="ad-note" role="status">
            Loading the staff accounts…
          </p>
        ) : (
          <UserTable users={users.data} selfId={selfId} />
        )}
      </section>
      <section className="ad-section" aria-labelledby="ad-new-title">
        <h2 id="ad-new-title" className="ad-section__title">
          Add a staff account
        </h2>
        <NewUserForm />
      </section>
    </>
  );
}

/** The users view. */
export function UsersView({ session }: UsersViewProps) {
  if (session.user.role !== 'admin') {
    return (
      <div className="ad-view">
        <p className="ad-note">Only admins manage staff accounts.</p>
      </div>
    );
  }
  return (
    <div className="ad-view">
      <Accounts selfId={session.user.id} />
      <section className="ad-section" aria-labelledby="ad-rules-title">
        <h2 id="ad-rules-title" className="ad-section__title">
          Review rules
        </h2>
        <p className="ad-note">
          With &ldquo;Needs review&rdquo; on, an editor sends each change for review and someone else approves it before borrowers see it.
        </p>
        <ReviewRules />
      </section>
    </div>
  );
}

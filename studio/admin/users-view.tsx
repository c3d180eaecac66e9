/** The Staff tab (admins only): staff accounts with their roles, a form for a new account, and the review rules per screen. */
import { useEffect, useState } from 'react';
import { listUsers, type SessionInfo, type StaffUser } from '../studio-api.ts';
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
  const client = useStudioClient();
  const [users, setUsers] = useState<StaffUser[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    let live = true;
    setFailure(null);
    listUsers(client).then(
      (found) => live && setUsers(found),
      (err: unknown) => live && setFailure(failureWords(err, 'nothing was loaded')),
    );
    return () => {
      live = false;
    };
  }, [loads, client]);

  const updated = (user: StaffUser) => setUsers((old) => old?.map((u) => (u.id === user.id ? user : u)) ?? old);
  const created = (user: StaffUser) => setUsers((old) => [...(old ?? []).filter((u) => u.id !== user.id), user]);

  return (
    <>
      <section className="ad-section" aria-labelledby="ad-accounts-title">
        <h2 id="ad-accounts-title" className="ad-section__title">
          Staff accounts
        </h2>
        {failure ? (
          <div role="alert" className="ad-failure">
            <p>The staff accounts could not be loaded: {failure}</p>
            <button type="button" className="st-button st-button--small" onClick={() => setLoads((n) => n + 1)}>
              Try again
            </button>
          </div>
        ) : users === null ? (
          <p className="ad-note" role="status">
            Loading the staff accounts…
          </p>
        ) : (
          <UserTable users={users} selfId={selfId} onUpdated={updated} />
        )}
      </section>
      <section className="ad-section" aria-labelledby="ad-new-title">
        <h2 id="ad-new-title" className="ad-section__title">
          Add a staff account
        </h2>
        <NewUserForm onCreated={created} />
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

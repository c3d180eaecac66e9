/** The staff accounts: role and status per person, a role change, Disable / Enable and Reset password, each confirmed first. */
import { useState } from 'react';
import type { Role, StaffUser } from '../studio-api.ts';
import { roles } from '../studio-api-types.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { aRole, roleWords } from './role-words.ts';
import { failureWords } from './failure-words.ts';
import { ResetPassword } from './reset-password.tsx';
import { useUpdateUser } from './staff-writes.ts';

/** Props of UserTable. */
export interface UserTableProps {
  users: StaffUser[];
  /** The signed-in admin (their own role and account are not changed here). */
  selfId: string;
}

type Change = { role: Role } | { disabled: boolean };

function dialogWords(user: StaffUser, change: Change): { title: string; text: string; confirm: string; sending: string; danger: boolean } {
  if ('role' in change) {
    return {
      title: `Make ${user.name} ${aRole(change.role)}?`,
      text: `As ${aRole(change.role)}, ${user.name} ${roleWords[change.role]}.`,
      confirm: 'Change role',
      sending: 'Changing…',
      danger: false,
    };
  }
  return change.disabled
    ? {
        title: `Disable ${user.name}'s account?`,
        text: `${user.name} is signed out at once and cannot sign in until an admin enables the account again. Their past work stays in the history and the audit log.`,
        confirm: 'Disable account',
        sending: 'Disabling…',
        danger: true,
      }
    : {
        title: `Enable ${user.name}'s account?`,
        text: `${user.name} can sign in again with their password, as ${aRole(user.role)}.`,
        confirm: 'Enable account',
        sending: 'Enabling…',
        danger: false,
      };
}

/** The table of staff accounts. */
export function UserTable({ users, selfId }: UserTableProps) {
  const update = useUpdateUser();
  const [pending, setPending] = useState<{ user: StaffUser; change: Change } | null>(null);
  const sending = update.isPending;
  const failure = update.error ? failureWords(update.error, 'nothing changed') : null;

  const ask = (user: StaffUser, change: Change) => {
    update.reset();
    setPending({ user, change });
  };
  const confirm = () => {
    if (!pending || sending) return;
    update.mutate({ id: pending.user.id, change: pending.change }, { onSuccess: () => setPending(null) });
  };
  const words = pending ? dialogWords(pending.user, pending.change) : null;

  return (
    <>
      <table className="ad-table">
        <caption className="st-visually-hidden">Staff accounts</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="st-visually-hidden">Account</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const self = user.id === selfId;
            return (
              <tr key={user.id} aria-label={user.name} className={user.disabled ? 'ad-row ad-row--disabled' : 'ad-row'}>
                <td>
                  {user.name} {self ? <span className="st-muted">(you)</span> : null}
                </td>
                <td>{user.email}</td>
                <td>
                  <select
                    className="st-select ad-role"
                    aria-label={`Role of ${user.name}`}
                    value={user.role}
                    disabled={self || sending}
                    title={self ? 'Another admin changes your own role.' : roleWords[user.role]}
                    onChange={(event) => ask(user, { role: event.target.value as Role })}
                  >
                    {roles.map((role) => (
                      <option key={role} value={role}>
                        {role}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  {user.disabled ? (
                    <span className="st-badge st-badge--error">Disabled</span>
                  ) : (
                    <span className="st-badge st-badge--live">Active</span>
                  )}
                </td>
                <td className="ad-table__actions">
                  {self ? null : (
                    <>
                      <button
                        type="button"
                        className="st-button st-button--small"
                        disabled={sending}
                        onClick={() => ask(user, { disabled: !user.disabled })}
                      >
                        {user.disabled ? 'Enable' : 'Disable'}
                      </button>{' '}
                      <ResetPassword user={user} disabled={sending} />
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ConfirmDialog
        open={pending !== null}
        title={words?.title ?? ''}
        confirmLabel={words?.confirm ?? ''}
        sendingLabel={words?.sending ?? ''}
        danger={words?.danger ?? false}
        sending={sending}
        failure={failure}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        <p>{words?.text}</p>
      </ConfirmDialog>
    </>
  );
}

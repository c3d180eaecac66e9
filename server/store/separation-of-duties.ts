/**
 * Separation of duties on money changes (issue 29 item 7): the approver of a change request that can move money or
 * change a borrower's account must hold their reviewer or admin role since before the request was made (no grant row
 * of theirs newer than the request's `staff_epoch`), and its author must never have created their account, raised
 * their role or enabled it. Else one admin could make a reviewer account and approve their own money change with it.
 */
import type { ChangeRequestRow } from '../db/schema.ts';
import type { Tx } from './publish-steps.ts';
import { iso } from './store-context.ts';
import { roles, type Actor, type Role } from './types.ts';

/** What the audit records of an allowed approval. */
export interface ApproverStanding {
  approverRole: string;
  approverRoleSince: string;
  roleGivenBy: string;
  accountCreatedBy: string;
  requestMadeAt: string;
}

const rank = (role: string | null) => roles.indexOf(role as Role);

/** The newest staff_grant id now: what a change request records as its `staff_epoch`. */
export async function staffEpoch(tx: Tx): Promise<number> {
  const row = await tx
    .selectFrom('staff_grant')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Whether `approver` may approve the money request `cr`: the record for the audit, or why not (a sentence). */
export async function approverStanding(
  tx: Tx,
  cr: ChangeRequestRow,
  approver: Actor,
): Promise<{ ok: true; standing: ApproverStanding } | { ok: false; why: string }> {
  const grants = await tx.selectFrom('staff_grant').selectAll().where('user_id', '=', approver.id).orderBy('id').execute();
  const author = cr.author_name;
  const byAuthor = grants.find(
    (g) => g.by_id === cr.author_id && (g.kind === 'create' || g.kind === 'enable' || (g.kind === 'role' && rank(g.role) > rank(g.from_role))),
  );
  if (byAuthor) {
    const how =
      byAuthor.kind === 'create'
        ? `created by ${author}`
        : byAuthor.kind === 'enable'
          ? `enabled again by ${author}`
          : `promoted by ${author} (to ${byAuthor.role ?? 'a new role'})`;
    return { ok: false, why: `their account was ${how}, who made this change` };
  }
  const latest = grants.at(-1);
  const roleGrant = grants.filter((g) => g.kind === 'create' || g.kind === 'role').at(-1);
  if (!latest || !roleGrant) return { ok: false, why: 'there is no record of how their account got its role' };
  const newer = cr.staff_epoch !== null ? latest.id > cr.staff_epoch : new Date(latest.at).getTime() >= new Date(cr.created_at).getTime();
  if (newer) {
    const what =
      latest.kind === 'create'
        ? 'their account was created'
        : latest.kind === 'role'
          ? `they got the ${latest.role ?? ''} role`
          : `their account was ${latest.kind}d`;
    return { ok: false, why: `${what} after this request was made (${iso(latest.at)})` };
  }
  if (latest.disabled || rank(latest.role) < rank('reviewer'))
    return { ok: false, why: 'they did not hold the reviewer role when the request was made' };
  const created = grants.find((g) => g.kind === 'create');
  return {
    ok: true,
    standing: {
      approverRole: latest.role ?? '',
      approverRoleSince: iso(roleGrant.at),
      roleGivenBy: roleGrant.by_name ?? 'unknown',
      accountCreatedBy: created?.by_name ?? 'unknown',
      requestMadeAt: iso(cr.created_at),
    },
  };
}

/** The 403 message of a refused approval. */
export function separationMessage(approver: Actor, cr: ChangeRequestRow, why: string): string {
  return (
    `${approver.name} cannot approve this change, which can move money or change a borrower's account: ${why}. ` +
    `It needs someone who held the reviewer or admin role before the request was made, given by someone other than ${cr.author_name}.`
  );
}

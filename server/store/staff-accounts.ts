/**
 * Staff accounts, changed only here: each creation and change is one transaction that first locks the rows of every
 * admin and of the accounts involved (in id order), checks the acting admin is still one, applies the rules (nobody
 * changes their own role or status; the last active admin stays), writes, and appends the audit row in the same
 * transaction. So two admins disabling or demoting each other at once cannot both win: the second waits for the first
 * and then sees it. The database's trigger records each change in `staff_grant` with who made it (see migration 0003).
 * Passwords arrive hashed by better-auth's own hasher (server/auth/create-auth.ts: hashStaffPassword).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Tx } from './publish-steps.ts';
import { writeAudit } from './publish-steps.ts';
import { fail, guarded, iso, ok, type StoreContext } from './store-context.ts';
import { roles, type Actor, type Role, type StoreResult } from './types.ts';

/** A staff account as the admin sees it. */
export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  role: Role;
  disabled: boolean;
  createdAt: string;
}

/** Who changes accounts: a signed-in admin, or the command line (`npm run admin`: id null, trusted as the operator). */
export type StaffActor = Pick<Actor, 'id' | 'name' | 'ip'> | { id: null; name: string; ip?: string | null };

/** A new account's checked fields, its password already hashed. */
export interface NewStaff {
  email: string;
  name: string;
  role: Role;
  passwordHash: string;
}

const emailPattern = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** The fields of a new account, or the 400 message saying what is wrong. */
export function checkNewAccount(input: {
  email?: unknown;
  name?: unknown;
  role?: unknown;
  password?: unknown;
}): string | { email: string; name: string; role: Role; password: string } {
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!emailPattern.test(email)) return 'Enter a valid e-mail address.';
  if (name === '' || name.length > 120) return 'Enter a name (at most 120 characters).';
  if (!isRole(input.role)) return 'The role is viewer, editor, reviewer or admin.';
  const problem = passwordProblem(input.password);
  if (problem !== null || typeof input.password !== 'string') return problem ?? '';
  return { email, name, role: input.role, password: input.password };
}

const columns = ['id', 'name', 'email', 'role', 'banned', 'createdAt'] as const;

function account(row: {
  id: string;
  name: string;
  email: string;
  role: string | null;
  banned: boolean | null;
  createdAt: Date | string;
}): StaffAccount {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: isRole(row.role) ? row.role : 'viewer',
    disabled: row.banned === true,
    createdAt: iso(row.createdAt),
  };
}

/** Tells the staff_grant trigger who acts, for this transaction only. */
async function actingAs(tx: Tx, actor: StaffActor): Promise<void> {
  await sql`select set_config('hatid.actor_id', ${actor.id ?? ''}, true), set_config('hatid.actor_name', ${actor.name}, true)`.execute(tx);
}

/** Locks the admins' rows and those of `ids` (in id order, so two such transactions never deadlock); answers them. */
async function lockAccounts(tx: Tx, ids: string[]) {
  const rows = await tx
    .selectFrom('user')
    .select(['id', 'role', 'banned'])
    .where((eb) => (ids.length > 0 ? eb.or([eb('role', '=', 'admin'), eb('id', 'in', ids)]) : eb('role', '=', 'admin')))
    .orderBy('id')
    .forUpdate()
    .execute();
  return new Map(rows.map((r) => [r.id, { role: r.role, active: r.banned !== true }]));
}

const notAdminAnyMore = fail(403, 'role', 'Your account is no longer an active admin; nothing was changed.');

/** A new password's 400 message, or null (the same rule as a new account's). */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password.length < 12) return 'The password needs at least 12 characters.';
  if (password.length > 256) return 'The password is too long (at most 256 characters).';
  return null;
}

/** listStaff, findStaff, createStaff, updateStaff, resetStaffPassword. */
export function staffAccounts(ctx: StoreContext) {
  const find = (tx: Tx, where: { id?: string; email?: string }) => {
    let query = tx.selectFrom('user').select(columns);
    if (where.id !== undefined) query = query.where('id', '=', where.id);
    if (where.email !== undefined) query = query.where('email', '=', where.email);
    return query.executeTakeFirst();
  };

  return {
    /** Every account, by name. */
    listStaff: (): Promise<StoreResult<StaffAccount[]>> =>
      guarded(async () => ok((await ctx.db.selectFrom('user').select(columns).orderBy('name').orderBy('email').execute()).map(account))),

    /** One account by id or e-mail (null when none). */
    findStaff: (where: { id?: string; email?: string }): Promise<StoreResult<StaffAccount | null>> =>
      guarded(async () => {
        const row = await find(ctx.db, where);
        return ok(row ? account(row) : null);
      }),

    /** Creates an account (409 when the e-mail is taken); audit 'user-create'. */
    createStaff: (actor: StaffActor, input: NewStaff): Promise<StoreResult<StaffAccount>> =>
      guarded(() =>
        ctx.db.transaction().execute(async (tx): Promise<StoreResult<StaffAccount>> => {
          const now = ctx.now();
          await actingAs(tx, actor);
          if (actor.id !== null) {
            const locked = await lockAccounts(tx, [actor.id]);
            const me = locked.get(actor.id);
            if (!me || me.role !== 'admin' || !me.active) return notAdminAnyMore;
          }
          if (await find(tx, { email: input.email })) return fail(409, 'conflict', `An account for ${input.email} exists already.`);
          const id = randomBytes(24).toString('base64url');
          await tx
            .insertInto('user')
            .values({
              id,
              name: input.name,
              email: input.email,
              emailVerified: true,
              image: null,
              role: input.role,
              banned: false,
              banReason: null,
              banExpires: null,
            })
            .execute();
          await tx
            .insertInto('account')
            .values({
              id: randomBytes(24).toString('base64url'),
              accountId: id,
              providerId: 'credential',
              userId: id,
              accessToken: null,
              refreshToken: null,
              idToken: null,
              accessTokenExpiresAt: null,
              refreshTokenExpiresAt: null,
              scope: null,
              password: input.passwordHash,
              updatedAt: now,
            })
            .execute();
          await writeAudit(tx, actor, 'user-create', null, { userId: id, email: input.email, role: input.role }, now);
          const row = await find(tx, { id });
          return row ? ok(account(row)) : fail(404, 'not-found', 'No such staff account.');
        }),
      ),

    /**
     * Changes the role and/or disables (ending every session) or enables an account; audit 'user-update'. 403
     * 'own-account' for the actor's own account, 403 'role' when the actor is no longer an active admin, 409 for the
     * last active admin.
     */
    updateStaff: (actor: StaffActor, id: string, change: { role?: unknown; disabled?: unknown }): Promise<StoreResult<StaffAccount>> =>
      guarded(async () => {
        if (change.role !== undefined && !isRole(change.role)) return fail(400, 'bad-request', 'The role is viewer, editor, reviewer or admin.');
        if (change.disabled !== undefined && typeof change.disabled !== 'boolean') return fail(400, 'bad-request', 'disabled is true or false.');
        if (actor.id !== null && actor.id === id)
          return fail(403, 'own-account', 'Your own role and account are changed by another admin, never by yourself.');
        return ctx.db.transaction().execute(async (tx): Promise<StoreResult<StaffAccount>> => {
          const now = ctx.now();
          await actingAs(tx, actor);
          const locked = await lockAccounts(tx, actor.id === null ? [id] : [id, actor.id]);
          if (actor.id !== null) {
            const me = locked.get(actor.id);
            if (!me || me.role !== 'admin' || !me.active) return notAdminAnyMore;
          }
          const current = await find(tx, { id });
          if (!current) return fail(404, 'not-found', 'No such staff account.');
          const before = account(current);
          const role = (change.role as Role | undefined) ?? before.role;
          const disabled = (change.disabled as boolean | undefined) ?? before.disabled;
          if (role === before.role && disabled === before.disabled) return ok(before);
          const admins = [...locked].filter(([, a]) => a.role === 'admin' && a.active).map(([who]) => who);
          if (admins.length === 1 && admins[0] === id && (role !== 'admin' || disabled)) {
            return fail(409, 'conflict', 'This is the last active admin; make someone else admin first.');
          }
          await tx.updateTable('user').set({ role, banned: disabled, updatedAt: now }).where('id', '=', id).execute();
          if (disabled) await tx.deleteFrom('session').where('userId', '=', id).execute();
          await writeAudit(
            tx,
            actor,
            'user-update',
            null,
            { userId: id, email: before.email, role, disabled, ...(role !== before.role ? { fromRole: before.role } : {}) },
            now,
          );
          return ok({ ...before, role, disabled });
        });
      }),

    /**
     * An admin sets a new password for someone who forgot theirs (the sign-in page sends them to an admin): every
     * session of that person ends; audit 'password-reset' (never the password). 403 for the actor's own account or an
     * actor no longer an active admin.
     */
    resetStaffPassword: (actor: StaffActor, id: string, passwordHash: string): Promise<StoreResult<StaffAccount>> =>
      guarded(async () => {
        if (actor.id !== null && actor.id === id)
          return fail(403, 'own-account', 'Your own password is reset by another admin, never by yourself here.');
        return ctx.db.transaction().execute(async (tx): Promise<StoreResult<StaffAccount>> => {
          const now = ctx.now();
          await actingAs(tx, actor);
          const locked = await lockAccounts(tx, actor.id === null ? [id] : [id, actor.id]);
          if (actor.id !== null) {
            const me = locked.get(actor.id);
            if (!me || me.role !== 'admin' || !me.active) return notAdminAnyMore;
          }
          const current = await find(tx, { id });
          if (!current) return fail(404, 'not-found', 'No such staff account.');
          const changed = await tx
            .updateTable('account')
            .set({ password: passwordHash, updatedAt: now })
            .where('userId', '=', id)
            .where('providerId', '=', 'credential')
            .executeTakeFirst();
          if (Number(changed.numUpdatedRows) === 0) return fail(404, 'not-found', 'This account signs in without a password.');
          await tx.deleteFrom('session').where('userId', '=', id).execute();
          await writeAudit(tx, actor, 'password-reset', null, { userId: id, email: current.email }, now);
          return ok(account(current));
        });
      }),
  };
}

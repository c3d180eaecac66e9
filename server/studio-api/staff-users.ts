/**
 * Staff accounts for the admin's user list and the `npm run admin` CLI: created through better-auth (its scrypt hash),
 * read and changed in its `user` table. Disabling an account ends its sessions at once; the last active admin cannot be
 * demoted or disabled.
 */
import type { Kysely } from 'kysely';
import type { Auth } from '../auth/create-auth.ts';
import type { Schema } from '../db/schema.ts';
import type { Role } from '../store/types.ts';
import { isRole } from './route-kit.ts';

/** A staff account as the admin sees it. */
export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  role: Role;
  disabled: boolean;
  createdAt: string;
}

/** A refusal of an account change: 400 bad input, 404 no such account, 409 an e-mail taken or the last admin. */
export interface AccountRefusal {
  status: 400 | 404 | 409;
  code: string;
  message: string;
}

const emailPattern = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

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
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The fields of a new account, or why they cannot be one. */
export function checkNewAccount(input: {
  email?: unknown;
  name?: unknown;
  role?: unknown;
  password?: unknown;
}): AccountRefusal | { email: string; name: string; role: Role; password: string } {
  const bad = (message: string): AccountRefusal => ({ status: 400, code: 'bad-request', message });
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!emailPattern.test(email)) return bad('Enter a valid e-mail address.');
  if (name === '' || name.length > 120) return bad('Enter a name (at most 120 characters).');
  if (!isRole(input.role)) return bad('The role is viewer, editor, reviewer or admin.');
  if (typeof input.password !== 'string' || input.password.length < 12) return bad('The password needs at least 12 characters.');
  if (input.password.length > 256) return bad('The password is too long (at most 256 characters).');
  return { email, name, role: input.role, password: input.password };
}

/** Staff account operations over the database and better-auth. */
export function staffUsers(db: Kysely<Schema>, auth: Auth) {
  const columns = ['id', 'name', 'email', 'role', 'banned', 'createdAt'] as const;
  const find = async (where: { id?: string; email?: string }) => {
    let query = db.selectFrom('user').select(columns);
    if (where.id !== undefined) query = query.where('id', '=', where.id);
    if (where.email !== undefined) query = query.where('email', '=', where.email);
    const row = await query.executeTakeFirst();
    return row ? account(row) : undefined;
  };
  const activeAdmins = async () =>
    (
      await db
        .selectFrom('user')
        .select('id')
        .where('role', '=', 'admin')
        .where((eb) => eb.or([eb('banned', 'is', null), eb('banned', '=', false)]))
        .execute()
    ).map((r) => r.id);

  return {
    /** Every account, by name. */
    async list(): Promise<StaffAccount[]> {
      return (await db.selectFrom('user').select(columns).orderBy('name').orderBy('email').execute()).map(account);
    },
    /** One account by id or e-mail. */
    find,
    /** Creates an account (409 when the e-mail is taken). */
    async create(input: Parameters<typeof checkNewAccount>[0]): Promise<StaffAccount | AccountRefusal> {
      const checked = checkNewAccount(input);
      if ('status' in checked) return checked;
      if (await find({ email: checked.email })) return { status: 409, code: 'conflict', message: `An account for ${checked.email} exists already.` };
      await auth.api.createUser({ body: { email: checked.email, name: checked.name, password: checked.password, role: checked.role as 'admin' } });
      await db.updateTable('user').set({ emailVerified: true }).where('email', '=', checked.email).execute();
      return (await find({ email: checked.email })) as StaffAccount;
    },
    /** Changes the role and/or disables (ends every session) or enables an account. */
    async update(id: string, change: { role?: unknown; disabled?: unknown }): Promise<StaffAccount | AccountRefusal> {
      const current = await find({ id });
      if (!current) return { status: 404, code: 'not-found', message: 'No such staff account.' };
      if (change.role !== undefined && !isRole(change.role))
        return { status: 400, code: 'bad-request', message: 'The role is viewer, editor, reviewer or admin.' };
      if (change.disabled !== undefined && typeof change.disabled !== 'boolean')
        return { status: 400, code: 'bad-request', message: 'disabled is true or false.' };
      const role = (change.role as Role | undefined) ?? current.role;
      const disabled = (change.disabled as boolean | undefined) ?? current.disabled;
      const admins = await activeAdmins();
      if (admins.length === 1 && admins[0] === id && (role !== 'admin' || disabled)) {
        return { status: 409, code: 'conflict', message: 'This is the last active admin; make someone else admin first.' };
      }
      await db.updateTable('user').set({ role, banned: disabled, updatedAt: new Date() }).where('id', '=', id).execute();
      if (disabled) await db.deleteFrom('session').where('userId', '=', id).execute();
      return (await find({ id })) as StaffAccount;
    },
  };
}

/** The account operations' type. */
export type StaffUsers = ReturnType<typeof staffUsers>;

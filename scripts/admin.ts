/**
 * `npm run admin -- <command>` (or `node dist-server/admin.js <command>` from the built artifact): staff accounts from the command line, on the database the server uses (DATABASE_URL,
 * else HATID_DATA_DIR or .hatid-data/; with the embedded database, stop the server first).
 *
 *   create-user --email E --name N --role viewer|editor|reviewer|admin   (password asked for, or two lines on stdin)
 *   set-role --email E --role R
 *   disable --email E          (ends the account's sessions)
 *   enable --email E
 *   list-users
 */
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { adminCommand } from '../server/first-admin-hint.ts';
import { createAuth, hashStaffPassword } from '../server/auth/create-auth.ts';
import { databaseOptionsFromEnv, openDatabase } from '../server/db/open-database.ts';
import { createStore } from '../server/store/create-store.ts';
import { checkNewAccount, type StaffAccount } from '../server/store/staff-accounts.ts';
import type { StoreResult } from '../server/store/types.ts';

const usage = `Usage: ${adminCommand} <command> [options]
  create-user --email E --name "N" --role viewer|editor|reviewer|admin
  set-role --email E --role R
  disable --email E | enable --email E
  list-users`;

/** Reads the password twice: hidden at a terminal, else two lines of stdin. */
async function readPassword(): Promise<string> {
  const lines: string[] = [];
  if (process.stdin.isTTY) {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const ask = (q: string) =>
      new Promise<string>((resolve) => {
        const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
        (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => (s.includes(q) ? write.call(rl, s) : undefined);
        rl.question(q, (answer) => {
          process.stdout.write('\n');
          resolve(answer);
        });
      });
    lines.push(await ask('Password (at least 12 characters): '), await ask('Same password again: '));
    rl.close();
  } else {
    const rl = createInterface({ input: process.stdin });
    for await (const line of rl) {
      lines.push(line);
      if (lines.length === 2) break;
    }
    rl.close();
  }
  if (lines[0] !== lines[1]) throw new Error('The two passwords differ; nothing was created.');
  return lines[0] ?? '';
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
    strict: true,
  });
  if (!command || !['create-user', 'set-role', 'disable', 'enable', 'list-users'].includes(command)) {
    console.error(usage);
    return 2;
  }
  const database = await openDatabase(databaseOptionsFromEnv());
  try {
    // The secret signs session cookies only; creating an account does not use it.
    const auth = createAuth({ db: database.db, secret: process.env.HATID_AUTH_SECRET ?? randomBytes(32).toString('hex'), secure: false });
    const store = createStore(database);
    // The command line acts as the operator (whoever can reach the database); the audit and staff history name it.
    const actor = { id: null, name: `npm run admin (${process.env.USER ?? 'shell'})` } as const;
    const value = <T>(result: StoreResult<T>): T => {
      if (!result.ok) throw new Error(result.message);
      return result.value;
    };
    if (command === 'list-users') {
      for (const u of value(await store.listStaff()))
        console.log(`${u.email.padEnd(32)} ${u.role.padEnd(9)} ${u.disabled ? 'disabled' : 'active  '} ${u.name}`);
      return 0;
    }
    const email = values.email?.trim().toLowerCase();
    if (!email) throw new Error(`--email is required.\n${usage}`);
    let result: StaffAccount;
    if (command === 'create-user') {
      const checked = checkNewAccount({ email, name: values.name, role: values.role, password: await readPassword() });
      if (typeof checked === 'string') throw new Error(checked);
      const { password, ...fields } = checked;
      result = value(await store.createStaff(actor, { ...fields, passwordHash: await hashStaffPassword(auth, password) }));
    } else {
      const found = value(await store.findStaff({ email }));
      if (!found) throw new Error(`No account for ${email}.`);
      const change = command === 'set-role' ? { role: values.role } : { disabled: command === 'disable' };
      result = value(await store.updateStaff(actor, found.id, change));
    }
    console.log(`${command}: ${result.email} is ${result.disabled ? 'a disabled' : 'an active'} ${result.role}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);

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
import { createAuth } from '../server/auth/create-auth.ts';
import { databaseOptionsFromEnv, openDatabase } from '../server/db/open-database.ts';
import { createStore } from '../server/store/create-store.ts';
import { staffUsers, type AccountRefusal, type StaffAccount } from '../server/studio-api/staff-users.ts';

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

function refused(value: StaffAccount | AccountRefusal | undefined): value is AccountRefusal | undefined {
  return value === undefined || 'status' in value;
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
    const users = staffUsers(database.db, auth);
    const store = createStore(database);
    const actor = { id: null, name: `npm run admin (${process.env.USER ?? 'shell'})` } as const;
    if (command === 'list-users') {
      for (const u of await users.list()) console.log(`${u.email.padEnd(32)} ${u.role.padEnd(9)} ${u.disabled ? 'disabled' : 'active  '} ${u.name}`);
      return 0;
    }
    const email = values.email?.trim().toLowerCase();
    if (!email) throw new Error(`--email is required.\n${usage}`);
    let result: StaffAccount | AccountRefusal | undefined;
    if (command === 'create-user') {
      result = await users.create({ email, name: values.name, role: values.role, password: await readPassword() });
      if (!refused(result)) await store.appendAudit({ actor, action: 'user-create', detail: { userId: result.id, email, role: result.role } });
    } else {
      const found = await users.find({ email });
      if (!found) throw new Error(`No account for ${email}.`);
      const change = command === 'set-role' ? { role: values.role } : { disabled: command === 'disable' };
      result = await users.update(found.id, change);
      if (!refused(result))
        await store.appendAudit({ actor, action: 'user-update', detail: { userId: result.id, email, role: result.role, disabled: result.disabled } });
    }
    if (refused(result)) throw new Error(result?.message ?? 'Refused.');
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

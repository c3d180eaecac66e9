/**
 * Staff sign-in on better-auth (a kept library: scrypt password hashes, sessions in PostgreSQL, database-backed rate
 * limits shared by every instance), configured for a back office: no sign-up (an admin creates accounts), 12-hour
 * sessions, HttpOnly SameSite=Strict cookies (Secure under https), and a CSRF token stored on each session.
 */
import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { admin } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.ts';

/** The header the server fills with the client's address (never taken from the client: see client-address.ts). */
export const clientIpHeader = 'x-hatid-client-ip';

/** Options of createAuth. */
export interface AuthOptions {
  db: Kysely<Schema>;
  /** At least 32 characters: signs the session cookies. */
  secret: string;
  /** Cookies only over https (set when the public origin is https). */
  secure: boolean;
  /** Sign-in tries per address per minute (default 10). */
  signInPerMinute?: number;
  /** The origin browsers use (HATID_PUBLIC_ORIGIN); without it better-auth takes the request's. */
  baseURL?: string;
}

/** A fresh CSRF token (256 random bits). */
export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The better-auth instance for staff accounts, mounted at /studio-api/auth. */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'Hatid Studio',
    basePath: '/studio-api/auth',
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    // Without a public origin better-auth warns on every start that it takes the request's; that is intended here.
    logger: { level: options.baseURL ? 'warn' : 'error' },
    secret: options.secret,
    database: { db: options.db as unknown as Kysely<unknown>, type: 'postgres' },
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 12, maxPasswordLength: 256 },
    session: {
      expiresIn: 12 * 60 * 60,
      updateAge: 60 * 60,
      additionalFields: { csrfToken: { type: 'string', required: false, input: false, returned: true } },
    },
    databaseHooks: {
      session: { create: { before: async (session) => ({ data: { ...session, csrfToken: newCsrfToken() } }) } },
    },
    // The server checks the Origin of every write itself (write-guards.ts); here the request's own origin is trusted.
    trustedOrigins: (request) => (request ? [new URL(request.url).origin] : []),
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: { '/sign-in/email': { window: 60, max: options.signInPerMinute ?? 10 } },
    },
    advanced: {
      cookiePrefix: 'hatid',
      useSecureCookies: options.secure,
      defaultCookieAttributes: { sameSite: 'strict', httpOnly: true, path: '/' },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
    },
    telemetry: { enabled: false },
    plugins: [admin({ defaultRole: 'viewer', adminRoles: ['admin'] })],
  });
}

/** A password hashed as better-auth hashes it (scrypt, its own salt:key format), for an account the store creates. */
export async function hashStaffPassword(auth: Auth, password: string): Promise<string> {
  return (await auth.$context).password.hash(password);
}

/** The auth instance's type. */
export type Auth = ReturnType<typeof createAuth>;

/**
 * Every environment variable the server reads: its type, default and meaning, each with the zod schema that checks it.
 * load-config.ts reads them all at start (a wrong one stops the process, naming it); the README's environment table is
 * made from this list (npm run gen:env; tests/server/config/env-table.test.ts fails when they differ).
 */
import fs from 'node:fs';
import { z } from 'zod';

/** One variable: how it is checked and what the README says about it. */
export interface Setting<T> {
  /** Its type in words (the README's "type" column). */
  type: string;
  /** The default in words, or '—' for none. */
  default: string;
  /** What it does (the README's "meaning" column). */
  meaning: string;
  /** Checks the raw value (undefined when unset or empty) and makes the value the server uses. */
  schema: z.ZodType<T, string | undefined>;
}

function setting<T>(s: Setting<T>): Setting<T> {
  return s;
}

/** An unset variable, or one set to the empty string, is the same: unset. */
const raw = z.string().optional();

const portNumber = (what: string) =>
  raw.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, `must be a ${what} from 1 to 65535`)
      .transform(Number)
      .refine((n) => n >= 1 && n <= 65535, `must be a ${what} from 1 to 65535`)
      .optional(),
  );

const positiveInteger = raw.pipe(
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be a whole number above 0')
    .transform(Number)
    .optional(),
);

/** A share from 0 to 1, such as 0.25. */
const share = raw.pipe(
  z
    .string()
    .regex(/^(0(\.\d+)?|1(\.0+)?|\.\d+)$/, 'must be a share from 0 to 1, such as 0.25')
    .transform(Number)
    .optional(),
);

const flag = raw.pipe(z.enum(['0', '1'], { error: 'must be 1 (on) or 0 (off)' }).optional()).transform((v) => v === '1');

const hostPattern = /^\.?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

/** A comma-separated host list ('a.example', '.a.example' for it and its subdomains); refuses an entry that is not a host name. */
const hostList = raw.superRefine((value, ctx) => {
  const bad = (value ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter((h) => h && !hostPattern.test(h));
  if (bad.length > 0)
    ctx.addIssue({ code: 'custom', message: `has entries that are not host names: ${bad.join(', ')} (write the host only, no https:// or path)` });
});

/** An origin (scheme, host, optional port; no path), given back without a trailing slash. */
const origin = raw
  .transform((v) => v?.replace(/\/$/, ''))
  .superRefine((value, ctx) => {
    if (value === undefined) return;
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== value)
      ctx.addIssue({ code: 'custom', message: `must be an origin such as https://studio.example.ph (scheme and host, no path); got "${value}"` });
  });

/** A base address the app calls (an absolute http(s) URL or a path on this origin). */
const baseAddress = raw.superRefine((value, ctx) => {
  if (value === undefined || value.startsWith('/')) return;
  try {
    if (/^https?:$/.test(new URL(value).protocol)) return;
  } catch {
    // refused below
  }
  ctx.addIssue({ code: 'custom', message: `must be an http(s) address or a path starting with /; got "${value}"` });
});

/** The path of a file the server must be able to read. */
const readableFile = raw.superRefine((value, ctx) => {
  if (value === undefined) return;
  try {
    fs.accessSync(value, fs.constants.R_OK);
    if (!fs.statSync(value).isFile()) throw new Error('not a file');
  } catch {
    ctx.addIssue({ code: 'custom', message: `cannot be read: "${value}" is not a readable file` });
  }
});

/** The variables, in the order the README lists them. */
export const settings = {
  NODE_ENV: setting({
    type: '`development`, `production` or `test`',
    default: '`development`',
    meaning:
      '`production` requires `HATID_PUBLIC_ORIGIN` and makes the logs JSON; in development studio writes are accepted only on a loopback host (127.0.0.1, localhost, [::1])',
    schema: raw.pipe(z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development')),
  }),
  PORT: setting({
    type: 'port',
    default: '`8080`',
    meaning: 'where the server listens for borrowers and staff',
    schema: portNumber('port number').transform((v) => v ?? 8080),
  }),
  HOST: setting({
    type: 'host name or address',
    default: '`127.0.0.1`',
    meaning: 'the address to listen on (`0.0.0.0` behind a proxy or in a container)',
    schema: raw
      .pipe(
        z
          .string()
          .regex(/^[A-Za-z0-9.:[\]-]+$/, 'must be a host name or an IP address such as 0.0.0.0')
          .optional(),
      )
      .transform((v) => v ?? '127.0.0.1'),
  }),
  DATABASE_URL: setting({
    type: '`postgres://` URL',
    default: '—',
    meaning: '`postgres://user:pass@host:5432/hatid`: a real PostgreSQL server (any number of processes); without it the embedded one',
    schema: raw.superRefine((value, ctx) => {
      if (value !== undefined && !/^postgres(ql)?:\/\/[^\s]+$/.test(value))
        ctx.addIssue({ code: 'custom', message: 'must be a postgres:// or postgresql:// URL' });
    }),
  }),
  HATID_DATA_DIR: setting({
    type: 'folder',
    default: '`.hatid-data/` beside `dist-server/`',
    meaning:
      'without `DATABASE_URL`: the embedded PostgreSQL (PGlite) keeps its data here; one process at a time (a second one is refused with the pid of the first)',
    schema: raw,
  }),
  HATID_PUBLIC_ORIGIN: setting({
    type: 'origin',
    default: '— (required in production)',
    meaning:
      '`https://studio.example.ph`: the only `Origin` studio writes and sign-in are accepted from, and the base of sign-in; `https://` makes the session cookie `Secure`. Unset (development only), writes are accepted only from a loopback host, never from whatever the `Host` header says',
    schema: origin,
  }),
  HATID_AUTH_SECRET: setting({
    type: 'text, ≥ 32 characters',
    default: 'made once, kept in the database',
    meaning: 'signs the session cookies; set it from your secret store in production',
    schema: raw.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  }),
  HATID_TRUST_PROXY: setting({
    type: 'whole number of hops',
    default: '`0`',
    meaning:
      'how many proxies you run in front (`1`: one load balancer). The client address (sign-in limit, audit) is taken from `X-Forwarded-For`, counting that many hops from the right (as Express and `proxy-addr` do); `0`: the connection’s address',
    schema: raw
      .pipe(
        z
          .string()
          .regex(/^\d{1,2}$/, 'must be the number of proxies in front of the server (0 to 99)')
          .transform(Number)
          .optional(),
      )
      .transform((v) => v ?? 0),
  }),
  HATID_SIGN_IN_PER_MINUTE: setting({
    type: 'whole number > 0',
    default: '`10`',
    meaning: 'sign-in attempts per address per minute (then 429 "Too many sign-in attempts")',
    schema: positiveInteger.transform((v) => v ?? 10),
  }),
  HATID_TLS_CERT: setting({
    type: 'file',
    default: '—',
    meaning:
      'a PEM certificate (with its chain): with `HATID_TLS_KEY` the server itself speaks HTTP/2 over TLS, and HTTP/1.1 to clients that ask for it on the same port (ALPN); the session cookie is `Secure`. Set both or neither',
    schema: readableFile,
  }),
  HATID_TLS_KEY: setting({ type: 'file', default: '—', meaning: 'the certificate’s PEM key (see `HATID_TLS_CERT`)', schema: readableFile }),
  HATID_SHUTDOWN_TIMEOUT_MS: setting({
    type: 'milliseconds',
    default: '`10000`',
    meaning: 'on SIGTERM or SIGINT: how long requests under way may take to finish before their connections are closed',
    schema: positiveInteger.transform((v) => v ?? 10_000),
  }),
  HATID_DELIVERY_MAX_AGE_MS: setting({
    type: 'milliseconds',
    default: '`10000`',
    meaning: 'safety expiry of a screen a process keeps in memory when no publish notification came',
    schema: positiveInteger,
  }),
  HATID_TELEMETRY_SAMPLE: setting({
    type: 'share from 0 to 1',
    default: '`1`',
    meaning:
      'the share of page views whose field reports `POST /telemetry` keeps (by a hash of the view id, so a view is kept or dropped whole); `0` keeps none. The app samples too (`VITE_HATID_TELEMETRY_SAMPLE`)',
    schema: share.transform((v) => v ?? 1),
  }),
  HATID_TELEMETRY_PER_MINUTE: setting({
    type: 'whole number > 0',
    default: '`120`',
    meaning:
      'field report batches one address may send per minute, per server process (then 429). Generous: many borrowers share one carrier address',
    schema: positiveInteger.transform((v) => v ?? 120),
  }),
  HATID_TELEMETRY_RAW_DAYS: setting({
    type: 'days',
    default: '`7`',
    meaning: 'how long field reports are kept as sent (then deleted, hourly)',
    schema: positiveInteger.transform((v) => v ?? 7),
  }),
  HATID_TELEMETRY_ROLLUP_DAYS: setting({
    type: 'days',
    default: '`400`',
    meaning: 'how long the hourly rollups of field reports (what Health and the staged rollouts read) are kept',
    schema: positiveInteger.transform((v) => v ?? 400),
  }),
  HATID_ROLLOUT_CHECK_MS: setting({
    type: 'milliseconds',
    default: '`10000`',
    meaning:
      'how often each server process checks what is under way: scheduled releases whose time came, rollout steps due on schedule, and rollouts whose new version fails more than the live one (then halted and rolled back). Processes on one database never both act (a row lock)',
    schema: positiveInteger.transform((v) => v ?? 10_000),
  }),
  HATID_HALT_MARGIN_PER_1000: setting({
    type: 'number ≥ 0',
    default: '`5`',
    meaning:
      'a rollout halts by itself when its new version has this many more views with a problem per 1,000 views than the live version, and the test is sure of it',
    schema: raw
      .pipe(
        z
          .string()
          .regex(/^\d{1,4}(\.\d+)?$/, 'must be a number of views per 1,000, such as 5 or 2.5')
          .transform(Number)
          .optional(),
      )
      .transform((v) => v ?? 5),
  }),
  HATID_HALT_MIN_VIEWS: setting({
    type: 'whole number > 0',
    default: '`300`',
    meaning: 'views each of the two versions needs before a rollout can halt by itself or advance on schedule (no halting on a handful of views)',
    schema: positiveInteger.transform((v) => v ?? 300),
  }),
  HATID_HALT_CONFIDENCE: setting({
    type: 'share from 0.9 to 0.99999',
    default: '`0.999`',
    meaning:
      'how sure the halt must be that the new version is worse by the margin (one-sided two-proportion test, Agresti–Caffo); high because it is asked again at every check',
    schema: raw
      .pipe(
        z
          .string()
          .regex(/^0?\.9\d{0,4}$/, 'must be a share from 0.9 to 0.99999, such as 0.999')
          .transform(Number)
          .optional(),
      )
      .transform((v) => v ?? 0.999),
  }),
  HATID_TEST_CLOCK: setting({
    type: '`1` or `0`',
    default: '`0`',
    meaning:
      'tests only (refused in production): the clock releases, schedules, the audit and field reports go by starts now and an admin moves it with `POST /studio-api/test-clock` (which then checks what is due at once)',
    schema: flag,
  }),
  HATID_FIRST_VIEW: setting({
    type: '`1` or `0`',
    default: '`1`',
    meaning:
      "`1`: a borrower page's HTML holds the screen's first view, drawn on the server from its published document and hydrated by the app (needs `npm run build`'s `dist-server/ssr/`; a screen in a staged rollout or experiment is drawn in the version of the borrower's bucket, worked out from the page's `deviceId` or read from the `hatid-bucket-<screen>` cookie the app keeps for that page's path, else sent without a first view); `0`: the app draws every page itself from the static loading page",
    schema: raw.pipe(z.enum(['0', '1'], { error: 'must be 1 (on) or 0 (off)' }).optional()).transform((v) => v !== '0'),
  }),
  LOG_LEVEL: setting({
    type: '`fatal` … `trace`, `silent`',
    default: '`info`',
    meaning: 'the lowest level logged (`fatal`, `error`, `warn`, `info`, `debug`, `trace`; `silent` logs nothing)',
    schema: raw.pipe(
      z
        .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be fatal, error, warn, info, debug, trace or silent' })
        .default('info'),
    ),
  }),
  LOG_FORMAT: setting({
    type: '`json` or `pretty`',
    default: '`pretty` in development at a terminal (with pino-pretty installed), else `json`',
    meaning: 'JSON lines (pino) for a log collector, or coloured lines for people',
    schema: raw.pipe(z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional()),
  }),
  METRICS_PORT: setting({
    type: 'port',
    default: '—',
    meaning: 'serve `/metrics` (Prometheus) on this port of `HOST` instead of the public one; set, the public port answers `/metrics` with 404',
    schema: portNumber('port number'),
  }),
  HATID_SANDBOX: setting({
    type: '`1` or `0`',
    default: '`0`',
    meaning: '`1` mounts the sandbox lender at `/api` (`npm start` always has it; never in production)',
    schema: flag,
  }),
  HATID_SANDBOX_PAYMENT_ORIGIN: setting({
    type: 'origin',
    default: '—',
    meaning: 'sandbox only: another name of this server where the sandbox’s checkout pages are served, like a provider’s host',
    schema: origin,
  }),
  VITE_HATID_HOSTS: setting({
    type: 'host list',
    default: '—',
    meaning: 'read by `npm run build` and by the server for the CSP: hosts the app may frame and show pictures from (`a.example,.b.example`)',
    schema: hostList,
  }),
  VITE_HATID_IMAGE_HOSTS: setting({
    type: 'host list',
    default: '—',
    meaning: 'more hosts pictures may come from (CSP `img-src`)',
    schema: hostList,
  }),
  VITE_HATID_PAYMENT_HOSTS: setting({
    type: 'host list',
    default: '— (warns)',
    meaning: 'the payment providers’ hosts; without it payment pages are refused and both `npm run build` and `npm run serve` warn loudly',
    schema: hostList,
  }),
  VITE_HATID_API_BASE: setting({
    type: 'address',
    default: '—',
    meaning: 'the lender API the app calls (its origin joins CSP `connect-src`)',
    schema: baseAddress,
  }),
  VITE_HATID_SCREENS_BASE: setting({
    type: 'address',
    default: '—',
    meaning: 'where the app fetches screens, e.g. a CDN fed by `npm run export-screens` (its origin joins CSP `connect-src`)',
    schema: baseAddress,
  }),
  VITE_HATID_TELEMETRY_BASE: setting({
    type: 'address',
    default: '— (this server)',
    meaning: 'the Hatid server the app sends field reports to: `<base>/telemetry` (its origin joins CSP `connect-src`)',
    schema: baseAddress,
  }),
  VITE_HATID_TELEMETRY_SAMPLE: setting({
    type: 'share from 0 to 1',
    default: '`1`',
    meaning: 'read by `npm run build`: the share of page views the app reports (decided once per view); `0` sends nothing',
    schema: share,
  }),
  VITE_HATID_SCREENS_BUCKET_FOLDERS: setting({
    type: '`1` or `0`',
    default: '`0`',
    meaning:
      'read by `npm run build`: the app asks `<screens base>/b<NN>/<id>.json` (its rollout bucket as a folder) instead of `?bucket=NN`, for a static host fed by `npm run export-screens -- --buckets`',
    schema: flag,
  }),
};

/** The variables' names. */
export type SettingName = keyof typeof settings;

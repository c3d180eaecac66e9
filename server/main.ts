/**
 * `npm run serve`: the publishing service on Node. Reads PORT (8080), HOST (127.0.0.1), DATABASE_URL (else PGlite in
 * HATID_DATA_DIR or .hatid-data/), HATID_SANDBOX=1 (mount the sandbox lender), HATID_AUTH_SECRET, HATID_PUBLIC_ORIGIN,
 * HATID_TRUST_PROXY=1, HATID_SIGN_IN_PER_MINUTE (10), HATID_FIXTURES_DIR (where "Save as QA fixture" writes; off
 * when unset) and HATID_TLS_CERT + HATID_TLS_KEY (HTTP/2 over TLS); serves dist/ and dist-studio/ (npm run build first).
 * Stops cleanly on SIGINT/SIGTERM.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createServerApp } from './create-server-app.ts';
import { createServices } from './create-services.ts';
import { databaseOptionsFromEnv } from './db/open-database.ts';
import { firstAdminHint } from './first-admin-hint.ts';
import { nodeServerOptions } from './http/node-server-options.ts';
import { loadFixtureCatalog } from './studio-api/fixture-catalog.ts';
import { paymentHostsWarning } from './payment-hosts.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '127.0.0.1';
const publicOrigin = env.HATID_PUBLIC_ORIGIN?.replace(/\/$/, '') || undefined;
// Read first: a certificate without its key (or a missing file) stops the start before the database is opened.
const listen = nodeServerOptions(env);

const services = await createServices({
  database: databaseOptionsFromEnv(env),
  authSecret: env.HATID_AUTH_SECRET || undefined,
  // Served over TLS here, or behind a proxy that ends it (HATID_PUBLIC_ORIGIN https://…): the session cookie is Secure.
  secureCookies: listen.tls || (publicOrigin?.startsWith('https://') ?? false),
  publicOrigin,
  signInPerMinute: Number(env.HATID_SIGN_IN_PER_MINUTE) > 0 ? Number(env.HATID_SIGN_IN_PER_MINUTE) : undefined,
});
const app = createServerApp(services, {
  sandbox: env.HATID_SANDBOX === '1',
  staticDirs: {
    app: path.join(repoRoot, 'dist'),
    studio: path.join(repoRoot, 'dist-studio'),
  },
  env,
  publicOrigin,
  trustProxy: env.HATID_TRUST_PROXY === '1',
  fixturesDir: env.HATID_FIXTURES_DIR ? path.resolve(env.HATID_FIXTURES_DIR) : undefined,
  // The release's QA fixtures (tests/fixtures): a screen that has some is published only once they pass on its text.
  fixtures: loadFixtureCatalog(),
});

if (paymentHostsWarning(env)) console.warn(paymentHostsWarning(env));
const server = serve({ fetch: app.fetch, port, hostname: host, ...(listen.tls ? listen.options : {}) }, (info) => {
  const base = publicOrigin ?? `${listen.tls ? 'https' : 'http'}://${host}:${info.port}`;
  console.log(
    `Hatid server on ${base}  (database: ${services.database.kind} ${services.database.where}${env.HATID_SANDBOX === '1' ? ', sandbox lender at /api' : ''})`,
  );
  console.log(`  Borrower app  ${base}/\n  Studio        ${base}/studio/\n  Screens       ${base}/screens/<id>.json`);
  void firstAdminHint(services.database.db).then((hint) => hint && console.log(hint));
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  server.close();
  await services.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

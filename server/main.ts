/**
 * `npm run serve`: the publishing service on Node. Its configuration is the environment, read and checked once by
 * server/config (every variable, its type, default and meaning: server/config/settings.ts; a wrong one stops the start
 * with one line naming it). Serves dist/ and dist-studio/ (npm run build first). Stops cleanly on SIGINT/SIGTERM.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createServerApp } from './create-server-app.ts';
import { createServices } from './create-services.ts';
import { ConfigError, loadConfig, type Config } from './config/load-config.ts';
import { defaultDataDir } from './db/open-database.ts';
import { firstAdminHint } from './first-admin-hint.ts';
import { nodeServerOptions } from './http/node-server-options.ts';
import { loadFixtureCatalog } from './studio-api/fixture-catalog.ts';
import { paymentHostsWarning } from './payment-hosts.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
let config: Config;
try {
  config = loadConfig(env);
} catch (err) {
  // One line naming the variable, and no stack: the operator's mistake, not the program's.
  if (!(err instanceof ConfigError)) throw err;
  console.error(`hatid: ${err.message}`);
  process.exit(1);
}
const port = config.PORT;
const host = config.HOST;
const publicOrigin = config.HATID_PUBLIC_ORIGIN;
const listen = nodeServerOptions(config);

const services = await createServices({
  database: config.DATABASE_URL
    ? { databaseUrl: config.DATABASE_URL }
    : { dataDir: config.HATID_DATA_DIR ? path.resolve(config.HATID_DATA_DIR) : defaultDataDir() },
  authSecret: config.HATID_AUTH_SECRET,
  // Served over TLS here, or behind a proxy that ends it (HATID_PUBLIC_ORIGIN https://…): the session cookie is Secure.
  secureCookies: listen.tls || (publicOrigin?.startsWith('https://') ?? false),
  publicOrigin,
  signInPerMinute: config.HATID_SIGN_IN_PER_MINUTE,
});
const app = createServerApp(services, {
  sandbox: config.HATID_SANDBOX,
  staticDirs: {
    app: path.join(repoRoot, 'dist'),
    studio: path.join(repoRoot, 'dist-studio'),
  },
  env: { ...config.buildEnv, HATID_SANDBOX_PAYMENT_ORIGIN: config.HATID_SANDBOX_PAYMENT_ORIGIN },
  publicOrigin,
  trustProxy: config.HATID_TRUST_PROXY,
  fixturesDir: config.HATID_FIXTURES_DIR ? path.resolve(config.HATID_FIXTURES_DIR) : undefined,
  // The release's QA fixtures (tests/fixtures): a screen that has some is published only once they pass on its text.
  fixtures: loadFixtureCatalog(),
});

if (paymentHostsWarning(config.buildEnv)) console.warn(paymentHostsWarning(config.buildEnv));
const server = serve({ fetch: app.fetch, port, hostname: host, ...(listen.tls ? listen.options : {}) }, (info) => {
  const base = publicOrigin ?? `${listen.tls ? 'https' : 'http'}://${host}:${info.port}`;
  console.log(
    `Hatid server on ${base}  (database: ${services.database.kind} ${services.database.where}${config.HATID_SANDBOX ? ', sandbox lender at /api' : ''})`,
  );
  console.log(`  Borrower app  ${base}/\n  Studio        ${base}/studio/\n  Screens       ${base}/screens/<id>.json`);
  void firstAdminHint(services.database.db).then(
    (hint) => hint && console.log(hint),
    () => undefined,
  );
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

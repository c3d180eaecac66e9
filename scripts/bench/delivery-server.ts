/**
 * The delivery alone as a server process, for the delivery bench when the full server (server/main.ts) is not used:
 * PGlite in memory (or DATABASE_URL), one published version of every screen so answers come from the database path,
 * the delivery app on @hono/node-server at 127.0.0.1:PORT. Prints `listening <port>` when ready.
 */
import { serve } from '@hono/node-server';
import { openDatabase } from '../../server/db/open-database.ts';
import { createDelivery } from '../../server/delivery/index.ts';
import { createStore, loadBundledScreens, loadCapabilities } from '../../server/store/index.ts';

const port = Number(process.env.PORT ?? 0);
const database = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: 'memory://' });
const bundled = loadBundledScreens();
const delivery = await createDelivery({ database, bundled, capabilities: loadCapabilities() });
const store = createStore(database, { bundled, onScreenChanged: delivery.invalidate });
await database.db
  .insertInto('user')
  .values({
    id: 'bench',
    name: 'Bench',
    email: 'bench@hatid.test',
    emailVerified: true,
    image: null,
    role: 'admin',
    banned: false,
    banReason: null,
    banExpires: null,
  })
  .execute();
const actor = { id: 'bench', name: 'Bench', role: 'admin' as const };
const first = bundled.get('loan-details');
if (first) {
  // A published version, so the cached answer is one that came from the database.
  await store.setReviewRequired('loan-details', actor, false);
  const doc = JSON.parse(first.text) as Record<string, unknown>;
  const published = await store.submitChangeRequest('loan-details', actor, {
    text: JSON.stringify(doc, null, 2),
    baseVersion: 0,
    reason: 'bench',
    target: 'production',
  });
  if (published.ok) {
    await database.db
      .insertInto('user')
      .values({
        id: 'bench2',
        name: 'Bench Two',
        email: 'bench2@hatid.test',
        emailVerified: true,
        image: null,
        role: 'reviewer',
        banned: false,
        banReason: null,
        banExpires: null,
      })
      .execute();
    await store.approve(published.value.id, { id: 'bench2', name: 'Bench Two', role: 'reviewer' }, {});
  }
}
const server = serve({ fetch: delivery.app.fetch, port, hostname: '127.0.0.1' }, (info) => console.log(`listening ${info.port}`));
const stop = async () => {
  server.close();
  await delivery.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

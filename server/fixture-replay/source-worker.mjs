// The replay worker from source (`tsx server/main.ts`, `npm start`, the server tests): replay-worker.ts and the renderer
// it replays with are TypeScript, JSX and CSS imports that only Vite reads, so they are loaded through Vite's SSR module
// loader, as vitest loads them for `npm test` (the same plugins as its unit project). The artifact runs the built
// dist-server/fixture-replay/replay-worker.js instead (scripts/build-replay-worker.ts).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));
const vite = await createServer({
  root,
  configFile: false,
  envFile: false,
  plugins: [react()],
  appType: 'custom',
  logLevel: 'error',
  cacheDir: path.join(os.tmpdir(), 'hatid-fixture-replay-vite'),
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  await vite.ssrLoadModule('/server/fixture-replay/replay-worker.ts');
} finally {
  await vite.close();
}

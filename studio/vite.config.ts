/**
 * Vite config for the studio as a built page (`vite build --config studio/vite.config.ts`): root studio/, served by the
 * server at /studio/, written to dist-studio/. Two pages: the studio (index.html) and its phone preview (preview.html),
 * which draws the borrower app with the studio's draft. Only this config's inputs reach the bundle: the studio talks
 * to the server through /studio-api and imports no server code (type-only imports are erased).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const studioDir = fileURLToPath(new URL('./', import.meta.url));
const projectDir = fileURLToPath(new URL('../', import.meta.url));
const appVersion = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export default defineConfig({
  root: studioDir,
  base: '/studio/',
  // The borrower app's VITE_HATID_* settings (hosts, API and screens bases) apply to the preview too.
  envDir: projectDir,
  publicDir: false,
  plugins: [react()],
  // The preview sends the same ?app= version as the borrower app built from this checkout.
  define: { 'import.meta.env.VITE_HATID_APP_VERSION': JSON.stringify(appVersion) },
  build: {
    // A font stays a file of its own (assets/, cached for a year): inlined it would be a data: URL, which the CSP's
    // font-src 'self' refuses, and it would weigh on the entry CSS of every page instead of loading only when needed.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    outDir: fileURLToPath(new URL('../dist-studio', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        preview: fileURLToPath(new URL('./preview.html', import.meta.url)),
      },
    },
  },
});

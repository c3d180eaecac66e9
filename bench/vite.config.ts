/**
 * Vite config of the benchmark pages (npm run bench): its own root (bench/), one HTML entry per case, never part of the
 * borrower build. scripts/bench/run-bench.ts builds it into a temporary directory with a manifest, so it can sum the
 * gzip size of the chunks each case loads.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
export const benchCases = [
  'order-sdui',
  'order-hand',
  'order-divkit',
  'order-ac',
  'bank-sdui',
  'bank-hand',
  'clist-sdui',
  'clist-hand',
  'clist-windowed',
  'scale',
  'type-sdui',
  'type-hand',
  'react-only',
] as const;

export default defineConfig({
  root,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    emptyOutDir: true,
    manifest: true,
    reportCompressedSize: false,
    rollupOptions: { input: Object.fromEntries(benchCases.map((c) => [c, `${root}${c}.html`])) },
  },
});

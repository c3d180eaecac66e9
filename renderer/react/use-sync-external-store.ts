/**
 * React's own useSyncExternalStore, which vite.config.ts puts in place of the `use-sync-external-store/shim` package
 * wouter imports: that shim carries a copy for React before 18 that React 19 never runs (0.2 KB gzip in the entry).
 */
export { useSyncExternalStore } from 'react';

/**
 * Where the server's files are, from source (`tsx server/main.ts`) and from the built artifact (`node
 * dist-server/main.js`, scripts/build-server.ts) alike. The app root holds dist/, dist-studio/ and the default data
 * folder: the repository, or the deployment folder holding dist-server/. The resource root holds what the server reads
 * at run time (screens/, schemas/, capabilities/released/, tests/fixtures/): the repository,
 * or dist-server/ itself, where the build copies them in the same layout.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Set to true by the server build (esbuild `define`); undeclared when run from source. */
declare const __HATID_SERVER_BUNDLE__: boolean | undefined;

/** True when running from dist-server/ (the built artifact). */
export const isServerBundle = typeof __HATID_SERVER_BUNDLE__ !== 'undefined' && __HATID_SERVER_BUNDLE__;

// server/app-paths.ts in source, dist-server/<chunk>.js when bundled: one folder below the app root either way.
const here = path.dirname(fileURLToPath(import.meta.url));

/** The repository, or the folder holding dist-server/. */
export const appRoot = path.resolve(here, '..');

/** The repository, or dist-server/. */
export const resourceRoot = isServerBundle ? here : appRoot;

/** The first-view bundle (app/ssr/render-first-view.tsx, built by scripts/build-server.ts into dist-server/ssr/). */
export const firstViewBundle = path.join(isServerBundle ? here : path.join(appRoot, 'dist-server'), 'ssr', 'render-first-view.js');

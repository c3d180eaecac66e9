/**
 * The developer test page (/testPreview, screens/test-preview.json) shows and keeps device values such as the Session
 * ID, so a production build leaves it out unless asked (issue 29 item 10): `VITE_HATID_TEST_PREVIEW=1 npm run build`
 * ships it, as the end-to-end build does; the dev server (`npm start`) always has it. Left out, the build's route table
 * has no /testPreview (the app shows its "not found" page there), the app bundles no copy of the screen
 * (app/bundled-screens.ts reads import.meta.env.HATID_TEST_PREVIEW_LEFT_OUT), dist/screens/ holds no
 * test-preview.json and the route hints name no such route. `npm run size` fails when the page's texts reach a build.
 */
import { loadEnv, type Plugin } from 'vite';

/** The screen of the developer test page. */
export const testPreviewScreen = 'test-preview';

/** The build flag that ships it. */
export const testPreviewFlag = 'VITE_HATID_TEST_PREVIEW';

/** Whether a Vite command ships the test page: the dev server always, a build only with VITE_HATID_TEST_PREVIEW=1. */
export function shipsTestPreview(command: 'serve' | 'build', env: Readonly<Record<string, string | undefined>>): boolean {
  return command === 'serve' || env[testPreviewFlag] === '1';
}

/** The routes a build ships: all of them, or all but the test page's. */
export function shippedRoutes<T extends { screen?: unknown }>(routes: readonly T[], testPreview: boolean): T[] {
  return testPreview ? [...routes] : routes.filter((route) => route.screen !== testPreviewScreen);
}

/** The gate: a Vite plugin, and what the route hints ask of it (keepRoute) once the build's flag is known. */
export interface TestPreviewGate extends Plugin {
  keepRoute(route: { screen?: unknown }): boolean;
}

/** Creates the gate for vite.config.ts. */
export function testPreviewGate(): TestPreviewGate {
  let ships = true;
  return {
    name: 'hatid-test-preview-gate',
    enforce: 'pre',
    config(config, { command, mode }) {
      const files = config.envDir === false ? {} : loadEnv(mode, config.envDir ?? process.cwd(), 'VITE_');
      ships = shipsTestPreview(command, { ...process.env, ...files });
      return ships ? undefined : { define: { 'import.meta.env.HATID_TEST_PREVIEW_LEFT_OUT': 'true' } };
    },
    transform: {
      filter: { id: /[\\/]screens[\\/]routes\.json$/ },
      handler(code) {
        return ships ? undefined : JSON.stringify(shippedRoutes(JSON.parse(code) as { screen?: unknown }[], false));
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (ships) return;
        delete bundle[`screens/${testPreviewScreen}.json`];
        const routes = bundle['screens/routes.json'];
        if (routes?.type === 'asset')
          routes.source = `${JSON.stringify(shippedRoutes(JSON.parse(String(routes.source)) as { screen?: unknown }[], false), null, 2)}\n`;
      },
    },
    keepRoute: (route) => ships || route.screen !== testPreviewScreen,
  };
}

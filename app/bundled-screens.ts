/** The copies of screens/*.json built into the app, each its own lazily loaded chunk. */

// routes.json is the route table (the entry imports it), not a screen. A production build without
// VITE_HATID_TEST_PREVIEW=1 bundles no copy of the developer test page (scripts/test-preview-gate.ts).
const modules = import.meta.env.HATID_TEST_PREVIEW_LEFT_OUT
  ? import.meta.glob<unknown>(['../screens/*.json', '!../screens/routes.json', '!../screens/test-preview.json'], { import: 'default' })
  : import.meta.glob<unknown>(['../screens/*.json', '!../screens/routes.json'], { import: 'default' });

/** The bundled copy of screens/<id>.json as it was built into the app, or undefined when there is none. */
export async function loadBundledDocument(id: string): Promise<unknown> {
  const load = modules[`../screens/${id}.json`];
  return load ? load() : undefined;
}

/** True when the app was built with a copy of screens/<id>.json. */
export function hasBundledScreen(id: string): boolean {
  return Object.hasOwn(modules, `../screens/${id}.json`);
}

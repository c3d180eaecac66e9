/** The copies of screens/*.json built into the app, each its own lazily loaded chunk. */

// routes.json is the route table (the entry imports it), not a screen.
const modules = import.meta.glob<unknown>(['../../screens/*.json', '!../../screens/routes.json'], { import: 'default' });

/** The bundled copy of screens/<id>.json as it was built into the app, or undefined when there is none. */
export async function loadBundledDocument(id: string): Promise<unknown> {
  const load = modules[`../../screens/${id}.json`];
  return load ? load() : undefined;
}

/** True when the app was built with a copy of screens/<id>.json. */
export function hasBundledScreen(id: string): boolean {
  return Object.hasOwn(modules, `../../screens/${id}.json`);
}

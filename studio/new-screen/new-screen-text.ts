/** What a new screen starts as: its id and route from its title, and its text from a copy or a template. */
import { currentSchemaVersion } from '../../renderer/core/migrations/current-schema-version.ts';
import { screenTemplates } from './screen-templates.ts';

/** The screen's words as lowercase ASCII words ("Help desk (PH)" → ["help", "desk", "ph"]). */
function words(title: string): string[] {
  return title
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/[^a-zA-Z0-9 ]/g, '')
    .toLowerCase()
    .split(' ')
    .filter(Boolean);
}

/** An id from a title: "Help desk" → "help-desk" (lowercase words joined by dashes, as screens/ names its files). */
export function idFromTitle(title: string): string {
  const id = words(title).join('-').slice(0, 60).replace(/-+$/, '');
  return /^[a-z]/.test(id) ? id : id ? `screen-${id}` : '';
}

/** A route from a title, as the app's routes are written: "Help desk" → "/helpDesk". */
export function routeFromTitle(title: string): string {
  const [first = '', ...rest] = words(title);
  const name = first + rest.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return /^[a-z]/.test(name) ? `/${name}` : name ? `/screen${name}` : '';
}

/** Where a new screen starts: a copy of a screen's text, or a template by name. */
export type NewScreenSource = { copyOf: string; text: string } | { template: string };

/** The `from` the server records: the copied screen's id, or "template:<name>". */
export function sourceName(source: NewScreenSource): string {
  return 'copyOf' in source ? source.copyOf : `template:${source.template}`;
}

/** The new screen's text: the copy (or the template) with its id and title; a copy keeps everything else as it is. */
export function startText(source: NewScreenSource, id: string, title: string): string {
  if ('copyOf' in source) {
    const doc = JSON.parse(source.text) as Record<string, unknown>;
    return `${JSON.stringify({ ...doc, id, title }, null, 2)}\n`;
  }
  const template = screenTemplates.find((t) => t.name === source.template) ?? screenTemplates[0]!;
  const doc = { $schema: '../schemas/screen.schema.json', schemaVersion: currentSchemaVersion, id, title, body: template.body };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/**
 * The sample node a palette thumbnail draws for a widget type: the new node the studio would insert (new-node.ts),
 * with a few words and values that show what the widget looks like. Pop-ups are drawn closed, as they start on a
 * screen (open, they would cover the studio).
 */
import { newNode } from '../form/new-node.ts';
import { widgetProps } from '../schema/schema-index.ts';

/** Types drawn over the whole screen when open: their thumbnail shows them closed. */
export const popUpTypes: ReadonlySet<string> = new Set(['dialog', 'sheet', 'picker', 'money-keyboard']);

const looks: Readonly<Record<string, Record<string, unknown>>> = {
  text: { text: 'Get up to ₱20,000 today' },
  button: { text: 'Apply now' },
  cell: { title: 'E-mail', value: 'help@hatid.ph' },
  chip: { text: 'Late fee' },
  divider: { label: 'or' },
  stack: {
    children: [
      { type: 'text', text: 'First' },
      { type: 'text', text: 'Second' },
    ],
  },
  columns: {
    children: [
      { type: 'text', text: 'Left' },
      { type: 'text', text: 'Right' },
    ],
  },
  'qr-code': { value: 'HATID-123456' },
  barcode: { value: 'HATID123456' },
};

/** The thumbnail's node for `type` (undefined for an unknown type). */
export function sampleNode(type: string): Record<string, unknown> | undefined {
  const node = newNode(type);
  if (!node) return undefined;
  // Only properties the schema has: a renamed property drops out of the look instead of making the sample invalid.
  const props = new Set(widgetProps(type)?.map((p) => p.name));
  const look = Object.entries(looks[type] ?? {}).filter(([prop]) => props.has(prop));
  return { ...node, ...Object.fromEntries(look) };
}

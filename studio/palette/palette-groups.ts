/**
 * The palette's groups: every widget type the schemas know, grouped by what staff use it for, each with the first
 * sentence of its schema's description as its one line. A type no group names yet is listed under "Other", so a new
 * widget is in the palette the moment its schema exists.
 */
import { widgetTypeList } from '../schema/schema-index.ts';

/** One widget in the palette. */
export interface PaletteWidget {
  type: string;
  /** The first sentence of its schema's description. */
  line: string;
}

/** One group of the palette. */
export interface PaletteGroup {
  name: string;
  widgets: PaletteWidget[];
}

/** The groups by purpose, in the order staff reach for them. */
export const purposes: readonly { name: string; types: readonly string[] }[] = [
  {
    name: 'Text and pictures',
    types: ['text', 'image', 'divider', 'article', 'empty-state', 'outcome-banner', 'status-icon', 'stars', 'image-grid', 'carousel', 'step-list'],
  },
  { name: 'Buttons and rows', types: ['button', 'cell', 'chip', 'countdown-button', 'product-offer'] },
  { name: 'Layout', types: ['stack', 'columns', 'switch', 'repeat', 'folding-list', 'tabs'] },
  {
    name: 'Form fields',
    types: [
      'text-input',
      'textarea',
      'phone-input',
      'code-input',
      'card-input',
      'select-field',
      'checkbox',
      'image-uploader',
      'contact-form',
      'money-keyboard',
    ],
  },
  { name: 'Pop-ups', types: ['dialog', 'sheet', 'picker'] },
  { name: 'Codes and pages', types: ['qr-code', 'barcode', 'web-frame', 'site-header', 'site-footer'] },
];

/** The first sentence of a description ("A button." of "A button. While its actions run…"); "e.g." ends none. */
export function firstSentence(description: string): string {
  const match = /^.*?[.!?](?=\s+[A-Z"“(]|$)/s.exec(description.trim());
  return (match ? match[0] : description).trim();
}

/** The palette's groups (empty ones left out). */
export function paletteGroups(): PaletteGroup[] {
  const known = new Map(widgetTypeList().map((w) => [w.type, firstSentence(w.description)]));
  const grouped = new Set(purposes.flatMap((p) => p.types));
  const groups = purposes.map((p) => ({
    name: p.name,
    widgets: p.types.filter((t) => known.has(t)).map((type) => ({ type, line: known.get(type) ?? '' })),
  }));
  const other = [...known].filter(([type]) => !grouped.has(type)).map(([type, line]) => ({ type, line }));
  return [...groups, { name: 'Other', widgets: other }].filter((g) => g.widgets.length > 0);
}

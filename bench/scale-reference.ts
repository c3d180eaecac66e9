/**
 * The scale cases of the benchmark, JSON-driven only: a plain screen with one `repeat` of cells over N items (whatever
 * the renderer does with a long repeat, virtualising or not, is measured) and a form of N text inputs bound to state.
 */
import type { ScreenDocument } from '../schemas/generated/types.ts';

/** The two kinds of scale case. */
export type ScaleKind = 'list' | 'form';

/** The list's items: a title and a value unique to each (₱1.00 is no part of ₱11.00). */
export function listItems(n: number) {
  return Array.from({ length: n }, (_, i) => ({ id: i + 1, title: `Row ${i + 1}`, value: `₱${i + 1}.00` }));
}

/** Texts of the first and the n-th item (their values). */
export const listItemText = (i: number) => `₱${i}.00`;

/** The list screen: one repeat of cells over data.items, keyed by id. */
export const listDocument = {
  schemaVersion: 2,
  id: 'scale-list',
  title: 'List',
  body: [{ type: 'repeat', items: '=data.items', key: '=item.id', gap: 'sm', render: { type: 'cell', title: '=item.title', value: '=item.value' } }],
} as unknown as ScreenDocument;

/** The form screen: n text inputs, each bound to its own state value (every other one filled in). */
export function formDocument(n: number): ScreenDocument {
  const form = Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i + 1}`, i % 2 ? String(1000 + i) : '']));
  return {
    schemaVersion: 2,
    id: 'scale-form',
    title: 'Form',
    state: { form },
    body: [
      {
        type: 'stack',
        id: 'fields',
        gap: 'md',
        children: Array.from({ length: n }, (_, i) => ({
          type: 'text-input',
          bind: `=state.form.f${i + 1}`,
          label: `Field ${i + 1}`,
          placeholder: 'Type here',
        })),
      },
    ],
  } as unknown as ScreenDocument;
}

/** Reads the case from the page address: ?kind=list|form&n=1000. */
export function scaleCaseOf(search: string): { kind: ScaleKind; n: number } {
  const q = new URLSearchParams(search);
  const n = Number(q.get('n'));
  if (!Number.isInteger(n) || n < 1) throw new Error(`bad scale size ${q.get('n')}`);
  return { kind: q.get('kind') === 'form' ? 'form' : 'list', n };
}

/** One walk of a document names every type it uses, and which of them the page's flow draws (not inside an overlay). */
import { describe, expect, it } from 'vitest';
import { typesInDocument } from '../../../renderer/core/document-types.ts';

describe('typesInDocument', () => {
  it('finds types in the body, templates, switch cases, dialogs and fallbacks, and keeps overlays out of the flow', () => {
    const doc = {
      body: [
        { type: 'stack', children: [{ type: 'text', text: 'a' }] },
        { type: 'repeat', items: [], render: { type: 'cell', title: 'x' } },
        { type: 'switch', on: '=1', cases: { a: [{ type: 'barcode', value: '1' }] } },
        { type: 'dialog', content: [{ type: 'stars', bind: '=state.s' }] },
        { type: 'future-widget', fallback: { type: 'divider' } },
      ],
      onLoad: [{ do: 'toast', text: 'hi' }],
    };
    const { all, inFlow } = typesInDocument(doc, new Set(['dialog', 'sheet']));
    expect([...all].sort()).toEqual(['barcode', 'cell', 'dialog', 'divider', 'future-widget', 'repeat', 'stack', 'stars', 'switch', 'text']);
    expect(inFlow.has('dialog')).toBe(false);
    expect(inFlow.has('stars')).toBe(false);
    expect(inFlow.has('barcode')).toBe(true);
  });

  it('without overlays, the flow is everything', () => {
    const { all, inFlow } = typesInDocument({ body: [{ type: 'sheet', content: [{ type: 'text' }] }] });
    expect([...inFlow]).toEqual([...all]);
  });
});

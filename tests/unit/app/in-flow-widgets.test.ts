/** The app hands a screen over once the lazy widgets in its flow are in; what its dialogs and sheets hold loads meanwhile. */
import { describe, expect, it } from 'vitest';
import { widgetTypesOf } from '../../../renderer/react/registry.ts';
import { overlayWidgets } from '../../../app/in-flow-widgets.ts';

describe('widgetTypesOf without the overlay widgets', () => {
  it('counts the widgets drawn in the page flow, not dialogs, sheets or what they hold', () => {
    const doc = {
      body: [
        { type: 'folding-list', items: [] },
        {
          type: 'stack',
          children: [
            { type: 'tabs', tabs: [] },
            { type: 'text', text: 'a' },
          ],
        },
        { type: 'dialog', body: [{ type: 'stars' }] },
        { type: 'sheet', body: [{ type: 'barcode', value: '1' }] },
      ],
    };
    expect([...widgetTypesOf(doc, overlayWidgets)].sort()).toEqual(['folding-list', 'stack', 'tabs', 'text']);
    expect([...widgetTypesOf(doc)].sort()).toEqual(['barcode', 'dialog', 'folding-list', 'sheet', 'stack', 'stars', 'tabs', 'text']);
  });
});

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemasDir } from '../../../checks/schema-files.ts';
import { actionSlots, nodeSlots, screenSlots, walkDocument, widgetTypes } from '../../../renderer/core/validation/node-slots.ts';

describe('node slots', () => {
  it('knows every widget schema and where each keeps its child nodes', () => {
    const files = fs.readdirSync(`${schemasDir}/widgets`).filter((f) => f.endsWith('.schema.json'));
    expect([...widgetTypes].sort()).toEqual(files.map((f) => f.replace('.schema.json', '')).sort());
    for (const type of widgetTypes) expect(nodeSlots[type]?.single).toContain('fallback');
    expect(nodeSlots.stack?.lists).toEqual(['children']);
    expect(nodeSlots.repeat?.single).toEqual(expect.arrayContaining(['render', 'empty']));
    expect(nodeSlots.switch?.maps).toEqual(['cases']);
    expect(screenSlots.lists).toEqual(['body']);
  });

  it('knows where actions hold further actions', () => {
    expect(actionSlots.actions.call).toEqual(['onSuccess', 'onError']);
    expect(actionSlots.actions.if).toEqual(['then', 'else']);
    expect(actionSlots.actions.countdown).toEqual(['onDone']);
    expect(actionSlots.widgets.button).toEqual(['onTap']);
    expect(actionSlots.screen).toEqual(['onLoad', 'actions/*', 'onNativeBack']);
  });

  it('walks every nested node and action of a document', () => {
    const doc = {
      onLoad: [{ do: 'if', when: true, then: [{ do: 'back' }], else: [{ do: 'wait', ms: 1 }] }],
      body: [
        {
          type: 'stack',
          children: [
            { type: 'repeat', items: [], render: { type: 'text', text: 'r' }, empty: { type: 'text', text: 'e' } },
            {
              type: 'switch',
              on: 'a',
              cases: { a: { type: 'button', text: 'b', onTap: [{ do: 'call', endpoint: 'x', onError: [{ do: 'back' }] }] } },
            },
          ],
          fallback: { type: 'text', text: 'f' },
        },
      ],
    };
    const nodes: string[] = [];
    const actions: string[] = [];
    walkDocument(doc, {
      node: (_n, keys) => nodes.push(keys.join('/')),
      action: (_a, keys) => actions.push(keys.join('/')),
    });
    expect(nodes.sort()).toEqual(
      [
        'body/0',
        'body/0/fallback',
        'body/0/children/0',
        'body/0/children/0/render',
        'body/0/children/0/empty',
        'body/0/children/1',
        'body/0/children/1/cases/a',
      ].sort(),
    );
    expect(actions.sort()).toEqual(
      ['onLoad/0', 'onLoad/0/then/0', 'onLoad/0/else/0', 'body/0/children/1/cases/a/onTap/0', 'body/0/children/1/cases/a/onTap/0/onError/0'].sort(),
    );
  });
});

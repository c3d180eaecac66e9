/** New widgets for "Add widget after…": every required property filled so the screen stays valid. */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { applyEdits } from 'jsonc-parser';
import { describe, expect, test } from 'vitest';
import { newNode } from '../../../studio/form/new-node.ts';
import { insertNodeAfterEdits } from '../../../studio/outline/node-moves.ts';
import { widgetProps, widgetTypeList } from '../../../studio/schema/schema-index.ts';
import { validateScreenText } from '../../../checks/validate-screen-text.ts';

const customerService = readFileSync(path.join(process.cwd(), 'tests', 'support', 'studio-sample-screen.json'), 'utf8');

/** The errors of customer-service with `node` inserted after its first card. */
const errorsWith = (node: unknown) => {
  const text = applyEdits(customerService, insertNodeAfterEdits(customerService, '/body/0', node)?.edits ?? []);
  expect(text).not.toBe(customerService);
  return validateScreenText(text, 'customer-service').filter((p) => p.severity === 'error');
};

describe('newNode', () => {
  test('fills a text with "New text", a cell with a title, inputs with a state binding, enums with a value', () => {
    expect(newNode('text')).toEqual({ type: 'text', text: 'New text' });
    expect(newNode('cell')).toEqual({ type: 'cell', title: 'New title' });
    expect(newNode('text-input')).toEqual({ type: 'text-input', bind: '=state.textInput' });
    expect(newNode('dialog')).toEqual({ type: 'dialog', open: '=state.dialogOpen', title: 'New title' });
    expect(newNode('status-icon')).toEqual({ type: 'status-icon', name: 'processing' });
    expect(newNode('step-list')).toEqual({ type: 'step-list', steps: [{ title: 'New title' }] });
    expect(newNode('no-such-widget')).toBeUndefined();
  });

  test.each(['text', 'button', 'cell', 'image', 'stack', 'dialog', 'picker', 'repeat', 'site-header', 'carousel', 'switch'])(
    'a new %s has every required property and the screen stays valid',
    (type) => {
      const node = newNode(type) ?? {};
      for (const prop of widgetProps(type)?.filter((p) => p.required) ?? []) expect(node).toHaveProperty(prop.name);
      expect(errorsWith(node)).toEqual([]);
    },
  );

  test('every widget type the schemas know gets a valid new node', () => {
    const failing = widgetTypeList().filter(({ type }) => errorsWith(newNode(type)).length > 0);
    expect(failing).toEqual([]);
  });

  test('the check is real: a text without its text is an error', () => {
    expect(errorsWith({ type: 'text' }).map((p) => p.pointer)).toEqual(['/body/1']);
  });
});

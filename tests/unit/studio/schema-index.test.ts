import { describe, expect, it } from 'vitest';
import { actionKindList, actionProps, schemaAt, screenProps, widgetProps, widgetTypeList } from '../../../studio/schema/schema-index.ts';
import { actionTypes, widgetTypes } from '../../../schemas/generated/node-slots.ts';
import { endpointNames } from '../../../adapters/http/endpoints.ts';
import buttonSchema from '../../../schemas/widgets/button.schema.json';
import defsSchema from '../../../schemas/defs.schema.json';

const doc = {
  schemaVersion: 1,
  id: 'demo',
  title: 'Demo',
  actions: { push: [{ do: 'toast', text: 'Hi' }] },
  load: { detail: { call: 'complaint.detail' } },
  body: [
    { type: 'button', text: 'Send', onTap: [{ do: 'call', endpoint: 'complaint.save', onSuccess: [{ do: 'back' }] }] },
    { type: 'stack', children: [{ type: 'text', text: 'x' }] },
    { type: 'switch', on: '=x', cases: { a: { type: 'divider' } } },
    { type: 'site-header', brand: 'B', items: [{ text: 'Home', to: '/' }], current: '/', onNavigate: [] },
    { type: 'nope' },
    {},
  ],
};

describe('schema index: lists', () => {
  it('lists every widget type and action with a description', () => {
    expect(widgetTypeList().map((w) => w.type)).toEqual([...widgetTypes]);
    expect(
      actionKindList()
        .map((a) => a.kind)
        .sort(),
    ).toEqual([...actionTypes].sort());
    expect(widgetTypeList().find((w) => w.type === 'button')?.description).toBe(buttonSchema.description);
    expect(actionKindList().every((a) => a.description.length > 0)).toBe(true);
  });
});

describe('schema index: widget and action props', () => {
  it('button: text is a text with its own description, visible a flag that allows an expression', () => {
    const props = widgetProps('button');
    const text = props?.find((p) => p.name === 'text');
    expect(text).toMatchObject({ kind: 'text', allowsExpression: true, required: true, description: buttonSchema.properties.text.description });
    expect(props?.find((p) => p.name === 'visible')).toMatchObject({ kind: 'boolean', allowsExpression: true, required: false });
    expect(props?.find((p) => p.name === 'visible')?.description).toMatch(/Show this widget only when true/);
    expect(props?.find((p) => p.name === 'variant')).toMatchObject({ kind: 'enum', values: ['primary', 'secondary', 'ghost', 'link'] });
    expect(props?.find((p) => p.name === 'onTap')).toMatchObject({ kind: 'actions' });
    expect(props?.find((p) => p.name === 'fallback')).toMatchObject({ kind: 'node' });
    expect(props?.find((p) => p.name === 'block')).toMatchObject({ kind: 'boolean', allowsExpression: false });
    expect(props?.find((p) => p.name === 'id')?.description).toMatch(/optional name/);
    expect(props?.map((p) => p.name)).toEqual(Object.keys(buttonSchema.properties));
  });

  it('maps every shared definition to its kind', () => {
    const kind = (type: string, name: string) => widgetProps(type)?.find((p) => p.name === name);
    expect(kind('stack', 'children')).toMatchObject({ kind: 'nodes' });
    expect(kind('repeat', 'render')).toMatchObject({ kind: 'node' });
    expect(kind('repeat', 'items')).toMatchObject({ kind: 'array', allowsExpression: true });
    expect(kind('text-input', 'bind')).toMatchObject({ kind: 'expression', allowsExpression: true });
    expect(kind('text', 'maxLines')).toMatchObject({ kind: 'integer' });
    expect(kind('countdown-button', 'seconds')).toMatchObject({ kind: 'number', allowsExpression: true });
    expect(kind('switch', 'cases')).toMatchObject({ kind: 'object' });
    expect(kind('tabs', 'render')).toMatchObject({ kind: 'node' });
    expect(kind('image', 'src')).toMatchObject({ kind: 'text', allowsExpression: true });
    expect(kind('button', 'type')).toMatchObject({ kind: 'enum', values: ['button'] });
    expect(widgetProps('nope')).toBeUndefined();
  });

  it('actions: props, kinds and the endpoint names of a call', () => {
    expect(actionProps('if')?.map((p) => [p.name, p.kind])).toEqual([
      ['do', 'enum'],
      ['when', 'boolean'],
      ['then', 'actions'],
      ['else', 'actions'],
    ]);
    // A path is an expression naming a place from schemaVersion 2 on ("=state.x"), a plain dotted text before.
    const pathKind = defsSchema.definitions.path.pattern.startsWith('^=') ? 'expression' : 'text';
    expect(actionProps('set')?.find((p) => p.name === 'path')).toMatchObject({ kind: pathKind, required: true });
    expect(actionProps('save')?.find((p) => p.name === 'key')).toMatchObject({ kind: 'text', allowsExpression: false });
    expect(actionProps('set')?.find((p) => p.name === 'value')).toMatchObject({ kind: 'unknown', allowsExpression: true });
    expect(actionProps('native')?.find((p) => p.name === 'action')?.values).toContain('closeWebview');
    expect(actionProps('call')?.find((p) => p.name === 'endpoint')?.suggestions).toEqual([...endpointNames]);
    expect(actionProps('nope')).toBeUndefined();
  });

  it('screen props', () => {
    const props = screenProps();
    expect(props.find((p) => p.name === 'body')).toMatchObject({ kind: 'nodes', required: true });
    expect(props.find((p) => p.name === 'title')).toMatchObject({ kind: 'text', allowsExpression: true, required: true });
    expect(props.find((p) => p.name === 'schemaVersion')?.kind).toBe('enum');
    expect(props.find((p) => p.name === 'onLoad')?.kind).toBe('actions');
  });
});

describe('schemaAt', () => {
  it('the document itself and its body', () => {
    expect(schemaAt(doc, [])?.props?.map((p) => p.name)).toContain('body');
    expect(schemaAt(doc, ['body'])).toMatchObject({ kind: 'nodes', description: 'The widgets of the screen, top to bottom.' });
  });

  it('a button node gives the button props and description', () => {
    const info = schemaAt(doc, ['body', 0]);
    expect(info?.kind).toBe('node');
    expect(info?.description).toBe(buttonSchema.description);
    expect(info?.props?.map((p) => p.name)).toEqual(widgetProps('button')?.map((p) => p.name));
    expect(schemaAt(doc, ['body', 0, 'text'])).toMatchObject({ kind: 'text', description: buttonSchema.properties.text.description });
  });

  it('the type of a node lists every widget type', () => {
    expect(schemaAt(doc, ['body', 0, 'type'])?.values).toEqual([...widgetTypes]);
    expect(schemaAt(doc, ['body', 0, 'type'])?.description).toBe('A button.');
  });

  it('an action inside onTap resolves to the action props, nested lists too', () => {
    expect(schemaAt(doc, ['body', 0, 'onTap'])?.kind).toBe('actions');
    const call = schemaAt(doc, ['body', 0, 'onTap', 0]);
    expect(call?.props?.map((p) => p.name)).toEqual(actionProps('call')?.map((p) => p.name));
    expect(schemaAt(doc, ['body', 0, 'onTap', 0, 'endpoint'])?.suggestions).toContain('complaint.save');
    expect(schemaAt(doc, ['body', 0, 'onTap', 0, 'do'])?.values).toEqual(expect.arrayContaining(['call', 'toast', 'navigate']));
    expect(schemaAt(doc, ['body', 0, 'onTap', 0, 'onSuccess', 0])?.props?.map((p) => p.name)).toEqual(['do']);
  });

  it('children, cases, list entries, named actions and loads', () => {
    expect(schemaAt(doc, ['body', 1, 'children', 0])?.props?.map((p) => p.name)).toContain('maxLines');
    expect(schemaAt(doc, ['body', 2, 'cases', 'a'])?.kind).toBe('node');
    expect(schemaAt(doc, ['body', 2, 'cases', 'a', 'spacing'])?.values).toEqual(['none', 'sm', 'md', 'lg']);
    expect(schemaAt(doc, ['body', 3, 'items', 0])?.props?.map((p) => p.name)).toEqual(['text', 'to']);
    expect(schemaAt(doc, ['actions', 'push'])?.kind).toBe('actions');
    expect(schemaAt(doc, ['actions', 'push', 0, 'kind'])?.values).toEqual(['info', 'success', 'error']);
    expect(schemaAt(doc, ['load', 'detail'])?.props?.map((p) => p.name)).toEqual(['call', 'with', 'when']);
    expect(schemaAt(doc, ['load', 'detail', 'call'])?.suggestions).toContain('complaint.detail');
  });

  it('a node of unknown or missing type offers only its type', () => {
    for (const i of [4, 5]) {
      const info = schemaAt(doc, ['body', i]);
      expect(info?.props).toEqual([expect.objectContaining({ name: 'type', kind: 'enum', required: true, values: [...widgetTypes] })]);
      expect(info?.description).not.toMatch(/npm run gen/);
    }
    expect(schemaAt(doc, ['body', 5, 'type'])?.values).toEqual([...widgetTypes]);
    expect(schemaAt(doc, ['body', 4, 'text'])).toBeUndefined();
  });

  it('unknown places give undefined', () => {
    expect(schemaAt(doc, ['nope'])).toBeUndefined();
    expect(schemaAt(doc, ['body', 0, 'nope'])).toBeUndefined();
  });
});

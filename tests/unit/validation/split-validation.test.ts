/**
 * The split validators (envelope, actions, one per widget type, walked by split-validation.ts) must accept and refuse
 * exactly what the full screen schema does, with the same errors at the same places.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import { describe, expect, it, vi } from 'vitest';
import { createSchemaAjv, loadSchemas, schemasDir } from '../../../checks/schema-files.ts';
import type { ScreenDocument } from '../../../schemas/generated/types.ts';
import { validateScreenSchema } from '../../../renderer/core/validation/validate-screen-schema.ts';
import { type Validator } from '../../../schemas/generated/validators.js';
import { widgetValidatorLoaders, type ValidatorModule } from '../../../schemas/generated/validators/index.ts';
import { endpointNames } from '../../../adapters/http/endpoints.ts';
import { parseExpression } from '../../../renderer/core/expressions/parse.ts';
import { toPointer, valueAt } from '../../../renderer/core/validation/json-pointer.ts';
import { startLoadingValidators, widgetTypesNamed, type ValidatorLoaders } from '../../../renderer/core/validation/load-validators.ts';
import { walkDocument, widgetTypes } from '../../../renderer/core/validation/node-slots.ts';
import { validateTree, type SplitValidators } from '../../../renderer/core/validation/split-validation.ts';
import { validateDocument, type ValidateOptions } from '../../../renderer/core/validation/validate-document.ts';

const screensDir = path.resolve(schemasDir, '..', 'screens');
const screenFiles = fs
  .readdirSync(screensDir)
  .filter((f) => f.endsWith('.json') && f !== 'routes.json')
  .sort();
const readScreen = (file: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(screensDir, file), 'utf8')) as Record<string, unknown>;

/** The full ajv over schemas/, as `npm run validate` uses it (with messages). */
const compiled = createSchemaAjv(loadSchemas()).getSchema('https://hatid.dev/schemas/screen.schema.json');
if (!compiled) throw new Error('screen schema missing');
const full = asValidator(compiled);
/** The same without ajv's messages, as the page's validators are compiled: messages of keywords describeErrors leaves to ajv then match. */
const compiledQuiet = createSchemaAjv(loadSchemas(), { messages: false }).getSchema('https://hatid.dev/schemas/screen.schema.json');
if (!compiledQuiet) throw new Error('screen schema missing');
const fullQuiet = asValidator(compiledQuiet);

function asValidator(fn: (doc: unknown) => unknown): Validator<ScreenDocument> {
  const validate = ((doc: unknown): doc is ScreenDocument => {
    const ok = fn(doc) as boolean;
    validate.errors = (fn as { errors?: ErrorObject[] | null }).errors ?? null;
    return ok;
  }) as Validator<ScreenDocument>;
  return validate;
}

/** An error without what legitimately differs (schemaPath, message, order). */
const key = (e: ErrorObject) => JSON.stringify([e.instancePath, e.keyword, e.params, e.propertyName ?? null]);
const keys = (errors: readonly ErrorObject[] | null | undefined) => (errors ?? []).map(key).sort();

/** Both validators on one document: the same verdict and the same errors. */
function expectSame(doc: unknown): ErrorObject[] {
  const fullOk = full(doc);
  const fullErrors = [...(full.errors ?? [])];
  const splitOk = validateScreenSchema(doc);
  expect(splitOk).toBe(fullOk);
  expect(keys(validateScreenSchema.errors)).toEqual(keys(fullErrors));
  return fullErrors;
}

let allValidators: SplitValidators | undefined;
async function everyValidator(): Promise<SplitValidators> {
  allValidators ??= await startLoadingValidators()({ body: widgetTypes.map((type) => ({ type })) });
  return allValidators;
}

/** validateDocument with the full ajv and with the lazily loaded split validators: the same outcome. */
async function expectSameOutcome(doc: unknown, extra: Omit<ValidateOptions, 'validate' | 'validators'> = {}) {
  const viaFull = validateDocument(doc, { ...extra, validate: fullQuiet });
  const validators = await startLoadingValidators()(doc);
  const viaSplit = validateDocument(doc, { ...extra, validators });
  const sorted = (errors: { pointer: string; message: string }[]) =>
    [...errors].sort((a, b) => (a.pointer + a.message).localeCompare(b.pointer + b.message));
  expect(viaSplit.ok).toBe(viaFull.ok);
  expect(viaSplit.unknownNodes).toEqual(viaFull.unknownNodes);
  expect(sorted(viaSplit.errors)).toEqual(sorted(viaFull.errors));
  expect(viaSplit.document).toEqual(viaFull.document);
  return viaSplit;
}

const screen = (body: unknown[], extra: Record<string, unknown> = {}) => ({ schemaVersion: 2, id: 'demo', title: 'Demo', ...extra, body });
const stack = (children: unknown[]) => ({ type: 'stack', children });

describe('split validation of the screens in screens/', () => {
  it.each(screenFiles)('%s: accepted by both, the lazy path loading only its widget types', async (file) => {
    const doc = readScreen(file);
    expect(expectSame(doc)).toEqual([]);
    const result = await expectSameOutcome(doc, { endpointNames, parseExpression });
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it.each(screenFiles)('%s: every node and action broken in turn is refused alike, at the same place', (file) => {
    const doc = readScreen(file);
    const nodes: string[] = [];
    const actions: string[] = [];
    walkDocument(doc, {
      node: (_node, at) => nodes.push(toPointer(at)),
      action: (_action, at) => actions.push(toPointer(at)),
    });
    expect(nodes.length).toBeGreaterThan(0);
    const mutate = (pointer: string, change: (target: Record<string, unknown>) => void) => {
      const copy = structuredClone(doc);
      change(valueAt(copy, pointer) as Record<string, unknown>);
      return copy;
    };
    const checkAt = (pointer: string, change: (target: Record<string, unknown>) => void) => {
      const errors = expectSame(mutate(pointer, change));
      expect(errors.length).toBeGreaterThan(0);
      for (const e of errors) expect(e.instancePath.startsWith(pointer)).toBe(true);
    };
    for (const pointer of nodes) {
      checkAt(pointer, (n) => (n.colour = 'red'));
      checkAt(pointer, (n) => delete n.type);
      checkAt(pointer, (n) => (n.type = 7));
      checkAt(pointer, (n) => (n.visible = 'yes'));
      // Every property but type set to something no schema here allows for it (an object inside a list).
      const props = Object.keys(valueAt(doc, pointer) as object).filter((p) => p !== 'type');
      for (const prop of props) expectSame(mutate(pointer, (n) => (n[prop] = [{ wrong: true }])));
    }
    for (const pointer of actions) {
      checkAt(pointer, (a) => (a.do = 'nope'));
      checkAt(pointer, (a) => (a.extra = 1));
      const props = Object.keys(valueAt(doc, pointer) as object).filter((p) => p !== 'do');
      for (const prop of props) expectSame(mutate(pointer, (a) => (a[prop] = [{ wrong: true }])));
    }
  });
});

describe('split validation of broken documents', () => {
  const cases: [string, unknown, string[]][] = [
    [
      'a wrong prop type on a node inside a repeat',
      screen([stack([{ type: 'repeat', items: '=data.list', render: { type: 'text', text: 5 } }])]),
      ['/body/0/children/0/render/text'],
    ],
    [
      'an extra property in a switch case and a missing prop in its default',
      screen([{ type: 'switch', on: '=state.tab', cases: { 'a/b': { type: 'text', text: 'A', colour: 'red' } }, default: { type: 'button' } }]),
      ['/body/0/cases/a~1b/colour', '/body/0/default'],
    ],
    [
      'a bad enum inside dialog and sheet children',
      screen([
        { type: 'dialog', open: '=state.open', title: 'T', children: [stack([{ type: 'text', text: 'x', variant: 'huge' }])] },
        { type: 'sheet', open: '=state.sheet', title: 'S', children: [{ type: 'button', text: 'Go', variant: 'loud' }] },
      ]),
      ['/body/0/children/0/children/0/variant', '/body/1/children/0/variant'],
    ],
    [
      'an unknown action inside onSuccess, and bad fields inside if/then/else and countdown onDone',
      screen(
        [
          {
            type: 'button',
            text: 'Send',
            onTap: [
              { do: 'call', endpoint: 'complaint.save', onSuccess: [{ do: 'navigat', to: '/x' }], onError: [{ do: 'toast' }] },
              { do: 'countdown', path: '=state.seconds', from: 60, onDone: [{ do: 'set', path: 'seconds', value: 0 }] },
            ],
          },
        ],
        {
          onLoad: [{ do: 'if', when: 'yes', then: [{ do: 'wait', ms: 'soon' }], else: [{ do: 'if', when: true, then: [{ do: 'back', extra: 1 }] }] }],
        },
      ),
      [
        '/body/0/onTap/0/onSuccess/0',
        '/body/0/onTap/0/onError/0',
        '/body/0/onTap/1/onDone/0/path',
        '/onLoad/0/when',
        '/onLoad/0/then/0/ms',
        '/onLoad/0/else/0/then/0/extra',
      ],
    ],
    [
      'named action lists and the native back',
      screen([], { actions: { push: [{ do: 'navigate' }], 'bad name': [] }, onNativeBack: [{ do: 'back', to: '/x' }, 'back', 3] }),
      ['/actions', '/actions/push/0', '/onNativeBack/0/to', '/onNativeBack/1', '/onNativeBack/2'],
    ],
    [
      'nodes without a type, with a number as type, null, text and lists in place of nodes',
      screen([{ text: 'a' }, { type: 3 }, null, 'text', [], stack('not a list' as never)]),
      ['/body/0', '/body/1', '/body/2', '/body/3', '/body/4', '/body/5/children'],
    ],
    [
      'a broken fallback and a broken node deep inside templates',
      screen([
        {
          type: 'text',
          text: 'a',
          fallback: { type: 'text', text: 'b', colour: 'red' },
        },
        {
          type: 'tabs',
          items: '=data.tabs',
          label: '=item.title',
          render: {
            type: 'switch',
            on: '=item.kind',
            cases: {
              list: {
                type: 'repeat',
                items: '=item.rows',
                render: {
                  type: 'dialog',
                  open: '=state.o',
                  title: 'T',
                  children: [{ type: 'button', text: 'Go', onTap: [{ do: 'if', when: true, then: [{ do: 'wait' }] }] }],
                },
              },
            },
          },
        },
      ]),
      ['/body/0/fallback/colour', '/body/1/render/cases/list/render/children/0/onTap/0/then/0'],
    ],
    [
      'problems of the envelope',
      { schemaVersion: 3, id: 'Not An Id', body: {}, extra: true, load: { detail: { call: 1, when: 'x' } }, saved: ['a', 'a'] },
      ['', '/schemaVersion', '/id', '/body', '/extra', '/load/detail/call', '/load/detail/when', '/saved'],
    ],
  ];

  it.each(cases)('%s', async (_name, doc, pointers) => {
    const errors = expectSame(doc);
    expect(errors.length).toBeGreaterThan(0);
    const result = await expectSameOutcome(doc);
    expect(result.ok).toBe(false);
    expect([...new Set(result.errors.map((e) => e.pointer))].sort()).toEqual([...pointers].sort());
  });

  it.each([null, 'screen', [], 42])('a document that is not an object (%j)', (doc) => {
    expect(expectSame(doc)).toHaveLength(1);
  });

  it('replaces unknown widgets by their fallback alike, and loads the fallback type only', async () => {
    const doc = screen([
      stack([{ type: 'hologram', items: [], fallback: { type: 'text', text: 'Update the app', colour: 'red' } }, { type: 'mystery' }]),
    ]);
    const result = await expectSameOutcome(doc);
    expect(result.unknownNodes.map((u) => u.pointer)).toEqual(['/body/0/children/0', '/body/0/children/1']);
    expect(result.errors).toEqual([{ pointer: '/body/0/children/0/fallback/colour', message: '`colour` is not a property of a `text` widget' }]);
    expect(widgetTypesNamed(doc, widgetValidatorLoaders)).toEqual(['stack', 'text']);
  });
});

describe('loading the split validators', () => {
  const fakeModule = (): ValidatorModule => ({ validate: Object.assign(() => true, { errors: null }) as unknown as Validator<unknown> });
  const fakeLoaders = () => {
    const widgets = Object.fromEntries(widgetTypes.map((t) => [t, vi.fn(async () => fakeModule())]));
    const loaders = { screen: vi.fn(async () => fakeModule()), action: vi.fn(async () => fakeModule()), widgets } satisfies ValidatorLoaders;
    return loaders;
  };

  it('has one lazy loader per widget type', () => {
    expect(Object.keys(widgetValidatorLoaders).sort()).toEqual([...widgetTypes].sort());
  });

  it('starts the envelope and action validators at once, then only the widget types the document names', async () => {
    const loaders = fakeLoaders();
    const forDocument = startLoadingValidators(loaders);
    expect(loaders.screen).toHaveBeenCalledTimes(1);
    expect(loaders.action).toHaveBeenCalledTimes(1);
    const doc = screen(
      [
        stack([
          { type: 'text', text: 'a' },
          { type: 'text', text: 'b' },
          { type: 'buton', fallback: { type: 'button', text: 'c' } },
        ]),
      ],
      {
        state: { kind: { type: 'not-a-widget' } },
      },
    );
    const validators = await forDocument(doc);
    const called = Object.entries(loaders.widgets)
      .filter(([, load]) => load.mock.calls.length > 0)
      .map(([type]) => type);
    expect(called).toEqual(['button', 'stack', 'text']);
    for (const type of called) expect(loaders.widgets[type]).toHaveBeenCalledTimes(1);
    expect(Object.keys(validators.widgets)).toEqual(['button', 'stack', 'text']);
  });

  it('refuses to validate a widget whose validator was not loaded', async () => {
    const validators = await startLoadingValidators(fakeLoaders())(screen([]));
    expect(() => validateTree(screen([{ type: 'text', text: 'a' }]), validators)).toThrow(/`text`/);
  });

  it('reports a failed chunk load when the document arrives, not before', async () => {
    const loaders = fakeLoaders();
    loaders.action.mockImplementationOnce(async () => {
      throw new Error('offline');
    });
    const forDocument = startLoadingValidators(loaders);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(forDocument(screen([]))).rejects.toThrow('offline');
  });

  it('the lazily loaded validators validate like the whole-screen validator', async () => {
    const validators = await everyValidator();
    const doc = screen([{ type: 'button', text: 5, onTap: [{ do: 'wait' }] }]);
    expect(keys(validateTree(doc, validators))).toEqual(keys(validateScreenSchema(doc) ? [] : validateScreenSchema.errors));
  });
});

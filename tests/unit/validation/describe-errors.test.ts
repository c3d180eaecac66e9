import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ErrorObject } from 'ajv';
import { createSchemaAjv, loadSchemas, schemasDir } from '../../../checks/schema-files.ts';
import { validateScreenSchema } from '../../../renderer/core/validation/validate-screen-schema.ts';
import { describeErrors } from '../../../renderer/core/validation/describe-errors.ts';

const full = createSchemaAjv(loadSchemas()).getSchema('https://hatid.dev/schemas/screen.schema.json');
if (!full) throw new Error('screen schema missing');

const validators: [string, (doc: unknown) => ErrorObject[] | null | undefined][] = [
  ['full ajv', (doc) => (full(doc) ? null : full.errors)],
  ['precompiled', (doc) => (validateScreenSchema(doc) ? null : validateScreenSchema.errors)],
];

const textVariants = (
  JSON.parse(fs.readFileSync(`${schemasDir}/widgets/text.schema.json`, 'utf8')) as {
    properties: { variant: { enum: string[] } };
  }
).properties.variant.enum;

const screen = (body: unknown[], extra: Record<string, unknown> = {}) => ({ schemaVersion: 2, id: 'demo', title: 'Demo', ...extra, body });

describe.each(validators)('describeErrors with the %s validator', (_name, run) => {
  const describeDoc = (doc: unknown) => describeErrors(run(doc), doc);

  it('accepts a valid document without messages', () => {
    expect(describeDoc(screen([{ type: 'text', text: 'Online service' }]))).toEqual([]);
  });

  it('names a missing property and the widget type read from the document', () => {
    expect(describeDoc(screen([{ type: 'text' }]))).toEqual([{ pointer: '/body/0', message: '`text` is required on a `text` widget' }]);
    expect(describeDoc(screen([{ type: 'stack', children: [{ type: 'button' }] }]))).toEqual([
      { pointer: '/body/0/children/0', message: '`text` is required on a `button` widget' },
    ]);
  });

  it('lists the allowed values of an enum, suggesting the nearest one', () => {
    expect(describeDoc(screen([{ type: 'text', text: 'a', variant: 'huge' }]))).toEqual([
      { pointer: '/body/0/variant', message: `\`variant\` must be one of: ${textVariants.join(', ')}` },
    ]);
    const [typo] = describeDoc(screen([{ type: 'text', text: 'a', variant: 'titel' }]));
    expect(typo?.message).toMatch(/ — did you mean `title`\?$/);
  });

  it('reports an unknown widget type with the nearest known type', () => {
    expect(describeDoc(screen([{ type: 'buton', text: 'Send' }]))).toEqual([
      { pointer: '/body/0', message: 'unknown widget type `buton` — did you mean `button`?' },
    ]);
  });

  it('reports an unknown action with the nearest known action', () => {
    expect(describeDoc(screen([{ type: 'button', text: 'Go', onTap: [{ do: 'navigat', to: '/home' }] }]))).toEqual([
      { pointer: '/body/0/onTap/0', message: 'unknown action `navigat` — did you mean `navigate`?' },
    ]);
  });

  it('says which kind of value a property needs', () => {
    expect(describeDoc(screen([{ type: 'button', text: 'Go', onTap: [{ do: 'wait', ms: 'soon' }] }]))).toEqual([
      { pointer: '/body/0/onTap/0/ms', message: '`ms` must be a number' },
    ]);
  });

  it('points at a property the widget does not have, suggesting a close one', () => {
    expect(describeDoc(screen([{ type: 'text', text: 'a', colour: 'red', txet: 'b' }]))).toEqual([
      { pointer: '/body/0/colour', message: '`colour` is not a property of a `text` widget' },
      { pointer: '/body/0/txet', message: '`txet` is not a property of a `text` widget — did you mean `text`?' },
    ]);
  });

  it('collapses the alternatives of a flag into one message per place', () => {
    expect(describeDoc(screen([{ type: 'text', text: 'a', visible: 'yes' }]))).toEqual([
      { pointer: '/body/0/visible', message: "`visible` must be true or false, or an expression (starting with '=')" },
    ]);
  });

  it('gives one message for a node without a type', () => {
    expect(describeDoc(screen([{ text: 'a' }]))).toEqual([{ pointer: '/body/0', message: '`type` is required on a widget' }]);
  });

  it('describes problems of the screen envelope', () => {
    expect(describeDoc({ schemaVersion: 3, id: 'demo', body: [] })).toEqual([
      { pointer: '', message: '`title` is required on the screen' },
      { pointer: '/schemaVersion', message: '`schemaVersion` must be 2' },
    ]);
  });

  it('explains a pattern in words and escapes pointers (RFC 6901)', () => {
    const errors = describeDoc(screen([{ type: 'button', text: 'Go', 'a/b~c': 1, onTap: [{ do: 'set', path: 'ratingOpen', value: true }] }]));
    expect(errors).toHaveLength(2);
    expect(errors).toContainEqual({ pointer: '/body/0/a~1b~0c', message: '`a/b~c` is not a property of a `button` widget' });
    const pathError = errors.find((e) => e.pointer === '/body/0/onTap/0/path');
    expect(pathError?.message).toMatch(/^`path` is not in the expected form — a place in the screen state/);
  });
});

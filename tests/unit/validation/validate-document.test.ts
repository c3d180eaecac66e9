import { describe, expect, it } from 'vitest';
import { validateScreenSchema } from '../../../renderer/core/validation/validate-screen-schema.ts';
import { parseExpression } from '../../../renderer/core/expressions/parse.ts';
import { validateDocument } from '../../../renderer/core/validation/validate-document.ts';

const screen = (body: unknown[], extra: Record<string, unknown> = {}) => ({ schemaVersion: 2, id: 'demo', title: 'Demo', ...extra, body });
const endpointNames = ['complaint.detail', 'complaint.save', 'complaint.list'];

describe('validateDocument', () => {
  it('replaces an unknown widget by its fallback, reports it, and keeps the rest of the screen', () => {
    const doc = screen([
      { type: 'buton', text: 'Send', fallback: { type: 'text', text: 'Please update the app' } },
      { type: 'text', text: 'Online service' },
    ]);
    const result = validateDocument(doc, { validate: validateScreenSchema });
    expect(result.ok).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.unknownNodes).toEqual([{ pointer: '/body/0', type: 'buton', suggestion: 'button' }]);
    expect(result.document?.body).toEqual([
      { type: 'text', text: 'Please update the app' },
      { type: 'text', text: 'Online service' },
    ]);
    expect(doc.body[0]).toMatchObject({ type: 'buton' });
  });

  it('leaves out an unknown widget without fallback: removed from a list, empty in a single place', () => {
    const doc = screen([
      { type: 'mystery' },
      { type: 'repeat', items: '=data.list', render: { type: 'card-v2', title: 'x' } },
      { type: 'switch', on: '=state.tab', cases: { a: { type: 'nope' }, b: { type: 'text', text: 'B' } } },
    ]);
    const result = validateDocument(doc, { validate: validateScreenSchema });
    expect(result.ok).toBe(true);
    expect(result.unknownNodes.map((u) => u.pointer)).toEqual(['/body/0', '/body/1/render', '/body/2/cases/a']);
    expect(result.unknownNodes[0]).toEqual({ pointer: '/body/0', type: 'mystery' });
    expect(result.document?.body).toEqual([
      { type: 'repeat', items: '=data.list', render: null },
      { type: 'switch', on: '=state.tab', cases: { a: null, b: { type: 'text', text: 'B' } } },
    ]);
  });

  it('points errors at the place in the original document, even after an unknown node was left out', () => {
    const doc = screen([{ type: 'mystery' }, { type: 'text' }, { type: 'mystery', fallback: { type: 'text', text: 'ok', colour: 'red' } }]);
    const result = validateDocument(doc, { validate: validateScreenSchema });
    expect(result.ok).toBe(false);
    expect(result.document).toBeUndefined();
    expect(result.errors).toEqual([
      { pointer: '/body/1', message: '`text` is required on a `text` widget' },
      { pointer: '/body/2/fallback/colour', message: '`colour` is not a property of a `text` widget' },
    ]);
  });

  it('reports an endpoint name the catalog does not know, with the nearest name', () => {
    const doc = screen(
      [
        {
          type: 'button',
          text: 'Send',
          onTap: [{ do: 'call', endpoint: 'complaint.save', onSuccess: [{ do: 'call', endpoint: 'complaint.lsit' }] }],
        },
      ],
      { load: { detail: { call: 'complaint.detial' }, 'a/b~c': { call: 'nothing.like.it' } } },
    );
    const result = validateDocument(doc, { validate: validateScreenSchema, endpointNames });
    expect(result.errors).toEqual([
      { pointer: '/load/detail/call', message: 'unknown endpoint `complaint.detial` — did you mean `complaint.detail`?' },
      { pointer: '/load/a~1b~0c/call', message: 'unknown endpoint `nothing.like.it`' },
      { pointer: '/body/0/onTap/0/onSuccess/0/endpoint', message: 'unknown endpoint `complaint.lsit` — did you mean `complaint.list`?' },
    ]);
    expect(validateDocument(doc, { validate: validateScreenSchema }).ok).toBe(true);
  });

  it('reports an expression syntax error at its place, but not in starting state values', () => {
    const doc = screen(
      [
        { type: 'text', text: '=count(state.images) < 9' },
        { type: 'text', text: '=data.detail.(', visible: '=state.open &&' },
      ],
      { state: { note: '=this is what the borrower typed (' } },
    );
    const result = validateDocument(doc, { validate: validateScreenSchema, parseExpression });
    expect(result.ok).toBe(false);
    expect(result.errors.map((e) => e.pointer)).toEqual(['/body/1/text', '/body/1/visible']);
    expect(result.errors[0]?.message).toMatch(/^`text`: /);
  });

  it('accepts a complete valid screen and returns it', () => {
    const doc = screen(
      [
        { type: 'text', text: '=data.detail.type' },
        { type: 'button', text: 'Send', onTap: [{ do: 'call', endpoint: 'complaint.save', with: { id: '=params.problemId' } }] },
      ],
      { load: { detail: { call: 'complaint.detail' } }, onLoad: [{ do: 'wait', ms: 3000 }] },
    );
    const result = validateDocument(doc, { validate: validateScreenSchema, endpointNames, parseExpression });
    expect(result).toEqual({ ok: true, document: doc, errors: [], unknownNodes: [] });
  });
});

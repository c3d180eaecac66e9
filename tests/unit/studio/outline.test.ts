import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { buildOutline, enclosingNode, flattenOutline } from '../../../studio/outline/build-outline.ts';

/** A screen's text; customer-service is the studio tests' frozen sample (tests/support/studio-sample-screen.json). */
const screen = (id: string) =>
  readFileSync(
    id === 'customer-service'
      ? path.join(process.cwd(), 'tests', 'support', 'studio-sample-screen.json')
      : path.join(process.cwd(), 'screens', `${id}.json`),
    'utf8',
  );

describe('buildOutline', () => {
  test('lists the nodes of a real screen with their pointers, types and literal labels', () => {
    const rows = flattenOutline(buildOutline(screen('customer-service'))).map(({ node, depth }) => [depth, node.pointer, node.type, node.label]);
    expect(rows).toEqual([
      [0, '', 'screen', 'Customer service'],
      [1, '/body/0', 'stack', ''],
      [2, '/body/0/children/0', 'cell', 'Telephone/WhatsApp'],
      [2, '/body/0/children/1', 'cell', 'E-mail'],
      [1, '/body/1', 'stack', ''],
      [2, '/body/1/children/0', 'cell', 'Complaint'],
    ]);
  });

  test('follows every node slot: dialog children, nested stacks; expressions are no label, an id is', () => {
    const rows = flattenOutline(buildOutline(screen('complain-details')));
    const byPointer = new Map(rows.map((r) => [r.node.pointer, r]));
    expect(byPointer.get('/body/0/children/0')?.node.label).toBe('');
    // Top-level places found by id, so a node added above them does not move the test.
    const top = (id: string) => `/body/${(JSON.parse(screen('complain-details')) as { body: { id?: string }[] }).body.findIndex((n) => n.id === id)}`;
    expect(byPointer.get(top('process-result'))?.node.label).toBe('#process-result');
    const dialog = top('rating');
    expect(byPointer.get(dialog)?.node).toMatchObject({ type: 'dialog', label: 'Rate our service' });
    expect(byPointer.get(`${dialog}/children/1/children/0`)?.node).toMatchObject({ type: 'button', label: 'Cancel', slot: 'children.0' });
    expect(byPointer.get(`${dialog}/children/1/children/1`)?.depth).toBe(3);
  });

  test('a text written in English and Filipino is labelled by its English', () => {
    const rows = flattenOutline(buildOutline(screen('loan-confirm'))).map((r) => r.node);
    const loanNow = `/body/${(JSON.parse(screen('loan-confirm')) as { body: { id?: string }[] }).body.findIndex((n) => n.id === 'loan-now')}`;
    expect(rows.find((n) => n.pointer === loanNow)).toMatchObject({ type: 'button', label: 'Loan Now' });
  });

  test('follows single and map slots (repeat render, fallback)', () => {
    const text = JSON.stringify({
      id: 'x',
      body: [{ type: 'repeat', items: '=data.list', render: { type: 'text', text: 'Row' }, fallback: { type: 'text', text: 'Oops' } }],
    });
    const rows = flattenOutline(buildOutline(text)).map((r) => [r.node.pointer, r.node.slot]);
    expect(rows).toContainEqual(['/body/0/render', 'render']);
    expect(rows).toContainEqual(['/body/0/fallback', 'fallback']);
  });

  test('marks unknown types and non-nodes, and still outlines a half-typed text', () => {
    const text = '{ "id": "x", "body": [ { "type": "fancy", "children": [{ "type": "text", "text": "hidden" }] }, 3, { "type": "text", "text": "Hi" ';
    const rows = flattenOutline(buildOutline(text)).map((r) => r.node);
    expect(rows.map((n) => [n.pointer, n.type, n.known])).toEqual([
      ['', 'screen', true],
      ['/body/0', 'fancy', false],
      ['/body/1', '', false],
      ['/body/2', 'text', true],
    ]);
  });
});

describe('enclosingNode', () => {
  const outline = buildOutline(screen('customer-service'));
  test('finds the innermost node holding a pointer', () => {
    expect(enclosingNode(outline, '/body/0/children/1/onTap/0/url')).toBe('/body/0/children/1');
    expect(enclosingNode(outline, '/body/1')).toBe('/body/1');
    expect(enclosingNode(outline, '/body/1/gap')).toBe('/body/1');
    expect(enclosingNode(outline, '/load/contact')).toBe('');
  });
  test('does not take /body/1 for /body/10', () => {
    const many = buildOutline(JSON.stringify({ body: Array.from({ length: 11 }, () => ({ type: 'divider' })) }));
    expect(enclosingNode(many, '/body/10/type')).toBe('/body/10');
  });
});

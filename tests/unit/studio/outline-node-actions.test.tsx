/** Node operations in the running studio: the form's toolbar and the outline's shortcuts edit the text in one undoable step. */
import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { EditorView } from '@codemirror/view';
import { StudioApp } from '../../../studio/studio-app.tsx';

const published = fs.readFileSync(path.join(process.cwd(), 'screens', 'customer-service.json'), 'utf8');
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const url = String(input);
  if (url === '/studio-api/screens') {
    const screens = [{ id: 'customer-service', title: 'Customer service', routes: [{ path: '/customerService' }], published: null }];
    return Promise.resolve(json({ screens }));
  }
  if (url === '/studio-api/screens/customer-service')
    return Promise.resolve(json({ id: 'customer-service', text: published, bundledText: published, published: null }));
  if (url === '/studio-api/validate') return Promise.resolve(json({ problems: [] }));
  if (url === '/studio-api/scenarios') return Promise.resolve(json({ scenarios: ['default'] }));
  return Promise.resolve(json({ message: 'not here' }, 404));
}

// jsdom has no layout; CodeMirror measures text ranges after each change.
const noRects = () => Object.assign([], { item: () => null });
const emptyRect = () => new DOMRect(0, 0, 0, 0);

const editorText = () => {
  const host = document.querySelector<HTMLElement>('.cm-editor');
  return (host && EditorView.findFromDOM(host)?.state.doc.toString()) ?? '';
};
const tree = () => screen.getByRole('tree', { name: 'Outline of the screen' });
const selectedPointer = () => within(tree()).getByRole('treeitem', { selected: true }).getAttribute('data-pointer');
const status = () => within(screen.getByRole('region', { name: 'Outline and properties' })).getByRole('status').textContent;
const tools = () => within(screen.getByRole('form')).getByRole('group', { name: /^Change / });
const cellTitles = () => {
  const doc: unknown = JSON.parse(editorText());
  const cells = (doc as { body: { children: { title: string }[] }[] }).body[0]?.children ?? [];
  return cells.map((c) => c.title);
};

async function openCustomerService() {
  window.location.hash = '#customer-service';
  render(<StudioApp />);
  await waitFor(() => expect(within(tree()).getAllByRole('treeitem')).toHaveLength(6));
}

describe('node operations', () => {
  const added: string[] = [];
  beforeAll(() => {
    for (const [name, fn] of [
      ['getClientRects', noRects],
      ['getBoundingClientRect', emptyRect],
    ] as const) {
      if (!(name in Range.prototype)) {
        Object.defineProperty(Range.prototype, name, { value: fn, configurable: true });
        added.push(name);
      }
    }
  });
  afterAll(() => {
    for (const name of added) Reflect.deleteProperty(Range.prototype, name);
  });
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', vi.fn(fakeFetch));
  });
  afterEach(() => {
    window.location.hash = '';
  });

  test('Move up in the toolbar moves the cell in the text, the selection follows, and Undo restores the text exactly', async () => {
    await openCustomerService();
    fireEvent.click(within(tree()).getByRole('treeitem', { name: /E-mail/ }));
    expect(within(tools()).getByRole('button', { name: 'Move down' })).toHaveProperty('disabled', true);
    fireEvent.click(within(tools()).getByRole('button', { name: 'Move up' }));
    await waitFor(() => expect(cellTitles()).toEqual(['E-mail', 'Telephone/WhatsApp']));
    expect(selectedPointer()).toBe('/body/0/children/0');
    expect(within(tree()).getByRole('treeitem', { selected: true }).textContent).toContain('E-mail');
    expect(within(tools()).getByRole('button', { name: 'Move up' })).toHaveProperty('disabled', true);
    expect(status()).toBe('Moved cell E-mail up');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(editorText()).toBe(published));
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(cellTitles()).toEqual(['E-mail', 'Telephone/WhatsApp']));
  });

  test('Alt+ArrowDown and Delete in the outline move and delete the selected node; Undo brings it back', async () => {
    await openCustomerService();
    const phone = within(tree()).getByRole('treeitem', { name: /Telephone/ });
    fireEvent.click(phone);
    fireEvent.keyDown(phone, { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(cellTitles()).toEqual(['E-mail', 'Telephone/WhatsApp']));
    expect(selectedPointer()).toBe('/body/0/children/1');
    expect(status()).toBe('Moved cell Telephone/WhatsApp down');
    fireEvent.keyDown(within(tree()).getByRole('treeitem', { selected: true }), { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(status()).toBe('cell Telephone/WhatsApp is already last in its list'));
    fireEvent.keyDown(within(tree()).getByRole('treeitem', { selected: true }), { key: 'Delete' });
    await waitFor(() => expect(cellTitles()).toEqual(['E-mail']));
    expect(status()).toBe('Deleted cell Telephone/WhatsApp. Undo brings it back.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(cellTitles()).toEqual(['E-mail', 'Telephone/WhatsApp']));
  });

  test('Duplicate copies with a free id; Add widget after inserts a text; Delete names the node and removes it', async () => {
    await openCustomerService();
    fireEvent.click(within(tree()).getByRole('treeitem', { name: /E-mail/ }));
    fireEvent.click(within(tools()).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(cellTitles()).toEqual(['Telephone/WhatsApp', 'E-mail', 'E-mail']));
    expect(editorText()).toContain('"id": "email-2"');
    expect(selectedPointer()).toBe('/body/0/children/2');
    fireEvent.change(within(tools()).getByRole('combobox', { name: 'Add widget after cell E-mail' }), { target: { value: 'text' } });
    await waitFor(() => expect(editorText()).toContain('{\n          "type": "text",\n          "text": "New text"\n        }'));
    expect(selectedPointer()).toBe('/body/0/children/3');
    expect(status()).toBe('Added text after cell E-mail');
    fireEvent.click(within(tools()).getByRole('button', { name: 'Delete text New text' }));
    await waitFor(() => expect(editorText()).not.toContain('New text'));
    expect(cellTitles()).toEqual(['Telephone/WhatsApp', 'E-mail', 'E-mail']);
  });
});

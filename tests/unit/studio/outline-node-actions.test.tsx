/** Node operations in the running studio: the form's toolbar and the outline's shortcuts edit the text in one undoable step. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { editorText, openCustomerService, outlineTree, publishedCustomerService, stubRangeLayout } from '../../support/studio-harness.tsx';
import { installFakeServer } from './studio-fake-server.ts';

const published = publishedCustomerService;

const tree = outlineTree;
const selectedPointer = () => within(tree()).getByRole('treeitem', { selected: true }).getAttribute('data-pointer');
const status = () => within(screen.getByRole('region', { name: 'Outline and properties' })).getByRole('status').textContent;
const tools = () => within(screen.getByRole('form')).getByRole('group', { name: /^Change / });
const cellTitles = () => {
  const doc: unknown = JSON.parse(editorText());
  const cells = (doc as { body: { children: { title: string }[] }[] }).body[0]?.children ?? [];
  return cells.map((c) => c.title);
};

describe('node operations', () => {
  stubRangeLayout();
  beforeEach(() => {
    localStorage.clear();
    installFakeServer({
      screens: [{ id: 'customer-service', title: 'Customer service', routes: [{ path: '/customerService' }], bundledText: publishedCustomerService }],
    });
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

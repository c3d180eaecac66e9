/** StudioApp end to end in jsdom: list and search, deep link, outline → form → one undoable edit, problems at their place, drafts. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { StudioApp } from '../../../studio/studio-app.tsx';
import { editorText, openCustomerService, outlineTree, publishedCustomerService, stubRangeLayout } from '../../support/studio-harness.tsx';
import { draftKey } from '../../../studio/state/drafts.ts';
import { installFakeServer } from './studio-fake-server.ts';
import type { Problem } from '../../../studio/studio-api.ts';

const published = publishedCustomerService;
const validated: string[] = [];

function validate(text: string): Problem[] {
  validated.push(text);
  const at = text.indexOf('"Email us"');
  if (at < 0) return [];
  return [
    { severity: 'error', pointer: '/body/0/children/1/title', message: '`title` must not say "us"', line: 1, column: 1, from: at, to: at + 10 },
  ];
}

const screens = [
  { id: 'about-us', title: 'About us', routes: [{ path: '/aboutUs' }], bundledText: '{"id":"about-us"}' },
  { id: 'customer-service', title: 'Customer service', routes: [{ path: '/customerService' }], bundledText: published },
];
const tree = outlineTree;

describe('StudioApp', () => {
  stubRangeLayout();
  let api: ReturnType<typeof installFakeServer>;
  beforeEach(() => {
    localStorage.clear();
    validated.length = 0;
    api = installFakeServer({ screens, validate });
  });
  afterEach(() => {
    window.location.hash = '';
  });

  test('lists the screens with their routes and filters them by the search', async () => {
    render(<StudioApp />);
    const list = await screen.findByRole('navigation', { name: 'Screens' });
    await within(list).findByText('Customer service');
    expect(list.textContent).toContain('/customerService');
    expect(list.textContent).toContain('bundled');
    fireEvent.change(within(list).getByRole('searchbox', { name: 'Search screens' }), { target: { value: 'custom' } });
    expect(within(list).queryByText('About us')).toBeNull();
    expect(within(list).getByText('Customer service')).toBeTruthy();
  });

  test('a deep link opens the screen; a form edit is one step of the editor, and Undo takes it back', async () => {
    await openCustomerService();
    expect(screen.getByRole('toolbar', { name: 'Screen' }).textContent).toContain('customer-service');
    fireEvent.click(within(tree()).getByRole('treeitem', { name: /E-mail/ }));
    const form = screen.getByRole('form', { name: 'Properties of cell' });
    const title = within(form).getByRole('textbox', { name: /^title/ });
    fireEvent.change(title, { target: { value: 'Email us' } });
    fireEvent.keyDown(title, { key: 'Enter' });
    await waitFor(() => expect(editorText()).toContain('"title": "Email us"'));
    expect(editorText()).not.toContain('"E-mail"');
    expect(localStorage.getItem(draftKey('customer-service'))).toContain('Email us');
    await waitFor(() => expect(form.querySelector('[data-prop="title"]')?.textContent).toContain('`title` must not say "us"'));
    expect(validated.at(-1)).toContain('"Email us"');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(editorText()).toContain('"title": "E-mail"'));
    expect(within(form).getByRole('textbox', { name: /^title/ })).toHaveProperty('value', 'E-mail');
    expect(localStorage.getItem(draftKey('customer-service'))).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(editorText()).toContain('"title": "Email us"'));
  });

  test('picking a problem selects its node in the outline', async () => {
    await openCustomerService();
    fireEvent.click(within(tree()).getByRole('treeitem', { name: /E-mail/ }));
    const title = within(screen.getByRole('form')).getByRole('textbox', { name: /^title/ });
    fireEvent.change(title, { target: { value: 'Email us' } });
    fireEvent.blur(title);
    fireEvent.click(within(tree()).getByRole('treeitem', { name: /Complaint/ }));
    const problems = screen.getByRole('region', { name: 'Problems' });
    fireEvent.click(await within(problems).findByRole('button', { name: /must not say/ }));
    expect(within(tree()).getByRole('treeitem', { selected: true }).getAttribute('data-pointer')).toBe('/body/0/children/1');
  });

  test('a draft only this browser kept comes back after a reload, goes to the server, and Discard draft drops it on both', async () => {
    const draft = published.replace('"Customer service"', '"Customer care"');
    localStorage.setItem(draftKey('customer-service'), JSON.stringify({ text: draft, baseVersion: 0, savedAt: '2026-01-01T00:00:00Z' }));
    await openCustomerService();
    expect(editorText()).toContain('"title": "Customer care"');
    expect(within(tree()).getByRole('treeitem', { name: /Customer care/ })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Screens' }).textContent).toContain('draft');
    expect(screen.getByText(/^Restored your draft from 1 January 2026 at \d\d:00 \(kept in this browser\)\.$/)).toBeTruthy();
    await waitFor(() =>
      expect(api.posts('/screens/customer-service/draft')).toEqual([expect.objectContaining({ body: { text: draft, baseVersion: 0 } })]),
    );
    await screen.findByText('Saved');
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(editorText()).toContain('"title": "Customer service"'));
    expect(editorText()).not.toContain('Customer care');
    expect(localStorage.getItem(draftKey('customer-service'))).toBeNull();
    await waitFor(() => expect(api.posts('/screens/customer-service/draft/discard')).toHaveLength(1));
    expect(api.state.screens.get('customer-service')?.drafts['u-ana']).toBeUndefined();
  });
});

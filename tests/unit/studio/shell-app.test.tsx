/** StudioApp end to end in jsdom: list and search, deep link, outline → form → one undoable edit, problems at their place, drafts. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { StudioApp } from '../../../studio/studio-app.tsx';
import { editorText, jsonResponse, openCustomerService, outlineTree, publishedCustomerService, stubRangeLayout } from '../../support/studio-harness.tsx';
import { draftKey } from '../../../studio/state/drafts.ts';

const published = publishedCustomerService;
const json = jsonResponse;
const validated: string[] = [];

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  if (url === '/studio-api/screens') {
    return Promise.resolve(
      json({
        screens: [
          { id: 'about-us', title: 'About us', routes: [{ path: '/aboutUs' }], published: null },
          { id: 'customer-service', title: 'Customer service', routes: [{ path: '/customerService' }], published: null },
        ],
      }),
    );
  }
  if (url === '/studio-api/screens/customer-service')
    return Promise.resolve(json({ id: 'customer-service', text: published, bundledText: published, published: null }));
  if (url === '/studio-api/validate') {
    const { text } = JSON.parse(String(init?.body)) as { text: string };
    validated.push(text);
    const at = text.indexOf('"Email us"');
    const problems =
      at < 0
        ? []
        : [
            {
              severity: 'error',
              pointer: '/body/0/children/1/title',
              message: '`title` must not say "us"',
              line: 1,
              column: 1,
              from: at,
              to: at + 10,
            },
          ];
    return Promise.resolve(json({ problems }));
  }
  if (url === '/studio-api/scenarios') return Promise.resolve(json({ scenarios: ['default'] }));
  return Promise.resolve(json({ message: 'not here' }, 404));
}

const tree = outlineTree;

describe('StudioApp', () => {
  stubRangeLayout();
  beforeEach(() => {
    localStorage.clear();
    validated.length = 0;
    vi.stubGlobal('fetch', vi.fn(fakeFetch));
  });
  afterEach(() => {
    window.location.hash = '';
  });

  test('lists the screens with their routes and filters them by the search', async () => {
    render(<StudioApp />);
    const list = await screen.findByRole('navigation', { name: 'Screens' });
    await within(list).findByText('Customer service');
    expect(list.textContent).toContain('/customerService');
    expect(list.textContent).toContain('not published');
    fireEvent.change(within(list).getByRole('searchbox', { name: 'Search screens' }), { target: { value: 'custom' } });
    expect(within(list).queryByText('About us')).toBeNull();
    expect(within(list).getByText('Customer service')).toBeTruthy();
  });

  test('a deep link opens the screen; a form edit is one step of the editor, and Undo takes it back', async () => {
    await openCustomerService();
    expect(document.querySelector('.st-header')?.textContent).toContain('customer-service');
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

  test('a stored draft comes back after a reload; Discard draft returns to the published text', async () => {
    const draft = published.replace('"Customer service"', '"Customer care"');
    localStorage.setItem(draftKey('customer-service'), JSON.stringify({ text: draft, baseVersion: 0, savedAt: '2026-01-01T00:00:00Z' }));
    await openCustomerService();
    expect(editorText()).toContain('"title": "Customer care"');
    expect(within(tree()).getByRole('treeitem', { name: /Customer care/ })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Screens' }).textContent).toContain('draft');
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(editorText()).toContain('"title": "Customer service"'));
    expect(editorText()).not.toContain('Customer care');
    expect(localStorage.getItem(draftKey('customer-service'))).toBeNull();
  });
});

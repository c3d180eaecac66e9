/** The studio's sections: Reviews, Audit and (for admins) Users show their views; the Screens tab keeps an open edit meanwhile; a view opens a screen. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { editorText, openCustomerService, outlineTree, publishedCustomerService, stubRangeLayout } from '../../support/studio-harness.tsx';
import { installFakeServer, rey } from './studio-fake-server.ts';

const screens = [
  { id: 'customer-service', title: 'Customer service', routes: [{ path: '/customerService' }], bundledText: publishedCustomerService },
];

describe('studio sections', () => {
  stubRangeLayout();
  afterEach(() => {
    window.location.hash = '';
  });
  beforeEach(() => localStorage.clear());

  test('Reviews, Audit and Users show their views, and coming back to Screens finds the edit as it was', async () => {
    installFakeServer({ screens, signedIn: { ...rey, role: 'admin' } });
    await openCustomerService();
    fireEvent.click(within(outlineTree()).getByRole('treeitem', { name: /E-mail/ }));
    const title = within(screen.getByRole('form', { name: 'Properties of cell' })).getByRole('textbox', { name: /^title/ });
    fireEvent.change(title, { target: { value: 'Write to us' } });
    fireEvent.keyDown(title, { key: 'Enter' });
    await waitFor(() => expect(editorText()).toContain('"title": "Write to us"'));
    const typed = editorText();

    const sections = screen.getByRole('navigation', { name: 'Studio sections' });
    await userEvent.click(within(sections).getByRole('button', { name: 'Reviews' }));
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByText('Nothing is waiting for review.')).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Screen', hidden: true }).closest('[hidden]')).toBeTruthy();

    await userEvent.click(within(sections).getByRole('button', { name: 'Audit' }));
    expect(await within(screen.getByRole('region', { name: 'Audit' })).findByText('Nothing recorded yet.')).toBeTruthy();
    await userEvent.click(within(sections).getByRole('button', { name: 'Users' }));
    expect(await within(screen.getByRole('region', { name: 'Users' })).findByText('rey@hatid.test')).toBeTruthy();

    await userEvent.click(within(sections).getByRole('button', { name: 'Screens' }));
    expect(screen.getByRole('toolbar', { name: 'Screen' })).toBeTruthy();
    expect(editorText()).toBe(typed);
  });
});

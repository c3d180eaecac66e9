/** An ended session (a 401 while working): the sign-in dialog opens over the studio, the editor keeps its unsaved text, and the draft is saved once signed in again. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { editorText, openCustomerService, outlineTree, publishedCustomerService, stubRangeLayout } from '../../support/studio-harness.tsx';
import { draftKey } from '../../../studio/state/drafts.ts';
import { installFakeServer, password } from './studio-fake-server.ts';

const screens = [
  { id: 'customer-service', title: 'Customer service', routes: [{ path: '/customerService' }], bundledText: publishedCustomerService },
];

describe('an ended session', () => {
  stubRangeLayout();
  let api: ReturnType<typeof installFakeServer>;
  beforeEach(() => {
    localStorage.clear();
    api = installFakeServer({ screens });
  });
  afterEach(() => {
    window.location.hash = '';
  });

  test('asks to sign in again in place, keeps the edit exactly, and saves the draft after signing in', async () => {
    await openCustomerService();
    api.state.expired = true;
    fireEvent.click(within(outlineTree()).getByRole('treeitem', { name: /E-mail/ }));
    const title = within(screen.getByRole('form', { name: 'Properties of cell' })).getByRole('textbox', { name: /^title/ });
    fireEvent.change(title, { target: { value: 'Write to us' } });
    fireEvent.keyDown(title, { key: 'Enter' });
    await waitFor(() => expect(editorText()).toContain('"title": "Write to us"'));
    const typed = editorText();

    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended — sign in again' });
    expect(await screen.findByText(/^Not saved — your session has ended\. It is kept in this browser/)).toBeTruthy();
    expect(localStorage.getItem(draftKey('customer-service'))).toContain('Write to us');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Problems' }).textContent).toContain('Could not check the screen'));
    expect(editorText()).toBe(typed);
    expect(within(dialog).getByLabelText('E-mail')).toHaveProperty('value', 'ana@hatid.test');

    await userEvent.type(within(dialog).getByLabelText('Password'), 'not it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(editorText()).toBe(typed);

    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.type(within(dialog).getByLabelText('Password'), password);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.state.screens.get('customer-service')?.drafts['u-ana']?.text).toBe(typed));
    expect(await screen.findByText('Saved')).toBeTruthy();
    // The check that failed while signed out runs again.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Problems' }).textContent).not.toContain('Could not check'));
    expect(editorText()).toBe(typed);
    expect(within(outlineTree()).getByRole('treeitem', { name: /Write to us/ })).toBeTruthy();
  });
});

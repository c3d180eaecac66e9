/**
 * The form in the middle (issue 34 item 5): chosen in the toolbar, the middle column then holds the
 * Form and JSON tabs (arrow keys again) with the outline alone on the left; the form's edits still go through the one
 * editor; the choice is kept for this person, not for the next one signing in on this browser.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { middleKey } from '../../../studio/state/middle-pane.ts';
import { EditorView } from '@codemirror/view';
import { editorText, openCustomerService, outlineTree, publishedCustomerService, stubRangeLayout } from '../../support/studio-harness.tsx';
import { ana, installFakeServer, rey, type FakeScreen } from './studio-fake-server.ts';

const customerService: FakeScreen = {
  id: 'customer-service',
  title: 'Customer service',
  routes: [{ path: '/customerService' }],
  bundledText: publishedCustomerService,
};

describe('the form in the middle', () => {
  stubRangeLayout();
  afterEach(() => {
    window.location.hash = '';
  });
  beforeEach(() => localStorage.clear());

  test('is picked in the toolbar, holds the Form and JSON tabs, edits through the editor, and is kept for this person', async () => {
    installFakeServer({ screens: [customerService] });
    await openCustomerService();
    expect(screen.getByRole('region', { name: 'Outline and properties' })).toBeTruthy();
    const middle = screen.getByRole('group', { name: 'In the middle' });
    expect(within(middle).getByRole('radio', { name: 'JSON' })).toHaveProperty('checked', true);

    // (Arrow keys between the two radios are the browser's own: the Playwright journey presses them.)
    await userEvent.click(within(middle).getByRole('radio', { name: 'Form' }));
    expect(within(middle).getByRole('radio', { name: 'Form' })).toHaveProperty('checked', true);
    expect(localStorage.getItem(middleKey(ana.id))).toBe('form');
    const pane = screen.getByRole('region', { name: 'Form and JSON' });
    expect(screen.getByRole('region', { name: 'Outline' })).toBeTruthy();
    const formTab = within(pane).getByRole('tab', { name: 'Form' });
    expect(formTab.getAttribute('aria-selected')).toBe('true');
    const jsonPanel = document.getElementById(String(within(pane).getByRole('tab', { name: 'JSON' }).getAttribute('aria-controls')));
    expect(jsonPanel?.hidden).toBe(true);

    // The form in the middle changes the one text.
    fireEvent.click(within(outlineTree()).getByRole('treeitem', { name: /E-mail/ }));
    const title = within(within(pane).getByRole('form', { name: 'Properties of cell' })).getByRole('textbox', { name: /^title/ });
    fireEvent.change(title, { target: { value: 'Mail us' } });
    fireEvent.keyDown(title, { key: 'Enter' });
    await waitFor(() => expect(editorText()).toContain('"title": "Mail us"'));

    // The JSON is one tab away: arrow keys move between the tabs.
    formTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(pane).getByRole('tab', { name: 'JSON' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(within(pane).getByRole('tab', { name: 'JSON' }));
    expect(jsonPanel?.hidden).toBe(false);
    await userEvent.keyboard('{ArrowLeft}');
    expect(formTab.getAttribute('aria-selected')).toBe('true');
  });

  test('opens with the choice this person kept', async () => {
    localStorage.setItem(middleKey(ana.id), 'form');
    installFakeServer({ screens: [customerService] });
    await openCustomerService();
    expect(screen.getByRole('region', { name: 'Form and JSON' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'In the middle' })).getByRole('radio', { name: 'Form' })).toHaveProperty('checked', true);
  });

  test('someone else on this browser gets their own (here the JSON, as nobody chose otherwise)', async () => {
    localStorage.setItem(middleKey(ana.id), 'form');
    installFakeServer({ screens: [customerService], signedIn: rey });
    await openCustomerService();
    expect(screen.getByRole('region', { name: 'JSON' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Form and JSON' })).toBeNull();
  });

  test("Submit's “Show in editor” shows the problem in the JSON: the JSON tab, the widget selected, the place revealed", async () => {
    localStorage.setItem(middleKey(ana.id), 'form');
    const pointer = '/body/0/children/1/title';
    const validate = (text: string) => {
      const from = text.indexOf('"E-mail"');
      return [{ severity: 'error' as const, message: 'Say what this row is for', pointer, line: 1, column: 1, from, to: from + 8 }];
    };
    installFakeServer({ screens: [customerService], validate });
    await openCustomerService();
    const pane = screen.getByRole('region', { name: 'Form and JSON' });
    expect(within(pane).getByRole('tab', { name: 'Form' }).getAttribute('aria-selected')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Submit for review…' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Show in editor' }));

    const jsonTab = within(pane).getByRole('tab', { name: 'JSON' });
    await waitFor(() => expect(jsonTab.getAttribute('aria-selected')).toBe('true'));
    expect(document.getElementById(String(jsonTab.getAttribute('aria-controls')))?.hidden).toBe(false);
    expect(
      within(outlineTree())
        .getByRole('treeitem', { name: /E-mail/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
    const view = EditorView.findFromDOM(document.querySelector<HTMLElement>('.cm-editor') as HTMLElement);
    const text = editorText();
    await waitFor(() => {
      const head = view?.state.selection.main.head ?? -1;
      expect(text.slice(head, head + 8)).toBe('"E-mail"');
    });
  });
});

/** The studio at work: server drafts restored, who else is on the screen, viewers read only, publish now only without review, and "published while you edited". */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { editorText, openCustomerService, outlineTree, publishedCustomerService, stubRangeLayout } from '../../support/studio-harness.tsx';
import { installFakeServer, vic, type FakeScreen } from './studio-fake-server.ts';

const v1 = { version: 1, at: '2026-03-01T09:00:00.000Z', author: 'Rey Cruz', reason: 'First', baseVersion: 0, text: publishedCustomerService };
const customerService: FakeScreen = {
  id: 'customer-service',
  title: 'Customer service',
  routes: [{ path: '/customerService' }],
  bundledText: publishedCustomerService,
  versions: [v1],
  live: { staging: 1, production: 1 },
};
const bo = { userId: 'u-bo', name: 'Bo Santos', role: 'editor' as const, editing: true, seenAt: '' };

async function editTitle(value: string) {
  fireEvent.click(within(outlineTree()).getByRole('treeitem', { name: /E-mail/ }));
  const title = within(screen.getByRole('form', { name: 'Properties of cell' })).getByRole('textbox', { name: /^title/ });
  fireEvent.change(title, { target: { value } });
  fireEvent.keyDown(title, { key: 'Enter' });
  await waitFor(() => expect(editorText()).toContain(`"title": "${value}"`));
}

async function openSubmit() {
  await waitFor(() => expect(screen.getByRole('region', { name: 'Problems' }).textContent).not.toContain('checking'));
  await userEvent.click(screen.getByRole('button', { name: 'Submit for review…' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('table');
  return dialog;
}

describe('the studio at work', () => {
  stubRangeLayout();
  afterEach(() => {
    window.location.hash = '';
  });
  beforeEach(() => localStorage.clear());

  test("opening a screen restores the person's server draft and says from when; the draft bar says it is saved", async () => {
    const draft = publishedCustomerService.replace('"E-mail"', '"Mail us"');
    installFakeServer({
      screens: [{ ...customerService, drafts: { 'u-ana': { text: draft, baseVersion: 1, updatedAt: '2026-02-01T08:00:00.000Z' } } }],
    });
    await openCustomerService();
    expect(editorText()).toBe(draft);
    expect(screen.getByText(/^Restored your draft from 1 February 2026 at \d\d:00 \(saved on the server\)\.$/)).toBeTruthy();
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(screen.getByText('Your draft, with changes against version 1.')).toBeTruthy();
  });

  test('shows who else has the screen open, says when this person is editing, and warns before submitting', async () => {
    const api = installFakeServer({ screens: [customerService] });
    api.state.others = [bo];
    await openCustomerService();
    expect((await screen.findByText('Also open: Bo Santos (editing)')).closest('[role="toolbar"]')).toBeTruthy();
    expect(api.posts('/screens/customer-service/presence')[0]?.body).toEqual({ editing: false });
    await editTitle('Write to us');
    await waitFor(() => expect(api.posts('/screens/customer-service/presence').at(-1)?.body).toEqual({ editing: true }));
    const dialog = await openSubmit();
    expect(within(dialog).getByText('Bo Santos is editing this screen too — submitting or publishing may overwrite their work.')).toBeTruthy();
  });

  test('a viewer gets a read-only editor and form, and no draft or submit controls', async () => {
    const api = installFakeServer({ screens: [customerService], signedIn: vic });
    await openCustomerService();
    expect(screen.queryByRole('button', { name: 'Submit for review…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Discard draft' })).toBeNull();
    expect(screen.getByText(/^Read only: your role can look at screens/)).toBeTruthy();
    expect(document.querySelector('.cm-content')?.getAttribute('aria-readonly')).toBe('true');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
    fireEvent.click(within(outlineTree()).getByRole('treeitem', { name: /E-mail/ }));
    expect(
      within(screen.getByRole('form', { name: 'Properties of cell' }))
        .getByRole('textbox', { name: /^title/ })
        .matches(':disabled'),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'History' })).toBeTruthy();
    expect(api.posts('/screens/customer-service/draft')).toEqual([]);
  });

  test('"Publish now" only where no review is needed; after it the editor shows the new version as its base', async () => {
    const api = installFakeServer({ screens: [{ ...customerService, reviewRequired: true }] });
    await openCustomerService();
    await editTitle('Write to us');
    let dialog = await openSubmit();
    expect(within(dialog).queryByRole('button', { name: /Publish now/ })).toBeNull();
    expect(within(dialog).getByText(/An admin has set this screen to need a second person/)).toBeTruthy();
    await userEvent.keyboard('{Escape}');

    api.state.screens.get('customer-service')!.reviewRequired = false;
    // Going to another section and back fetches the screen list again, with the admin's new setting.
    const sections = screen.getByRole('navigation', { name: 'Studio sections' });
    await userEvent.click(within(sections).getByRole('button', { name: 'Reviews' }));
    await userEvent.click(within(sections).getByRole('button', { name: 'Screens' }));
    dialog = await openSubmit();
    await userEvent.type(within(dialog).getByLabelText(/^Why this change/), 'Friendlier');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish now to staging' }));
    expect(await screen.findByText('No changes: this is version 2.')).toBeTruthy();
    expect(api.posts('/screens/customer-service/publish')[0]?.body).toMatchObject({ baseVersion: 1, target: 'staging', reason: 'Friendlier' });
  });

  test('"published while you edited": load the latest text, keep mine to compare, and put it back', async () => {
    const api = installFakeServer({ screens: [customerService] });
    await openCustomerService();
    await editTitle('Write to us');
    const mine = editorText();
    const theirs = publishedCustomerService.replace('"E-mail"', '"Email"');
    api.state.screens
      .get('customer-service')!
      .versions.push({ version: 2, at: api.state.now, author: 'Dee Tan', reason: 'x', baseVersion: 1, text: theirs });
    api.state.live.get('customer-service')!.staging = 2;

    const dialog = await openSubmit();
    expect(within(dialog).getByText(/^Version 2 was published by Dee Tan while you edited\. Your edit started from version 1\.$/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^Why this change/), 'Mine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Version 2 was published by Dee Tan while you edited. Nothing was submitted.');
    expect(api.posts('/screens/customer-service/change-requests')[0]?.body).toMatchObject({ baseVersion: 1 });
    await userEvent.click(within(alert).getByRole('button', { name: 'Load the latest text (keep mine to compare)' }));

    await waitFor(() => expect(editorText()).toBe(theirs));
    expect(screen.getByText('Your earlier text (from version 1) is kept here while this screen is open.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Compare with the latest' }));
    const compare = await screen.findByRole('dialog', { name: "Your earlier text against the editor's" });
    expect(compare.querySelector('[data-kind="added"]')?.textContent).toContain('Write to us');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Put it back in the editor' }));
    await waitFor(() => expect(editorText()).toBe(mine));
    expect(screen.getByText('Your draft, with changes against version 2.')).toBeTruthy();
  });
});

/**
 * Select in the preview, studio side: the preview starts in inspect mode for an editor (not for a viewer), a widget the
 * preview reports as selected is selected in the outline and the property form, and the studio's selection goes back
 * to the preview to be outlined.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openCustomerService, outlineTree, publishedCustomerService, stubRangeLayout } from '../../support/studio-harness.tsx';
import { installFakeServer, vic, type FakeScreen } from './studio-fake-server.ts';

const customerService: FakeScreen = {
  id: 'customer-service',
  title: 'Customer service',
  routes: [{ path: '/customerService' }],
  bundledText: publishedCustomerService,
  versions: [{ version: 1, at: '2026-03-01T09:00:00.000Z', author: 'Rey Cruz', reason: 'First', baseVersion: 0, text: publishedCustomerService }],
  live: { staging: 1, production: 1 },
};

/** The preview iframe's window, with what the studio sends it. */
function previewFrame() {
  const iframe = document.querySelector<HTMLIFrameElement>('iframe[name="hatid-studio-preview"]');
  const win = iframe?.contentWindow;
  if (!win) throw new Error('no preview frame');
  const received: { type: string; on?: boolean; selected?: string | null }[] = [];
  win.addEventListener('message', (event) => received.push(event.data as (typeof received)[number]));
  const report = (data: Record<string, unknown>) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { source: 'hatid-preview', ...data }, origin: window.location.origin, source: win }));
    });
  return { received, report };
}

describe('select in the preview', () => {
  stubRangeLayout();
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    window.location.hash = '';
  });

  test('an editor starts in inspect mode; a widget clicked in the preview is selected in the outline and the form', async () => {
    installFakeServer({ screens: [customerService] });
    await openCustomerService();
    const mode = screen.getByRole('radiogroup', { name: 'Clicks in the preview' });
    expect(within(mode).getByRole('radio', { name: 'Inspect' })).toHaveProperty('checked', true);
    const frame = previewFrame();
    frame.report({ type: 'ready' });
    await waitFor(() => expect(frame.received.find((m) => m.type === 'inspect')).toMatchObject({ on: true, selected: '' }));

    frame.report({ type: 'select', pointer: '/body/0/children/1', widget: 'cell' });
    await waitFor(() =>
      expect(
        within(outlineTree())
          .getByRole('treeitem', { name: /E-mail/ })
          .getAttribute('aria-selected'),
      ).toBe('true'),
    );
    const form = screen.getByRole('form', { name: 'Properties of cell' });
    expect(within(form).getByRole('textbox', { name: /^title/ })).toHaveProperty('value', 'E-mail');
    // The selection goes back to the preview, which outlines it.
    await waitFor(() => expect(frame.received.at(-1)).toMatchObject({ type: 'inspect', on: true, selected: '/body/0/children/1' }));

    // The QA fixture pane says why nothing is recorded while inspecting, until the preview is used as a borrower.
    expect(screen.getByText(/Choose Use as a borrower above the phone to record taps and typing\./)).toBeTruthy();
    await userEvent.click(within(mode).getByRole('radio', { name: 'Use as a borrower' }));
    await waitFor(() => expect(frame.received.at(-1)).toMatchObject({ type: 'inspect', on: false }));
    expect(screen.queryByText(/Choose Use as a borrower/)).toBeNull();
  });

  test('a viewer starts using the preview as a borrower', async () => {
    installFakeServer({ screens: [customerService], signedIn: vic });
    await openCustomerService();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Clicks in the preview' })).getByRole('radio', { name: 'Use as a borrower' }),
    ).toHaveProperty('checked', true);
  });
});

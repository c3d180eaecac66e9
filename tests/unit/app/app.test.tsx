/** The app shell draws what its screen loader delivers: by default the published screen from the server. */
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreenDocument } from '../../../schemas/generated/types.ts';
import { App } from '../../../app/app.tsx';
import type { ScreenLoader } from '../../../app/screen-loader.ts';
import { createRecordingPorts } from '../../../renderer/preview/recording-ports.ts';
import { jsonAnswer, scriptedFetch } from './screen-support.ts';

const doc = (text: string): ScreenDocument => ({ schemaVersion: 2, id: 'about-us', title: 'About', body: [{ type: 'text', text }] });

/** The loading line (the toast host has a status region of its own). */
const note = () => document.querySelector('.h-loading-note[role="status"]');

function drawApp(loadScreen?: ScreenLoader) {
  const ports = createRecordingPorts();
  render(<App ports={ports} feedbackStore={ports.feedbackStore} devConsole={false} {...(loadScreen ? { loadScreen } : {})} />);
  return ports;
}

describe('App and its screen loader', () => {
  beforeEach(() => window.history.pushState(null, '', '/aboutUs'));
  afterEach(() => {
    window.history.pushState(null, '', '/');
    localStorage.clear();
  });

  it('draws the screen its loader gives, asking for the routed screen id', async () => {
    const loadScreen = vi.fn<ScreenLoader>(async () => ({ ok: true, document: doc('Delivered by the loader'), source: 'remote' }));
    drawApp(loadScreen);
    expect(await screen.findByText('Delivered by the loader')).toBeTruthy();
    expect(loadScreen).toHaveBeenCalledWith('about-us', expect.anything(), expect.any(Function), expect.any(Function));
  });

  it('names the screen and says it loads before its document is in, then draws the held copy inert with what the query says', async () => {
    window.history.pushState(null, '', '/repaymentOfCode?payCode=HT500017000001&repayAmount=523400');
    let hold: ((doc: ScreenDocument) => void) | undefined;
    let deliver: ((doc: ScreenDocument) => void) | undefined;
    const held: ScreenDocument = {
      schemaVersion: 2,
      id: 'repayment-of-code',
      title: 'Repayment by code',
      params: { payCode: { description: 'The payment code.' } },
      body: [{ type: 'text', text: '=params.payCode' }],
    };
    drawApp((_id, _logger, _early, onHeld) => {
      hold = onHeld;
      return new Promise((resolve) => (deliver = (document) => resolve({ ok: true, document, source: 'remote' })));
    });
    expect(screen.getByText('Repayment by code').className).toBe('h-topbar__title');
    expect(note()?.textContent).toBe('Loading your payment code…');
    expect(screen.queryByText('HT500017000001')).toBeNull();
    act(() => hold?.(held));
    const code = await screen.findByText('HT500017000001');
    expect(code.closest('[data-skeleton]')?.hasAttribute('inert')).toBe(true);
    expect(note()?.textContent).toBe('Loading your payment code…');
    act(() => deliver?.(held));
    await waitFor(() => expect(document.querySelector('[data-skeleton]')).toBeNull());
    expect(screen.getByText('HT500017000001').closest('[inert]')).toBeNull();
    expect(note()).toBeNull();
  });

  it('shows the calm problem state when the loader has nothing valid', async () => {
    drawApp(async () => ({ ok: false, reason: 'invalid', errors: [{ pointer: '/body/0', message: 'broken' }] }));
    expect(await screen.findByText("This page can't be shown")).toBeTruthy();
  });

  it('by default draws the published screen fetched from /screens', async () => {
    const net = scriptedFetch(() => jsonAnswer(doc('Published without a release')));
    vi.stubGlobal('fetch', net.fetch);
    drawApp();
    expect(await screen.findByText('Published without a release')).toBeTruthy();
    // With the borrower's rollout bucket (0–99, from the device key), never the device key itself.
    expect(net.seen[0]?.url).toMatch(/^\/screens\/about-us\.json\?bucket=\d{1,2}$/);
  });
});

/** The app shell draws what its screen loader delivers: by default the published screen from the server. */
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreenDocument } from '../../../../schemas/generated/types.ts';
import { App } from '../../../../renderer/app/app.tsx';
import type { ScreenLoader } from '../../../../renderer/app/screen-loader.ts';
import { createRecordingPorts } from '../../../../renderer/preview/recording-ports.ts';
import { jsonAnswer, scriptedFetch } from './screen-support.ts';

const doc = (text: string): ScreenDocument => ({ schemaVersion: 2, id: 'about-us', title: 'About', body: [{ type: 'text', text }] });

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
    expect(loadScreen).toHaveBeenCalledWith('about-us', expect.anything(), expect.any(Function));
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
    expect(net.seen[0]?.url).toBe('/screens/about-us.json');
  });
});

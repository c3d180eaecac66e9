/**
 * A screen made in the studio after this build (issue 34 item 5): a path none of the built-in routes match asks the
 * server's routes.json before it says "Page not found", and draws the screen that route names.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadedScreen } from '../../../app/load-screen.ts';
import { App } from '../../../app/app.tsx';
import { createRecordingPorts } from '../../../renderer/preview/recording-ports.ts';

function drawApp(routes: unknown, status = 200) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(routes), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  const ports = createRecordingPorts({ moneyEndpoints: [] });
  const asked: string[] = [];
  const loadScreen = (id: string) => {
    asked.push(id);
    return new Promise<LoadedScreen>(() => undefined);
  };
  render(<App ports={ports} feedbackStore={ports.feedbackStore} devConsole={false} loadScreen={loadScreen} />);
  return { fetchMock, asked };
}

describe('routes of screens made in the studio', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.pushState(null, '', '/');
  });

  it('opens the screen a served route names', async () => {
    window.history.pushState(null, '', '/helpDesk?x=1');
    const { fetchMock, asked } = drawApp([{ path: '/helpDesk', screen: 'help-desk' }]);
    await expect.poll(() => asked).toEqual(['help-desk']);
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toBe('/screens/routes.json');
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('says "Page not found" when the server knows no such route either', async () => {
    window.history.pushState(null, '', '/nowhere');
    drawApp([
      { path: '/helpDesk', screen: 'help-desk' },
      { path: 'javascript:x', screen: 'x' },
    ]);
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  it('never asks for a built-in route', async () => {
    window.history.pushState(null, '', '/aboutUs');
    const { fetchMock, asked } = drawApp([]);
    await expect.poll(() => asked).toEqual(['about-us']);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

/** A preview run on a real screen, recorded and built into a fixture, replays green with the QA fixture runner. */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createApi } from '../../../adapters/http/create-api.ts';
import { createSandbox } from '../../../adapters/sandbox/create-sandbox.ts';
import { loadScreen } from '../../../renderer/app/load-screen.ts';
import { createRecordingPorts } from '../../../renderer/preview/recording-ports.ts';
import { ScreenView } from '../../../renderer/react/screen-view.tsx';
import { ToastHost } from '../../../renderer/react/toast-host.tsx';
import { buildFixture, plainTitle } from '../../../studio/fixture/build-fixture.ts';
import { reportingPorts } from '../../../studio/preview/preview-ports.ts';
import { emptySession, recordEvent } from '../../../studio/preview/preview-session.ts';
import { recordSteps } from '../../../studio/preview/step-recorder.ts';
import { replayFixture } from '../../support/fixture-runner.tsx';

function sandboxApi() {
  const sandbox = createSandbox({ baseURL: '/api' });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input instanceof Request ? input : String(input), init);
    const body = request.method === 'GET' ? undefined : await request.arrayBuffer();
    return sandbox.fetch(
      new Request(request.url.replace('http://app.test', 'http://sandbox.local'), { method: request.method, headers: request.headers, body }),
    );
  };
  return createApi({ baseURL: 'http://app.test/api', fetch });
}

describe('a recorded preview run', () => {
  it('becomes a fixture that replays green', async () => {
    let session = emptySession;
    const recordingPorts = createRecordingPorts({ api: sandboxApi() });
    const ports = reportingPorts(recordingPorts, (event) => {
      session = recordEvent(session, event);
    });
    const stop = recordSteps(document, (step) => {
      session = recordEvent(session, { type: 'step', step });
    });
    const loaded = await loadScreen('complaint-list', ports.logger);
    if (!loaded.ok) throw new Error('complaint-list does not load');
    render(
      <>
        <ScreenView document={loaded.document} input={{ query: {}, session: {} }} ports={ports} />
        <ToastHost store={recordingPorts.feedbackStore} />
      </>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Completed' }));
    await user.click(await screen.findByText('Loan amount and fees'));
    await waitFor(() => expect(recordingPorts.navigations).toHaveLength(1));
    stop();
    cleanup();

    const fixture = buildFixture({
      name: 'A completed complaint opens its detail',
      route: '/complaintList',
      query: {},
      scenario: 'default',
      recording: session.recording,
      title: plainTitle(loaded.document),
    });
    expect(fixture.steps).toEqual([
      { expectText: 'My Complaint' },
      { tap: { role: 'tab', name: 'Completed' } },
      { tap: { text: 'Loan amount and fees' } },
      { expectNavigation: { to: '/complainDetails', query: { problemId: recordingPorts.navigations[0]?.query.problemId } } },
    ]);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const replayed = await replayFixture(fixture);
    expect(replayed.navigations.at(-1)?.to).toBe('/complainDetails');
  }, 20_000);
});

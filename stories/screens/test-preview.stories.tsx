/**
 * The developer test launcher (/testPreview): device values kept on the phone, launch links, and the camera, contacts
 * and location checks, whose answers come from the recording ports' scripted device probes.
 */
import type { Meta } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { loadScreen, type LoadedScreen } from '../../app/load-screen.ts';
import { createRecordingPorts, type ProbeAnswer } from '../../renderer/preview/recording-ports.ts';
import type { ProbeKind } from '../../renderer/core/ports.ts';
import { ScreenView } from '../../renderer/react/screen-view.tsx';
import { ToastHost } from '../../renderer/react/toast-host.tsx';
import { screenStory } from '../support/screen-story.tsx';

export default { title: 'Screens/Tools/Test preview' } satisfies Meta;

type Probes = Partial<Record<ProbeKind, ProbeAnswer>>;

/** The screen over recording ports whose device probes answer as the story scripts them. */
function ProbedPreview({ probes }: { probes: Probes }) {
  const ports = useMemo(() => createRecordingPorts({ hosts: [window.location.hostname], probes }), [probes]);
  const [loaded, setLoaded] = useState<LoadedScreen | null>(null);
  useEffect(() => {
    void loadScreen('test-preview', ports.logger).then(setLoaded);
  }, [ports]);
  const input = useMemo(() => ({ query: {}, session: {} }), []);
  if (!loaded?.ok) return null;
  return (
    <>
      <ScreenView document={loaded.document} input={input} ports={ports} />
      <ToastHost store={ports.feedbackStore} />
    </>
  );
}

function probedStory(probes: Probes) {
  return { parameters: { viewport: { defaultViewport: 'mobile' } }, render: () => <ProbedPreview probes={probes} /> };
}

type Play = { canvasElement: HTMLElement };

/** Taps the three test buttons and waits for each message. */
async function runChecks(canvasElement: HTMLElement, messages: [string, string, string]) {
  const canvas = within(canvasElement);
  for (const [i, name] of ['Test camera', 'Test contacts', 'Test location'].entries()) {
    await userEvent.click(await canvas.findByRole('button', { name }));
    await expect(await canvas.findByText(messages[i] ?? '')).toBeTruthy();
  }
  return canvas;
}

export const Default = {
  ...screenStory('test-preview'),
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Product ID')).toHaveValue('7');
    await expect(await canvas.findByLabelText('Order ID')).toHaveValue('5000174');
    await expect(await canvas.findByText('Repayment instructions')).toBeTruthy();
    await expect(await canvas.findAllByText('Not tested yet')).toHaveLength(3);
  },
};

export const ValuesRestored = {
  ...screenStory('test-preview', {
    saved: { previewValues: { productId: '9', orderId: '5000180', appVersion: '2.4.1', deviceName: 'Redmi 9A', sessionId: 'qa-session-9' } },
  }),
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Product ID')).toHaveValue('9');
    await expect(await canvas.findByLabelText('Order ID')).toHaveValue('5000180');
    await expect(await canvas.findByLabelText('Device name')).toHaveValue('Redmi 9A');
    // Not saved: the default stays.
    await expect(await canvas.findByLabelText('OS version')).toHaveValue('Android 14');
  },
};

export const AllAllowed = {
  ...probedStory({
    camera: { status: 'granted', message: 'Camera: allowed (2 cameras found)' },
    contacts: { status: 'granted', message: 'Contacts: allowed (1 contact picked)' },
    geolocation: { status: 'granted', message: 'Location: allowed (14.5995, 120.9842, within 20 m)' },
  }),
  play: async ({ canvasElement }: Play) => {
    const canvas = await runChecks(canvasElement, [
      'Camera: allowed (2 cameras found)',
      'Contacts: allowed (1 contact picked)',
      'Location: allowed (14.5995, 120.9842, within 20 m)',
    ]);
    await expect(canvas.getAllByRole('img', { name: 'Allowed' })).toHaveLength(3);
  },
};

export const WebviewRefuses = {
  ...probedStory({
    camera: { status: 'denied', message: 'Camera: denied by the user or the webview' },
    contacts: { status: 'unavailable', message: 'Contacts: this browser or webview does not offer the contact picker' },
    geolocation: { status: 'denied', message: 'Location: denied by the user or the webview' },
  }),
  play: async ({ canvasElement }: Play) => {
    const canvas = await runChecks(canvasElement, [
      'Camera: denied by the user or the webview',
      'Contacts: this browser or webview does not offer the contact picker',
      'Location: denied by the user or the webview',
    ]);
    await expect(canvas.getAllByRole('img', { name: 'Denied' })).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: 'Not available' })).toBeTruthy();
  },
};

export const ChecksFail = {
  ...probedStory({
    camera: { status: 'error', message: 'Camera: the camera could not start (another app may be using it)' },
    contacts: { status: 'error', message: 'Contacts: the contact picker is already open' },
    geolocation: { status: 'unavailable', message: 'Location: allowed, but no position is available (no GPS or network fix)' },
  }),
  play: async ({ canvasElement }: Play) => {
    const canvas = await runChecks(canvasElement, [
      'Camera: the camera could not start (another app may be using it)',
      'Contacts: the contact picker is already open',
      'Location: allowed, but no position is available (no GPS or network fix)',
    ]);
    await expect(canvas.getAllByRole('img', { name: 'Error' })).toHaveLength(2);
  },
};

export const Checking = {
  ...probedStory({ geolocation: () => new Promise(() => undefined) }),
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Test location' }));
    await expect(await canvas.findByRole('button', { name: 'Checking location…' })).toBeDisabled();
  },
};

/** The probe action: asks the device port, keeps { status, message } where `into` says, never stops the list. */
import { describe, expect, it } from 'vitest';
import { actionHarness, deferred } from './action-harness.ts';
import type { ProbeResult } from '../../../../renderer/core/ports.ts';

describe('probe', () => {
  it('keeps the answer of the device port at into, for each kind', async () => {
    const h = actionHarness({
      ports: {
        probes: {
          camera: { status: 'denied', message: 'Camera: denied by the user or the webview' },
          contacts: { status: 'unavailable', message: 'Contacts: this browser or webview does not offer the contact picker' },
          geolocation: { status: 'granted', message: 'Location: allowed (14.5995, 120.9842, within 20 m)' },
        },
      },
    });
    await h.run([
      { do: 'probe', what: 'camera', into: '=state.probes.camera' },
      { do: 'probe', what: 'contacts', into: '=state.probes.contacts' },
      { do: 'probe', what: 'geolocation', into: '=state.probes.geolocation' },
    ]);
    expect(h.ports.probes).toEqual(['camera', 'contacts', 'geolocation']);
    expect(h.store.get('state.probes')).toEqual({
      camera: { status: 'denied', message: 'Camera: denied by the user or the webview' },
      contacts: { status: 'unavailable', message: 'Contacts: this browser or webview does not offer the contact picker' },
      geolocation: { status: 'granted', message: 'Location: allowed (14.5995, 120.9842, within 20 m)' },
    });
    expect(h.ports.logs).toEqual([]);
  });

  it('waits for the answer before the next action runs', async () => {
    const h = actionHarness();
    const answer = deferred<ProbeResult>();
    h.ports.answerProbe('geolocation', () => answer.promise);
    const running = h.run([
      { do: 'probe', what: 'geolocation', into: '=state.location' },
      { do: 'set', path: '=state.after', value: '=state.location.status' },
    ]);
    await Promise.resolve();
    expect(h.store.get('state.after')).toBeUndefined();
    answer.resolve({ status: 'granted', message: 'Location: allowed (14.5995, 120.9842)' });
    await running;
    expect(h.store.get('state.after')).toBe('granted');
  });

  it('answers unavailable when nothing is scripted, with the kind named', async () => {
    const h = actionHarness();
    await h.run([{ do: 'probe', what: 'contacts', into: '=data.contacts' }]);
    expect(h.store.get('data.contacts')).toEqual({ status: 'unavailable', message: 'Contacts: no answer scripted for this preview' });
  });

  it('keeps only status and message of an answer', async () => {
    const h = actionHarness();
    h.ports.answerProbe('camera', () => ({ status: 'granted', message: 'Camera: allowed (1 camera found)', stream: {} }) as ProbeResult);
    await h.run([{ do: 'probe', what: 'camera', into: '=state.camera' }]);
    expect(h.store.get('state.camera')).toEqual({ status: 'granted', message: 'Camera: allowed (1 camera found)' });
  });

  it('reports an error outcome and logs it when a port rejects, and the list goes on', async () => {
    const h = actionHarness();
    h.ports.answerProbe('camera', () => Promise.reject(new Error('bridge gone')));
    await h.run([
      { do: 'probe', what: 'camera', into: '=state.camera' },
      { do: 'set', path: '=state.after', value: 1 },
    ]);
    expect(h.store.get('state.camera')).toEqual({ status: 'error', message: 'Camera: the check could not run' });
    expect(h.store.get('state.after')).toBe(1);
    expect(h.ports.logs).toEqual([{ message: 'probe `camera` failed: bridge gone', pointer: '/body/0/onTap/0' }]);
  });
});

/** The browser's device probes (adapters/device-probes.ts) against fake navigator objects: every outcome is a sentence. */
import { describe, expect, it, vi } from 'vitest';
import { createDeviceProbes, type ProbeNavigator, type ProbePositionError, type ProbeStream } from '../../../adapters/device-probes.ts';

const domError = (name: string, message = 'refused') => Object.assign(new Error(message), { name });

function fakeStream(tracks = 1) {
  const stops = Array.from({ length: tracks }, () => vi.fn());
  const stream: ProbeStream = { getTracks: () => stops.map((stop) => ({ stop })), getVideoTracks: () => stops };
  return { stream, stops };
}

const probe = (navigator: ProbeNavigator | null, what: 'camera' | 'contacts' | 'geolocation', extra = {}) =>
  createDeviceProbes({ navigator, secureContext: true, ...extra }).probe(what);

describe('camera', () => {
  it('reports the cameras found and stops every track at once', async () => {
    const { stream, stops } = fakeStream(2);
    const getUserMedia = vi.fn().mockResolvedValue(stream);
    const enumerateDevices = vi.fn().mockResolvedValue([{ kind: 'videoinput' }, { kind: 'audioinput' }, { kind: 'videoinput' }]);
    expect(await probe({ mediaDevices: { getUserMedia, enumerateDevices } }, 'camera')).toEqual({
      status: 'granted',
      message: 'Camera: allowed (2 cameras found)',
    });
    expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: false });
    for (const stop of stops) expect(stop).toHaveBeenCalledOnce();
  });

  it('counts the stream itself when the devices cannot be listed', async () => {
    const { stream } = fakeStream(1);
    const result = await probe({ mediaDevices: { getUserMedia: () => Promise.resolve(stream) } }, 'camera');
    expect(result).toEqual({ status: 'granted', message: 'Camera: allowed (1 camera found)' });
  });

  it.each([
    ['NotAllowedError', 'denied', 'Camera: denied by the user or the webview'],
    ['SecurityError', 'denied', 'Camera: denied by the user or the webview'],
    ['NotFoundError', 'unavailable', 'Camera: no camera found on this device'],
    ['NotReadableError', 'error', 'Camera: the camera could not start (another app may be using it)'],
    ['TypeError', 'error', 'Camera: the check failed (TypeError: refused)'],
  ])('maps %s to %s', async (name, status, message) => {
    const getUserMedia = () => Promise.reject(domError(name));
    expect(await probe({ mediaDevices: { getUserMedia } }, 'camera')).toEqual({ status, message });
  });

  it('is unavailable without mediaDevices, and says why on a page that is not https', async () => {
    expect(await probe({}, 'camera')).toEqual({ status: 'unavailable', message: 'Camera: this browser or webview does not offer camera access' });
    const insecure = await probe({}, 'camera', { secureContext: false });
    expect(insecure.status).toBe('unavailable');
    expect(insecure.message).toContain('this page is not https');
  });

  it('gives up on an unanswered prompt and stops a camera that arrives too late', async () => {
    vi.useFakeTimers();
    const { stream, stops } = fakeStream(1);
    let grant!: (s: ProbeStream) => void;
    const getUserMedia = () => new Promise<ProbeStream>((resolve) => (grant = resolve));
    const pending = probe({ mediaDevices: { getUserMedia } }, 'camera', { answerTimeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(await pending).toEqual({ status: 'error', message: 'Camera: no answer within 5 s (a permission prompt may still be open)' });
    grant(stream);
    await Promise.resolve();
    expect(stops[0]).toHaveBeenCalledOnce();
  });

  it('never throws, even when getUserMedia throws synchronously', async () => {
    const getUserMedia = () => {
      throw domError('NotSupportedError', 'no');
    };
    expect(await probe({ mediaDevices: { getUserMedia } }, 'camera')).toEqual({
      status: 'error',
      message: 'Camera: the check failed (NotSupportedError: no)',
    });
  });
});

describe('contacts', () => {
  it('is unavailable where there is no contact picker (most desktop browsers and webviews)', async () => {
    expect(await probe({}, 'contacts')).toEqual({
      status: 'unavailable',
      message: 'Contacts: this browser or webview does not offer the contact picker',
    });
    expect(await probe({ contacts: {} }, 'contacts')).toMatchObject({ status: 'unavailable' });
  });

  it('opens the picker for one contact with the properties it offers and counts what was picked', async () => {
    const select = vi.fn().mockResolvedValue([{ name: ['Ana'], tel: ['09171234567'] }]);
    const getProperties = vi.fn().mockResolvedValue(['email', 'name', 'tel']);
    expect(await probe({ contacts: { select, getProperties } }, 'contacts')).toEqual({
      status: 'granted',
      message: 'Contacts: allowed (1 contact picked)',
    });
    expect(select).toHaveBeenCalledWith(['name', 'tel'], { multiple: false });
  });

  it('reports a picker closed without a pick as allowed', async () => {
    const select = vi.fn().mockResolvedValue([]);
    expect(await probe({ contacts: { select } }, 'contacts')).toEqual({
      status: 'granted',
      message: 'Contacts: allowed (the picker opened; no contact was picked)',
    });
  });

  it.each([
    ['SecurityError', 'denied', 'Contacts: denied by the user or the webview'],
    ['NotAllowedError', 'denied', 'Contacts: denied by the user or the webview'],
    ['InvalidStateError', 'error', 'Contacts: the contact picker is already open'],
  ])('maps %s to %s', async (name, status, message) => {
    const select = () => Promise.reject(domError(name));
    expect(await probe({ contacts: { select } }, 'contacts')).toEqual({ status, message });
  });
});

describe('geolocation', () => {
  type Geo = NonNullable<ProbeNavigator['geolocation']>;
  const answering = (answer: (ok: Parameters<Geo['getCurrentPosition']>[0], fail: (e: ProbePositionError) => void) => void): Geo => ({
    getCurrentPosition: vi.fn((ok, fail) => answer(ok, (e) => fail?.(e))),
  });

  it('reports the position with a timeout of its own', async () => {
    const geolocation = answering((ok) => ok({ coords: { latitude: 14.599512, longitude: 120.984222, accuracy: 20.4 } }));
    expect(await probe({ geolocation }, 'geolocation')).toEqual({ status: 'granted', message: 'Location: allowed (14.5995, 120.9842, within 20 m)' });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      expect.objectContaining({ timeout: 10_000 }),
    );
  });

  it.each([
    [1, 'denied', 'Location: denied by the user or the webview'],
    [2, 'unavailable', 'Location: allowed, but no position is available (no GPS or network fix)'],
    [3, 'error', 'Location: no position within 10 s'],
  ])('maps error code %i to %s', async (code, status, message) => {
    const geolocation = answering((_ok, fail) => fail({ code, message: 'x' }));
    expect(await probe({ geolocation }, 'geolocation')).toEqual({ status, message });
  });

  it('explains a refusal on a page that is not https', async () => {
    const geolocation = answering((_ok, fail) => fail({ code: 1, message: 'Only secure origins are allowed' }));
    const result = await probe({ geolocation }, 'geolocation', { secureContext: false });
    expect(result).toEqual({
      status: 'denied',
      message: 'Location: denied by the user or the webview — this page is not https, and browsers allow this only on secure pages',
    });
  });

  it('is unavailable without navigator.geolocation, and reports a prompt nobody answers', async () => {
    expect(await probe({}, 'geolocation')).toEqual({ status: 'unavailable', message: 'Location: this browser or webview does not offer location' });
    vi.useFakeTimers();
    const silent = answering(() => undefined);
    const pending = probe({ geolocation: silent }, 'geolocation', { answerTimeoutMs: 20_000, positionTimeoutMs: 10_000 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await pending).toEqual({ status: 'error', message: 'Location: no answer within 30 s (a permission prompt may still be open)' });
  });
});

describe('without a navigator', () => {
  it('answers every check as unavailable', async () => {
    expect(await probe(null, 'camera')).toEqual({ status: 'unavailable', message: 'Camera: this browser or webview does not offer it' });
    expect(await probe(null, 'geolocation')).toMatchObject({ status: 'unavailable', message: expect.stringMatching(/^Location: /) });
  });
});

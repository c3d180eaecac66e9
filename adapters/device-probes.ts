/**
 * The DevicePort of the browser: checks what this browser or webview lets a page use — the camera (getUserMedia),
 * the contact picker (navigator.contacts.select) and the location (navigator.geolocation) — for the developer test
 * page. Every outcome, including a missing API, a refusal, a hang or an exception, comes back as a sentence; a
 * probe never throws and never leaves the camera on.
 */
import type { DevicePort, ProbeKind, ProbeResult } from '../renderer/core/ports.ts';

/** The small part of a MediaStream the camera probe touches. */
export interface ProbeStream {
  getTracks(): { stop(): void }[];
  getVideoTracks?(): unknown[];
}

/** The geolocation error codes of the spec: 1 permission denied, 2 position unavailable, 3 timeout. */
export interface ProbePositionError {
  code: number;
  message?: string;
}

/** The parts of `navigator` the probes use (each may be missing, as in many webviews); tests pass fakes. */
export interface ProbeNavigator {
  mediaDevices?: {
    getUserMedia?: (constraints: { video: boolean; audio?: boolean }) => Promise<ProbeStream>;
    enumerateDevices?: () => Promise<{ kind: string }[]>;
  };
  contacts?: {
    select?: (properties: string[], options?: { multiple?: boolean }) => Promise<unknown[]>;
    getProperties?: () => Promise<string[]>;
  };
  geolocation?: {
    getCurrentPosition: (
      success: (position: { coords: { latitude: number; longitude: number; accuracy?: number } }) => void,
      error?: (error: ProbePositionError) => void,
      options?: { enableHighAccuracy?: boolean; timeout?: number; maximumAge?: number },
    ) => void;
  };
}

/** Options of createDeviceProbes. */
export interface DeviceProbeOptions {
  /** The navigator to probe; window.navigator by default. */
  navigator?: ProbeNavigator | null;
  /** Whether the page is a secure context (https or localhost); window.isSecureContext by default. */
  secureContext?: boolean;
  /** How long to wait for any answer (a permission prompt or the open contact picker) before reporting. Default 60 s. */
  answerTimeoutMs?: number;
  /** The geolocation timeout once the position is being looked up. Default 10 s. */
  positionTimeoutMs?: number;
}

const label: Record<ProbeKind, string> = { camera: 'Camera', contacts: 'Contacts', geolocation: 'Location' };

const result = (status: ProbeResult['status'], message: string): ProbeResult => ({ status, message });

/** The DOMException name of a rejection (getUserMedia and the contact picker reject with DOMExceptions). */
function errorName(err: unknown): string {
  return err && typeof err === 'object' && 'name' in err && typeof err.name === 'string' ? err.name : '';
}

function errorText(err: unknown): string {
  const name = errorName(err);
  const message =
    err instanceof Error || (err && typeof err === 'object' && 'message' in err) ? String((err as { message: unknown }).message ?? '') : String(err);
  return [name, message].filter(Boolean).join(': ') || 'unknown error';
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

const late = Symbol('late');

/** Waits for a promise at most `ms`; a late answer is handed to `onLate` (to stop a camera that came too late). */
function withDeadline<T>(promise: Promise<T>, ms: number, onLate?: (value: T) => void): Promise<T | typeof late> {
  return new Promise((resolve, reject) => {
    let done = false;
    const timer = setTimeout(() => {
      done = true;
      resolve(late);
    }, ms);
    promise.then(
      (value) => {
        if (done) return onLate?.(value);
        done = true;
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

function stopTracks(stream: ProbeStream): void {
  try {
    for (const track of stream.getTracks()) track.stop();
  } catch {
    // A stream that cannot be stopped has nothing left to stop.
  }
}

async function countCameras(nav: ProbeNavigator, stream: ProbeStream): Promise<number> {
  try {
    const devices = (await nav.mediaDevices?.enumerateDevices?.()) ?? [];
    const cameras = devices.filter((d) => d.kind === 'videoinput').length;
    if (cameras > 0) return cameras;
  } catch {
    // Fall back to the stream's own tracks.
  }
  return Math.max(1, stream.getVideoTracks?.().length ?? 1);
}

async function probeCamera(nav: ProbeNavigator, waitMs: number): Promise<ProbeResult> {
  const getUserMedia = nav.mediaDevices?.getUserMedia;
  if (typeof getUserMedia !== 'function') return result('unavailable', 'Camera: this browser or webview does not offer camera access');
  try {
    const stream = await withDeadline(getUserMedia.call(nav.mediaDevices, { video: true, audio: false }), waitMs, stopTracks);
    if (stream === late) return result('error', `Camera: no answer within ${seconds(waitMs)} (a permission prompt may still be open)`);
    stopTracks(stream);
    const n = await countCameras(nav, stream);
    return result('granted', `Camera: allowed (${n} camera${n === 1 ? '' : 's'} found)`);
  } catch (err) {
    const name = errorName(err);
    if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
      return result('denied', 'Camera: denied by the user or the webview');
    }
    if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') {
      return result('unavailable', 'Camera: no camera found on this device');
    }
    if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') {
      return result('error', 'Camera: the camera could not start (another app may be using it)');
    }
    return result('error', `Camera: the check failed (${errorText(err)})`);
  }
}

async function probeContacts(nav: ProbeNavigator, waitMs: number): Promise<ProbeResult> {
  const contacts = nav.contacts;
  const select = contacts?.select;
  if (!contacts || typeof select !== 'function') return result('unavailable', 'Contacts: this browser or webview does not offer the contact picker');
  try {
    let properties = ['name', 'tel'];
    try {
      const offered = (await contacts.getProperties?.()) ?? properties;
      const wanted = properties.filter((p) => offered.includes(p));
      if (wanted.length > 0) properties = wanted;
    } catch {
      // Ask for name and tel anyway.
    }
    const picked = await withDeadline(select.call(contacts, properties, { multiple: false }), waitMs);
    if (picked === late) return result('error', `Contacts: no answer within ${seconds(waitMs)} (the picker may still be open)`);
    const n = Array.isArray(picked) ? picked.length : 0;
    return n > 0
      ? result('granted', `Contacts: allowed (${n} contact${n === 1 ? '' : 's'} picked)`)
      : result('granted', 'Contacts: allowed (the picker opened; no contact was picked)');
  } catch (err) {
    const name = errorName(err);
    if (name === 'SecurityError' || name === 'NotAllowedError') return result('denied', 'Contacts: denied by the user or the webview');
    if (name === 'InvalidStateError') return result('error', 'Contacts: the contact picker is already open');
    return result('error', `Contacts: the check failed (${errorText(err)})`);
  }
}

function probeGeolocation(nav: ProbeNavigator, waitMs: number, positionMs: number): Promise<ProbeResult> {
  const geolocation = nav.geolocation;
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') {
    return Promise.resolve(result('unavailable', 'Location: this browser or webview does not offer location'));
  }
  const asked = new Promise<ProbeResult>((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => {
        const where = `${coords.latitude.toFixed(4)}, ${coords.longitude.toFixed(4)}`;
        const accuracy = typeof coords.accuracy === 'number' && Number.isFinite(coords.accuracy) ? `, within ${Math.round(coords.accuracy)} m` : '';
        resolve(result('granted', `Location: allowed (${where}${accuracy})`));
      },
      (error) => {
        if (error?.code === 1) resolve(result('denied', 'Location: denied by the user or the webview'));
        else if (error?.code === 2) resolve(result('unavailable', 'Location: allowed, but no position is available (no GPS or network fix)'));
        else if (error?.code === 3) resolve(result('error', `Location: no position within ${seconds(positionMs)}`));
        else resolve(result('error', `Location: the check failed (${error?.message || 'unknown error'})`));
      },
      // The geolocation timeout only counts once permission is given; the deadline below covers an unanswered prompt.
      { enableHighAccuracy: false, timeout: positionMs, maximumAge: 0 },
    );
  });
  return withDeadline(asked, waitMs + positionMs).then((answer) =>
    answer === late ? result('error', `Location: no answer within ${seconds(waitMs + positionMs)} (a permission prompt may still be open)`) : answer,
  );
}

function browserNavigator(): ProbeNavigator | null {
  return typeof navigator === 'undefined' ? null : (navigator as unknown as ProbeNavigator);
}

function browserSecureContext(): boolean {
  return typeof globalThis.isSecureContext === 'boolean' ? globalThis.isSecureContext : true;
}

/** Adds why, on a page that is not https, the browser said no (it hides or refuses these features there). */
function explainInsecure(found: ProbeResult, secure: boolean): ProbeResult {
  if (secure || (found.status !== 'denied' && found.status !== 'unavailable')) return found;
  return { ...found, message: `${found.message} — this page is not https, and browsers allow this only on secure pages` };
}

/** Creates the browser's device port. */
export function createDeviceProbes(options: DeviceProbeOptions = {}): DevicePort {
  const waitMs = options.answerTimeoutMs ?? 60_000;
  const positionMs = options.positionTimeoutMs ?? 10_000;
  return {
    async probe(what) {
      const name = label[what] ?? String(what);
      try {
        const nav = options.navigator === undefined ? browserNavigator() : options.navigator;
        const secure = options.secureContext ?? browserSecureContext();
        if (!nav) return result('unavailable', `${name}: this browser or webview does not offer it`);
        let found: ProbeResult;
        if (what === 'camera') found = await probeCamera(nav, waitMs);
        else if (what === 'contacts') found = await probeContacts(nav, waitMs);
        else if (what === 'geolocation') found = await probeGeolocation(nav, waitMs, positionMs);
        else return result('error', `${name}: unknown check`);
        return explainInsecure(found, secure);
      } catch (err) {
        return result('error', `${name}: the check failed (${errorText(err)})`);
      }
    },
  };
}

/**
 * The field reports' sender (issue 30 item 1), a chunk of its own that the entry's shim (field-reports.ts) asks for once
 * the main thread is idle after the first view. It empties the shim's queue in order (stamped and sampled by
 * field-report-stamper.ts), sends batches (schemas/telemetry-batch.schema.json, at most 60 KB and 200 events, every free
 * text redacted with the app's redaction) to `POST <VITE_HATID_TELEMETRY_BASE>/telemetry` with navigator.sendBeacon
 * (fetch keepalive where it refuses) every 10 s, once 30 entries wait, and when the page is hidden or left. What could
 * not be sent as the page goes away is kept in the session store (at most 200 reports) and sent by the next page. It also
 * measures LCP, INP and CLS with Google's web-vitals (its own chunk). Never throws into the app.
 */
import type { StoragePort } from '../renderer/core/ports.ts';
import { batchTexts, type OutReport } from './field-report-batches.ts';
import { createStamper } from './field-report-stamper.ts';
import type { Queued } from './field-reports.ts';
import { createStorage } from './storage.ts';

/** At most this many reports wait to be sent, or are kept for the next page. */
export const queueBound = 200;
/** Where reports not sent before the page went away wait for the next page (session store). */
export const keptKey = 'hatid.fieldReports';
/** Once this many entries wait in the queue, they are sent at once. */
export const sendAt = 30;
const sendEveryMs = 10_000;

/** Where reports go: `<VITE_HATID_TELEMETRY_BASE>/telemetry` (default this site), as the screens base is set. */
export const telemetryUrl = `${(import.meta.env.VITE_HATID_TELEMETRY_BASE ?? '').replace(/\/+$/, '')}/telemetry`;
/** The share of page views that report (VITE_HATID_TELEMETRY_SAMPLE between 0 and 1, default 1; 0 sends none). */
export const telemetrySample = sampleOf(import.meta.env.VITE_HATID_TELEMETRY_SAMPLE);

/** A sampling setting read as a share between 0 and 1 (1 when left out or unreadable). */
export function sampleOf(setting: string | undefined): number {
  const value = Number(setting ?? 1);
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 1;
}

/** Sends one batch text: sendBeacon, else fetch keepalive (no answer is read). False when neither took it. */
export function sendText(url: string, text: string): boolean {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, text)) return true;
  } catch {
    // fetch below
  }
  try {
    const sameSite = new URL(url, location.href).origin === location.origin;
    void fetch(url, {
      method: 'POST',
      body: text,
      keepalive: true,
      credentials: 'omit',
      mode: sameSite ? 'same-origin' : 'no-cors',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

/** What a sender is made of (tests pass fakes). */
export interface SenderParts {
  /** The shim's queue: emptied from now on. */
  queue: Queued[];
  redactText: (text: string) => string;
  url: string;
  app: string;
  sample: number;
  channel: 'production' | 'staging';
  send: (url: string, text: string) => boolean;
  /** Keeps reports across a page change (the session area). */
  store: StoragePort;
  random?: () => number;
}

/** Creates a sender over the shim's queue: sends at once what the last page kept, and once `sendAt` entries wait. */
export function createSender(parts: SenderParts) {
  const { queue, store } = parts;
  const stamper = createStamper(parts.sample, parts.channel, parts.random);
  const waiting: OutReport[] = [];
  const kept = store.get(keptKey);
  store.remove(keptKey);
  if (Array.isArray(kept)) waiting.push(...(kept.slice(0, queueBound) as OutReport[]));
  const flush = (leaving: boolean) => {
    stamper.take(queue.splice(0));
    waiting.push(...stamper.drain());
    if (waiting.length === 0) return;
    const texts = batchTexts(waiting.splice(0), parts);
    const unsent = texts.filter((text) => !parts.send(parts.url, text));
    if (unsent.length === 0) return;
    // Already stamped and redacted; bounded. While the page stays, tried again at the next flush.
    const left = unsent.flatMap((text) => (JSON.parse(text) as { events: OutReport[] }).events).slice(0, queueBound);
    if (leaving) store.set(keptKey, left, 'session');
    else waiting.push(...left);
  };
  const push = queue.push.bind(queue);
  queue.push = (...items: Queued[]) => {
    const n = queue.length < queueBound ? push(...items) : queue.length;
    if (n >= sendAt) flush(false);
    return n;
  };
  flush(false);
  return { flush, vital: stamper.vital };
}

/** The channel the app's screens come from, read from VITE_HATID_SCREENS_BASE as app/config.ts does. */
const channel = /\/staging\/screens\/*$/.test(import.meta.env.VITE_HATID_SCREENS_BASE ?? '') ? 'staging' : 'production';

/** Starts sending from the shim's queue (the redaction comes with the lender API's chunk, which the app asked for at start). */
export async function startSender(queue: Queued[]): Promise<void> {
  await new Promise((idle) => (self.requestIdleCallback ?? setTimeout)(idle));
  // web-vitals comes with the redaction, so its observers are on before the first batch goes out: a borrower who leaves
  // right after that batch still reports LCP (with web-vitals asked for after it, a page left in between reported none).
  const [{ redaction }, vitals] = await Promise.all([
    import('./http/create-api.ts'),
    telemetrySample > 0 ? import('web-vitals') : Promise.resolve(undefined),
  ]);
  const sender = createSender({
    queue,
    redactText: redaction.redactText,
    url: telemetryUrl,
    app: import.meta.env.VITE_HATID_APP_VERSION ?? '',
    sample: telemetrySample,
    channel,
    send: sendText,
    store: createStorage(),
  });
  setInterval(() => sender.flush(false), sendEveryMs);
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && sender.flush(true));
  addEventListener('pagehide', () => sender.flush(true));
  if (!vitals) return;
  const { onLCP, onINP, onCLS } = vitals;
  // A vital reported as the page is hidden (web-vitals reports them then) goes out at once.
  const vital = (name: 'LCP' | 'INP' | 'CLS', value: number) => {
    sender.vital(name, value);
    if (document.visibilityState === 'hidden') sender.flush(true);
  };
  onLCP((m) => vital('LCP', m.value));
  onINP((m) => vital('INP', m.value));
  onCLS((m) => vital('CLS', m.value));
}

/**
 * The field reports' sender (issue 30 item 1): batches valid for the server and within its 64 KB, a bounded queue kept
 * across a page change, whole page views sampled, and nothing personal leaving the phone.
 */
import { describe, expect, it, vi } from 'vitest';
import { validateTelemetryBatch } from '../../../schemas/generated/telemetry-validator.js';
import { batchTexts, maxBatchBytes, reportOfLog } from '../../../adapters/field-report-batches.ts';
import { createSender, keptKey, queueBound, sendAt, type SenderParts } from '../../../adapters/field-report-sender.ts';
import type { PageView, Queued } from '../../../adapters/field-reports.ts';
import { redactText } from '../../../adapters/redact-sensitive.ts';
import { createStorage } from '../../../adapters/storage.ts';

const phone = '09171234567';
const sessionValue = '3f9c2a7b1e4d8f6a0b5c9e2d7a1f4b8c';

/** A sender over a fresh queue and memory store, recording what it sends; `refuse` makes every send fail. */
function setup(over: Partial<SenderParts> & { refuse?: boolean } = {}) {
  const sent: string[] = [];
  const queue: Queued[] = [];
  const store = over.store ?? createStorage({ backing: null, sessionBacking: null });
  const sender = createSender({
    queue,
    redactText,
    url: '/telemetry',
    app: '0.2.0',
    sample: 1,
    channel: 'production',
    store,
    send: (_url, text) => {
      if (over.refuse) return false;
      sent.push(text);
      return true;
    },
    ...over,
  });
  const events = () => sent.flatMap((text) => (JSON.parse(text) as { events: Record<string, unknown>[] }).events);
  return { sent, queue, store, sender, events };
}

const view = (screen: string, version: unknown = 7): PageView => ({ screen, version, source: 'remote' });

describe('field report sender', () => {
  it('sends once 30 entries wait, stamped with their view, in batches the server accepts', () => {
    const { queue, sent, events } = setup();
    const v = view('loan-confirm');
    queue.push([v, 'start']);
    for (let i = 0; i < sendAt - 2; i++) queue.push([undefined, { kind: 'action', outcome: 'done', endpoint: 'loanConfirm.push' }]);
    expect(sent).toEqual([]);
    queue.push([undefined, { kind: 'log', message: 'widget `text` failed: boom', pointer: '/body/children/2' }]);
    expect(sent).toHaveLength(1);
    expect(queue).toHaveLength(0);
    for (const text of sent) expect(validateTelemetryBatch(JSON.parse(text)), JSON.stringify(validateTelemetryBatch.errors)).toBe(true);
    const all = events();
    expect(all).toHaveLength(30);
    expect(all[0]).toMatchObject({ kind: 'view', screen: 'loan-confirm', version: 7, channel: 'production', source: 'remote' });
    expect(all.at(-1)).toMatchObject({ kind: 'fallback', pointer: '/body/children/2', first: true });
    expect(new Set(all.map((e) => e.view)).size).toBe(1);
  });

  it('cuts batches under 64 KB and 200 events', () => {
    const reason = `widget \`text\` failed: ${'x'.repeat(400)}`;
    const reports = Array.from({ length: 900 }, (_, i) => ({
      kind: 'fallback',
      screen: 'loan-confirm',
      version: 3,
      channel: 'production',
      view: 'abcdefgh',
      pointer: `/body/children/${i}/${'p'.repeat(200)}`,
      reason,
    }));
    const texts = batchTexts(reports, { app: '0.2.0', sample: 1, redactText });
    expect(texts.length).toBeGreaterThan(2);
    let total = 0;
    for (const text of texts) {
      expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(maxBatchBytes);
      expect(new TextEncoder().encode(text).length).toBeLessThan(64 * 1024);
      const batch = JSON.parse(text) as { events: unknown[] };
      expect(batch.events.length).toBeLessThanOrEqual(200);
      expect(validateTelemetryBatch(batch), JSON.stringify(validateTelemetryBatch.errors)).toBe(true);
      total += batch.events.length;
    }
    expect(total).toBe(900);
  });

  it('keeps at most 200 unsent reports across a page change and sends them first on the next page', () => {
    const store = createStorage({ backing: null, sessionBacking: null });
    const first = setup({ store, refuse: true });
    first.queue.push([view('home', 2), 'start']);
    for (let i = 0; i < 25; i++) first.queue.push([undefined, { kind: 'action', outcome: 'failed', endpoint: 'home.query', failure: 'network' }]);
    first.sender.flush(false);
    for (let i = 0; i < 400; i++) first.queue.push([undefined, { kind: 'action', outcome: 'done', endpoint: 'home.query' }]);
    first.sender.flush(true);
    const kept = store.get(keptKey) as unknown[];
    expect(kept).toHaveLength(queueBound);
    const next = setup({ store });
    expect(store.get(keptKey)).toBeUndefined();
    const events = next.events();
    expect(events).toHaveLength(queueBound);
    expect(events[0]).toMatchObject({ kind: 'view', screen: 'home', version: 2 });
    for (const text of next.sent) expect(validateTelemetryBatch(JSON.parse(text))).toBe(true);
  });

  it('samples whole page views', () => {
    // The stamper draws one number per view to sample it, then one for its id.
    const draws = [0.2, 0.5, 0.9, 0.5, 0.3, 0.5];
    const { queue, sender, events } = setup({ sample: 0.5, random: () => draws.shift() ?? 0.5 });
    for (const screen of ['home', 'loan-confirm', 'payway']) {
      queue.push([undefined, 'end']);
      queue.push([view(screen), 'start']);
      queue.push([undefined, { kind: 'log', message: 'widget `text` failed: boom', pointer: '/body' }]);
    }
    sender.flush(false);
    expect(new Set(events().map((e) => e.screen))).toEqual(new Set(['home', 'payway']));
    expect(events()).toHaveLength(4);
    const none = setup({ sample: 0 });
    none.queue.push([view('home'), 'start']);
    none.sender.flush(true);
    expect(none.sent).toEqual([]);
  });

  it('never sends a phone number or a session value, nor keeps one on the device', () => {
    const store = createStorage({ backing: null, sessionBacking: null });
    const entries: Queued[] = [
      [view('complain-page'), 'start'],
      [undefined, { kind: 'log', message: `widget \`input\` failed: mobilePhone=${phone} sessionId=${sessionValue}`, pointer: '/body/children/0' }],
      [undefined, { kind: 'log', message: `expression failed: ${phone} is not a number`, pointer: `/body/${phone}` }],
      [undefined, { kind: 'answer-shape', endpoint: 'complaint.save', field: `/data/${sessionValue}` }],
    ];
    const online = setup({ store });
    online.queue.push(...entries);
    online.sender.flush(false);
    const offline = setup({ store, refuse: true });
    offline.queue.push(...entries);
    offline.sender.flush(true);
    const out = online.sent.join('\n') + JSON.stringify(store.get(keptKey));
    expect(online.events().map((e) => e.kind)).toEqual(['view', 'fallback', 'fallback', 'answer-shape']);
    expect(out).toContain('[redacted]');
    expect(out).not.toContain(phone);
    expect(out).not.toContain(sessionValue);
  });

  it('stamps every report of a view with the experiment variant and rollout bucket it was served, when well formed', () => {
    const { queue, sender, events, sent } = setup();
    queue.push([{ screen: 'loan-confirm', version: 4, variant: 'B', bucket: 42, source: 'remote' }, 'start']);
    queue.push([undefined, { kind: 'action', outcome: 'done', endpoint: 'loanConfirm.push' }]);
    queue.push([{ screen: 'payway', version: 2, variant: 'not a variant!', bucket: 4.5, source: 'cache' }, 'start']);
    sender.flush(false);
    expect(events()).toMatchObject([
      { kind: 'view', screen: 'loan-confirm', version: 4, variant: 'B', bucket: 42 },
      { kind: 'action', screen: 'loan-confirm', version: 4, variant: 'B', bucket: 42, endpoint: 'loanConfirm.push' },
      { kind: 'view', screen: 'payway', version: 2 },
    ]);
    expect(events()[2]).not.toHaveProperty('variant');
    expect(events()[2]).not.toHaveProperty('bucket');
    for (const text of sent) expect(validateTelemetryBatch(JSON.parse(text)), JSON.stringify(validateTelemetryBatch.errors)).toBe(true);
  });

  it("sends a call that never left as unsent, in a batch the server accepts, and not as the view's problem", () => {
    const { queue, sender, sent, events } = setup();
    queue.push([view('loan-confirm'), 'start']);
    queue.push([undefined, { kind: 'action', outcome: 'unsent', endpoint: 'loanConfirm.push', failure: 'network' }]);
    queue.push([undefined, { kind: 'log', message: 'action `call` failed: its code could not be loaded: offline', pointer: '/body/2/onTap/0' }]);
    queue.push([undefined, { kind: 'log', message: 'widget `text` failed: boom', pointer: '/body/children/2' }]);
    sender.flush(false);
    for (const text of sent) expect(validateTelemetryBatch(JSON.parse(text)), JSON.stringify(validateTelemetryBatch.errors)).toBe(true);
    expect(events()).toMatchObject([
      { kind: 'view' },
      { kind: 'action', outcome: 'unsent', endpoint: 'loanConfirm.push', failure: 'network' },
      { kind: 'action', outcome: 'unsent', pointer: '/body/2/onTap/0' },
      { kind: 'fallback', first: true },
    ]);
    expect(events()[1]).not.toHaveProperty('first');
    expect(events()[2]).not.toHaveProperty('first');
  });

  it('counts a refused version and its first problem per view', () => {
    const { queue, sender, events } = setup();
    queue.push([{ screen: 'payway', version: 0, source: 'bundled', refused: 9 }, 'start']);
    queue.push([undefined, { kind: 'log', message: 'unknown widget type `promo-banner`; its fallback is shown', pointer: '/body/children/3' }]);
    queue.push([
      undefined,
      { kind: 'log', message: 'refused the image https://evil.example/a.png: not an allowed host', pointer: '/body/children/4/src' },
    ]);
    sender.flush(false);
    expect(events()).toMatchObject([
      { kind: 'view', version: 0, source: 'bundled' },
      { kind: 'refusal', version: 9, fellBackTo: 'bundled', first: true },
      { kind: 'unknown-node', version: 0, nodeType: 'promo-banner', pointer: '/body/children/3', first: true },
      { kind: 'fallback', version: 0, pointer: '/body/children/4/src' },
    ]);
    expect(events()[3]).not.toHaveProperty('first');
  });
});

describe('renderer log lines as reports', () => {
  it('keeps fallbacks, unknown nodes and taps that led nowhere; drops the rest', () => {
    expect(reportOfLog('widget `qr-code` failed: bad value', '/body/1')).toEqual({
      kind: 'fallback',
      pointer: '/body/1',
      reason: 'widget `qr-code` failed: bad value',
    });
    expect(reportOfLog('unknown widget type `x`; its fallback is shown', '/body/2')).toEqual({
      kind: 'unknown-node',
      pointer: '/body/2',
      nodeType: 'x',
    });
    expect(reportOfLog('action `navigate` failed: no route', '/body/3/onTap/0')).toEqual({
      kind: 'action',
      outcome: 'nowhere',
      pointer: '/body/3/onTap/0',
    });
    expect(reportOfLog('refused to open https://x.example', '/body/4/onTap/0')).toMatchObject({ outcome: 'nowhere' });
    expect(reportOfLog('action `call` failed: not after a tap', '/body/5/onTap/0')).toMatchObject({ outcome: 'stopped' });
    // A tap's call whose tap code could not come (handlers.ts) sent nothing: unsent, not a call the app's rules stopped.
    expect(reportOfLog('action `call` failed: its code could not be loaded: it did not arrive within 15 s', '/body/6/onTap/0')).toEqual({
      kind: 'action',
      outcome: 'unsent',
      pointer: '/body/6/onTap/0',
    });
    expect(reportOfLog('loading `info` failed: network', '/load/info')).toBeUndefined();
    expect(reportOfLog('screen `home`: it could not be fetched', '')).toBeUndefined();
  });
});

describe('field reports shim', () => {
  it('buffers at most 200 entries until the sender is in', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const shim = await import('../../../adapters/field-reports.ts');
    for (let i = 0; i < 500; i++) shim.queueReport({ kind: 'action', outcome: 'done', endpoint: 'home.query' });
    expect(shim.queued).toHaveLength(shim.shimBound);
    expect(shim.shimBound).toBe(200);
    vi.useRealTimers();
  });
});

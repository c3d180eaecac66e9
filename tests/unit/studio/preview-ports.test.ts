/**
 * The preview's ports: reports of what the app does, the scenario header, back that never leaves the studio, and
 * mailto:/tel: links reported without leaving the screen.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createRecordingPorts } from '../../../renderer/preview/recording-ports.ts';
import { createNativeLog } from '../../../adapters/native-log.ts';
import type { PreviewEvent } from '../../../studio/preview/preview-protocol.ts';
import { cloneable, reportNativeCalls, reportingPorts, scenarioFetch } from '../../../studio/preview/preview-ports.ts';
import { redactionReady } from '../../../adapters/lazy-redaction.ts';

// The logs redact with code loaded on first use (adapters/lazy-redaction.ts): once it is in, lines are written at once.
beforeAll(redactionReady);

function setup() {
  const inner = createRecordingPorts();
  const events: PreviewEvent[] = [];
  return { inner, events, ports: reportingPorts(inner, (e) => events.push(e)) };
}

describe('reportingPorts', () => {
  it('reports API calls with their endpoint and outcome', async () => {
    const { inner, events, ports } = setup();
    inner.answer('complaint.list', { ok: false, kind: 'business', message: 'Closed today' });
    await ports.api.call('complaint.list', { page: 1 }, { query: {} });
    expect(events).toEqual([{ type: 'api', endpoint: 'complaint.list', payload: { page: 1 }, ok: false, message: 'Closed today' }]);
  });

  it('reports navigations as the screen asked for them, and toasts', () => {
    const { events, ports } = setup();
    ports.navigation.navigate('/complainDetails', { problemId: '7' }, { replace: false });
    ports.feedback.toast({ text: 'Sent', kind: 'success', duration: 2000 });
    expect(events).toMatchObject([
      { type: 'location', navigation: { to: '/complainDetails', query: { problemId: '7' }, replace: false } },
      { type: 'toast', text: 'Sent' },
    ]);
  });

  it('closes the webview on back from the first page instead of going back in the studio page', () => {
    const { inner, events, ports } = setup();
    ports.navigation.back();
    expect(inner.backs).toBe(0);
    expect(inner.nativeCalls).toEqual([{ action: 'closeWebview', args: {} }]);
    ports.navigation.navigate('/b', {}, { replace: false });
    ports.navigation.back();
    expect(inner.backs).toBe(1);
    expect(events.filter((e) => e.type === 'location' && e.back)).toHaveLength(2);
  });

  it('reports a mailto: or tel: link and does not follow it (in the iframe the browser would show a blocked page)', () => {
    const { inner, events, ports } = setup();
    expect(ports.navigation.openUrl('mailto:help@hatid.test', { replace: false })).toBe(true);
    expect(ports.navigation.openUrl('tel:+639171234567', { replace: false })).toBe(true);
    expect(inner.opened).toEqual([]);
    expect(events).toMatchObject([
      { type: 'location', opened: { url: 'mailto:help@hatid.test', replace: false } },
      { type: 'location', opened: { url: 'tel:+639171234567', replace: false } },
    ]);
    expect(ports.navigation.openUrl('mailto:a b@x.test', { replace: false })).toBe(false);
    expect(events).toHaveLength(2);
  });
});

describe('scenarioFetch', () => {
  it('asks same-origin requests for the scenario and leaves other hosts alone', async () => {
    const base = vi.fn<typeof fetch>(async () => new Response('{}'));
    const send = scenarioFetch(() => 'empty', base);
    await send('/api/complaint/list', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    await send('https://lender.example/api/x', { method: 'GET' });
    const first = new Headers(base.mock.calls[0]?.[1]?.headers);
    expect(first.get('x-sandbox-scenario')).toBe('empty');
    expect(first.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(new Headers(base.mock.calls[1]?.[1]?.headers).has('x-sandbox-scenario')).toBe(false);
  });
});

describe('reportNativeCalls', () => {
  it('reports each new native call once', () => {
    const log = createNativeLog();
    log.append({ action: 'before', args: {}, at: 0, delivered: 'none' });
    const events: PreviewEvent[] = [];
    const stop = reportNativeCalls(log, (e) => events.push(e));
    log.append({ action: 'callPhone', args: { phone: '123' }, at: 1, delivered: 'none' });
    log.append({ action: 'closeWebview', args: {}, at: 2, delivered: 'none' });
    stop();
    log.append({ action: 'after', args: {}, at: 3, delivered: 'none' });
    expect(events).toEqual([
      // The native log keeps no phone numbers (issue 9), so neither does the studio's copy of it.
      { type: 'native', action: 'callPhone', args: { phone: '[redacted]' } },
      { type: 'native', action: 'closeWebview', args: {} },
    ]);
  });

  it('sends files by name', () => {
    expect(cloneable({ photo: new File(['x'], 'receipt.png', { type: 'image/png' }), n: 1 })).toEqual({ photo: '[file receipt.png]', n: 1 });
  });
});

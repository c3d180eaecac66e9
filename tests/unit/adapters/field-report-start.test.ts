/**
 * The sender's start (adapters/field-report-sender.ts startSender): web-vitals' observers are on by the time the first
 * batch goes out, so a borrower who leaves right after it still reports LCP (field-health journey: with web-vitals asked
 * for after the first batch, a page left in between reported no LCP).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageView, Queued } from '../../../adapters/field-reports.ts';

afterEach(() => {
  vi.doUnmock('web-vitals');
  vi.doUnmock('../../../adapters/http/create-api.ts');
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('starting the field report sender', () => {
  it('has LCP, INP and CLS observed in the task that sends the first batch', async () => {
    const order: string[] = [];
    const observe = (name: string) => () => void order.push(`observe ${name}`);
    vi.resetModules();
    vi.doMock('web-vitals', () => ({ onLCP: observe('LCP'), onINP: observe('INP'), onCLS: observe('CLS') }));
    vi.doMock('../../../adapters/http/create-api.ts', () => ({ redaction: { redactText: (text: string) => text } }));
    let firstBatchAt = -1;
    vi.stubGlobal('navigator', {
      ...navigator,
      sendBeacon: () => {
        if (firstBatchAt < 0) firstBatchAt = order.length;
        order.push('batch');
        // The earliest the page could be left after the batch went out: the next microtask.
        queueMicrotask(() => void order.push('left'));
        return true;
      },
    });
    const { startSender } = await import('../../../adapters/field-report-sender.ts');
    const view: PageView = { screen: 'joint-login-fail', version: 0, source: 'bundled' };
    const queue: Queued[] = [[view, 'start']];
    await startSender(queue);
    expect(firstBatchAt).toBeGreaterThanOrEqual(0);
    // Nothing can run between the first batch and the observers: they are on in the same task that sent it.
    expect(order.slice(firstBatchAt, firstBatchAt + 5)).toEqual(['batch', 'observe LCP', 'observe INP', 'observe CLS', 'left']);
  });
});

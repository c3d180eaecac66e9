/**
 * A screen's data calls start from the copy of its document at hand (the device's last good copy, else the bundled one),
 * before the fresh document answers; the drawn screen takes the answer already on its way instead of calling again.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../../../schemas/generated/types.ts';
import { createScreenCache } from '../../../adapters/screen-cache.ts';
import type { ScreenFetchResult } from '../../../adapters/screen-fetch.ts';
import { App } from '../../../app/app.tsx';
import { createScreenLoader } from '../../../app/screen-loader.ts';
import { forgetGoodData } from '../../../app/last-good-data.ts';
import { createRecordingPorts } from '../../../renderer/preview/recording-ports.ts';

const screenDoc = (load: ScreenDocument['load'], title = 'Order details'): ScreenDocument => ({
  schemaVersion: 2,
  id: 'loan-details',
  title,
  params: { orderId: { required: true }, productId: { description: 'The product of the order.' } },
  load,
  body: [{ type: 'text', text: "=default(data.order.noticeDesText, '')" }],
});

const orderLoad: ScreenDocument['load'] = {
  order: { call: 'loanDetails.detail', with: { orderId: '=params.orderId', productId: '=params.productId' } },
};

/** A screen fetch whose answer the test gives when it wants. */
function heldFetch() {
  let answer: (result: ScreenFetchResult) => void = () => undefined;
  const asked: string[] = [];
  const fetchScreen = (id: string) => {
    asked.push(id);
    return new Promise<ScreenFetchResult>((resolve) => (answer = resolve));
  };
  return { fetchScreen, asked, answer: (result: ScreenFetchResult) => answer(result) };
}

function drawApp(options: { bundled?: unknown; cached?: unknown; money?: string[] } = {}) {
  const ports = createRecordingPorts({ moneyEndpoints: options.money ?? [] });
  ports.answer('loanDetails.detail', () => ({ ok: true, data: { noticeDesText: 'Your repayment is due in 3 days' } }));
  const backing = new Map<string, string>();
  const storage = {
    getItem: (k: string) => backing.get(k) ?? null,
    setItem: (k: string, v: string) => void backing.set(k, v),
    removeItem: (k: string) => void backing.delete(k),
    key: (i: number) => [...backing.keys()][i] ?? null,
    get length() {
      return backing.size;
    },
    clear: () => backing.clear(),
  } satisfies Storage;
  const cache = createScreenCache({ backing: storage });
  if (options.cached !== undefined) cache.write('loan-details', { etag: '"kept"', document: options.cached });
  const net = heldFetch();
  const loadScreen = createScreenLoader({ fetchScreen: net.fetchScreen, cache, bundled: async () => options.bundled });
  render(<App ports={ports} feedbackStore={ports.feedbackStore} devConsole={false} loadScreen={loadScreen} />);
  return { ports, net };
}

/** Waits until the app has asked for the fresh document and the early calls had their chance (the bundled copy's chunk). */
async function settle(net: ReturnType<typeof heldFetch>) {
  await expect.poll(() => net.asked.length).toBe(1);
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('early loads', () => {
  beforeEach(() => window.history.pushState(null, '', '/loanDetails?orderId=5000174&productId=7&userId=5512'));
  afterEach(() => {
    window.history.pushState(null, '', '/');
    forgetGoodData();
  });

  it('starts the load calls from the bundled copy before the fresh document answers, and the screen takes that answer', async () => {
    const { ports, net } = drawApp({ bundled: screenDoc(orderLoad) });
    await expect.poll(() => ports.calls.length).toBe(1);
    expect(ports.calls[0]).toEqual({ endpoint: 'loanDetails.detail', payload: { orderId: '5000174', productId: '7' } });
    net.answer({ kind: 'ok', document: screenDoc(orderLoad, 'Published order'), etag: null, version: null });
    expect(await screen.findByText('Your repayment is due in 3 days')).toBeTruthy();
    expect(ports.calls).toHaveLength(1);
  });

  it('starts them from the last good copy kept on the device, without waiting for the bundled one', async () => {
    const { ports, net } = drawApp({ cached: screenDoc(orderLoad), bundled: screenDoc({}) });
    await expect.poll(() => ports.calls.length).toBe(1);
    net.answer({ kind: 'notModified' });
    expect(await screen.findByText('Your repayment is due in 3 days')).toBeTruthy();
    expect(ports.calls).toHaveLength(1);
  });

  it('a fresh document that loads something else makes its own call; the early answer is not used for it', async () => {
    const { ports, net } = drawApp({ bundled: screenDoc(orderLoad) });
    await expect.poll(() => ports.calls.length).toBe(1);
    const other = { order: { call: 'loanDetails.detail', with: { orderId: '=params.orderId', productId: 'other' } } };
    net.answer({ kind: 'ok', document: screenDoc(other), etag: null, version: null });
    expect(await screen.findByText('Your repayment is due in 3 days')).toBeTruthy();
    expect(ports.calls.map((c) => c.payload.productId)).toEqual(['7', 'other']);
  });

  it('never starts an endpoint that moves money', async () => {
    const { ports, net } = drawApp({ bundled: screenDoc(orderLoad), money: ['loanDetails.detail'] });
    await settle(net);
    expect(ports.calls).toHaveLength(0);
  });

  it('starts nothing when the page lacks a required parameter', async () => {
    window.history.pushState(null, '', '/loanDetails?productId=7');
    const { ports, net } = drawApp({ bundled: screenDoc(orderLoad) });
    await settle(net);
    expect(ports.calls).toHaveLength(0);
  });
});

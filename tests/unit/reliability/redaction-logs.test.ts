/**
 * Phone numbers, card numbers and session parameters never reach a log: the renderer's logger (developer console and
 * browser console), the API's logger and the native call log all redact them first (adapters/redact-sensitive.ts).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createNativeBridge } from '../../../adapters/native-bridge.ts';
import { createNativeLog, nativeLog } from '../../../adapters/native-log.ts';
import { redactedMark, redactSensitive, redactText } from '../../../adapters/redact-sensitive.ts';
import { createBrowserPorts } from '../../../app/browser-ports.ts';
import { devLog } from '../../../app/dev-log.ts';
import { redactionReady } from '../../../adapters/lazy-redaction.ts';

// The logs redact with code loaded on first use (adapters/lazy-redaction.ts): once it is in, lines are written at once.
beforeAll(redactionReady);

/** Values that must never be seen in a log. */
const secrets = ['09171234567', '9171234567', '13812345678', '4215830012345678', '5264710098761234', 'dev-7f3a9c', 'U-5512', 'sess-81bd', 'M-88'];

const leaks = (text: string) => secrets.filter((s) => text.includes(s));

/** [what, text, what must still be there]: each text loses its secrets and keeps the rest. */
const texts: [string, string, string[]][] = [
  [
    'a refused address with the session in its query',
    'refused to open "https://evil.example/?deviceId=dev-7f3a9c&userId=U-5512&sessionId=sess-81bd&merchantNumber=M-88&mobilePhone=09171234567&orderId=5000174"',
    ['evil.example', 'orderId=5000174'],
  ],
  ['an encoded phone', 'GET /api/x?mobilePhone=%2B639171234567&productId=7', ['productId=7']],
  ['a form body', 'phone=13812345678&capcode=ab12&page_id=1', ['page_id=1']],
  ['a JSON body', '{"cardNo":"4215830012345678","bankName":"BDO","userName":"13812345678","amount":895900}', ['"bankName":"BDO"', '"amount":895900']],
  ['a JSON body with spaces', '{ "mobilePhone" : "0917 123 4567", "token": "abc def" }', ['mobilePhone']],
  ['a bare phone', 'call 09171234567 now', ['call', 'now']],
  ['a phone with +63 and groups', 'sent to +63 917 123 4567.', ['sent to']],
  ['a phone with dashes', 'sent to 0917-123-4567', ['sent to']],
  ['a card in groups of four', 'card 4215 8300 1234 5678 refused', ['card', 'refused']],
  ['a card with dashes', 'card 5264-7100-9876-1234', ['card']],
  ['a card in a message', 'bind failed for 4215830012345678: expired', ['bind failed for', 'expired']],
];

describe('redactText', () => {
  it.each(texts)('%s', (_what, text, kept) => {
    const out = redactText(text);
    expect(leaks(out)).toEqual([]);
    expect(out).not.toMatch(/\d{10}/);
    expect(out).toContain(redactedMark);
    for (const part of kept) expect(out).toContain(part);
  });

  it.each([
    ['an order id', 'order 5000174 loaded'],
    ['a pay code', 'pay code HT500017000001'],
    ['an order number', 'order HT2503140017'],
    ['an amount', 'amount 895900 (₱8.959,00)'],
    ['a date and time', 'at 2025-03-14 10:20:30'],
    ['a JSON Pointer', '/body/children/3/onTap/0'],
    ['a productId parameter', '?productId=7&orderId=5000170'],
    ['a plain word phone', 'Please enter your phone number'],
  ])('keeps %s', (_what, text) => {
    expect(redactText(text)).toBe(text);
  });
});

describe('redactSensitive', () => {
  it('redacts sensitive fields at any depth and numbers that look like phones, and keeps the rest', () => {
    const out = redactSensitive({
      phone: '09171234567',
      user: { deviceId: 'dev-7f3a9c', user_id: 'U-5512', merchant_number: 'M-88', name: 'Juan' },
      cards: [{ cardNo: '4215830012345678', bankName: 'BDO' }],
      note: 'call 13812345678',
      mobileAsNumber: 9171234567,
      orderId: 5000174,
      empty: '',
    });
    expect(leaks(JSON.stringify(out))).toEqual([]);
    expect(out).toMatchObject({ user: { name: 'Juan' }, cards: [{ bankName: 'BDO' }], orderId: 5000174, empty: '' });
  });

  it('redacts an error message and stops at a very deep value', () => {
    expect(redactSensitive(new Error('refused 09171234567'))).not.toContain('09171234567');
    let deep: Record<string, unknown> = { phone: '09171234567' };
    for (let i = 0; i < 50; i++) deep = { deep };
    expect(JSON.stringify(redactSensitive(deep))).not.toContain('09171234567');
  });
});

describe("the app's logger", () => {
  it('writes the developer console and the browser console without the secrets', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { ports } = createBrowserPorts();
    const message = 'refused to open "https://evil.example/?mobilePhone=09171234567&deviceId=dev-7f3a9c&userId=U-5512"';
    ports.logger.error(message, '/onLoad/0', { cardNo: '4215830012345678', error: new Error('card 5264710098761234') });
    const entry = devLog.getSnapshot().at(-1);
    expect(entry?.pointer).toBe('/onLoad/0');
    expect(entry?.message).toContain('refused to open');
    expect(leaks(JSON.stringify(entry))).toEqual([]);
    expect(consoleError).toHaveBeenCalled();
    expect(leaks(JSON.stringify(consoleError.mock.calls, (_k, v: unknown) => (v instanceof Error ? String(v.stack) : v)))).toEqual([]);
  });
});

describe('the native call log', () => {
  it('records the call without the secrets while the native app still gets the real arguments', () => {
    const received: string[] = [];
    const log = createNativeLog();
    const bridge = createNativeBridge({ log, target: () => ({ android: { callPhone: (json: string) => received.push(json) } }) });
    bridge.call('callPhone', { phone: '09171234567', from: 'customer-service' });
    expect(received).toEqual([JSON.stringify({ phone: '09171234567', from: 'customer-service' })]);
    const entry = log.getSnapshot().at(-1);
    expect(entry).toMatchObject({ action: 'callPhone', delivered: 'android', args: { phone: redactedMark, from: 'customer-service' } });
  });

  it("redacts a failing bridge's error and nested arguments", () => {
    const log = createNativeLog();
    const bridge = createNativeBridge({
      log,
      target: () => ({
        android: {
          openPageWithParams: () => {
            throw new Error('no page for 13812345678');
          },
        },
      }),
    });
    bridge.call('openPageWithParams', { page: 'productDetail', extra: { mobilePhone: '09171234567', card: '4215 8300 1234 5678' } });
    const entry = log.getSnapshot().at(-1);
    expect(entry?.error).toContain('no page for');
    expect(leaks(JSON.stringify(entry))).toEqual([]);
    expect(entry?.args).toMatchObject({ page: 'productDetail' });
  });

  it("the app's shared log (the developer console's list) is redacted too", () => {
    nativeLog.append({ action: 'callPhone', args: { phone: '09171234567' }, at: 0, delivered: 'none' });
    expect(leaks(JSON.stringify(nativeLog.getSnapshot().at(-1)))).toEqual([]);
  });
});

/**
 * Redaction by value as well as by name (issue 17, item 5): Philippine mobile numbers, Luhn-valid card numbers and
 * session ids or tokens are replaced wherever they stand (inside words, under harmless names, in free text) in logs,
 * the native call log and tracking calls; a session id under the key `sid` is redacted too.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../../adapters/http/create-api.ts';
import { createNativeBridge } from '../../../adapters/native-bridge.ts';
import { createNativeLog } from '../../../adapters/native-log.ts';
import { hasSessionToken, isSessionToken, passesLuhn, redactedMark, redactSensitive, redactText } from '../../../adapters/redact-sensitive.ts';
import { createBrowserPorts } from '../../../app/browser-ports.ts';
import { devLog } from '../../../app/dev-log.ts';
import { redactionReady } from '../../../adapters/lazy-redaction.ts';

// The logs redact with code loaded on first use (adapters/lazy-redaction.ts): once it is in, lines are written at once.
beforeAll(redactionReady);

const hexSession = '9f86d081884c7d659a2feaa0c55ad015';
const uuid = '3f2b8c1e-4a7d-4e21-9c55-0b6d2f7e8a91';
const base64url = 'eyJhbGciOiJIUzI1NiJ9_Qm9yFJ7kP2xw-Lb4TtR8sZ';
/** Luhn-valid card numbers (test numbers of the card schemes). */
const visa = '4111111111111111';
const mastercard = '5555555555554444';
const secrets = ['9171234567', visa, mastercard, hexSession, uuid, base64url, 'S3cr3tSess10n'];
const leaks = (text: string) => secrets.filter((s) => text.includes(s) || text.includes(s.replace(/-/g, '')));

describe('values redacted wherever they stand', () => {
  it.each([
    ['a mobile inside a word', 'user09171234567 logged in'],
    ['a mobile as 639…', 'to 639171234567'],
    ['a mobile as +639… in groups', 'to +63 917-123-4567'],
    ['a card inside a word', `card${visa}x refused`],
    ['a card in groups of four under a harmless name', 'note: 5555 5555 5555 4444'],
    ['a hex session id', `session ${hexSession} expired`],
    ['a UUID', `ref ${uuid}`],
    ['a base64url token', `Bearer ${base64url}`],
    ['a session id under sid in a query', 'GET /api/promotion/get-captcha?sid=S3cr3tSess10n&timestamp=1'],
    ['a session id under sid in JSON', '{"sid": "S3cr3tSess10n", "page": 1}'],
    ['a session id under sid in free text', 'Your session has ended (sid=S3cr3tSess10n, phone x).'],
  ])('%s', (_what, text) => {
    const out = redactText(text);
    expect(leaks(out)).toEqual([]);
    expect(out).toContain(redactedMark);
  });

  it.each([
    ['a screen id', 'screen `repayment-of-code2` could not be loaded'],
    ['a chunk name with its hash', 'cannot load /assets/validate-answer-rollover-info-Ab12Cd34.js'],
    ['an endpoint and a pointer', 'repayment.rollover: the answer has no /data/detail'],
    ['a long word of letters', 'internationalizationsupport is off'],
    ['a pay code', 'pay code HT500017000001'],
    ['a 13-digit reference that fails the Luhn check, inside a word', 'refX1234567890123Y'],
  ])('keeps %s', (_what, text) => {
    expect(redactText(text)).toBe(text);
  });

  it('knows a card by the Luhn check and a token by its mix of characters', () => {
    expect(passesLuhn(visa)).toBe(true);
    expect(passesLuhn(mastercard)).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    for (const token of [hexSession, uuid, base64url]) expect(isSessionToken(token), token).toBe(true);
    for (const name of ['validate-answer-rollover-info-Ab12Cd34', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'deadbeefdeadbeefdeadbeefdeadbeef'])
      expect(isSessionToken(name), name).toBe(false);
    expect(hasSessionToken(`x ${hexSession} y`)).toBe(true);
  });

  it('a session id under `sid` (any depth) and tokens under harmless names are redacted in records', () => {
    const out = JSON.stringify(
      redactSensitive({ data: { sid: 'S3cr3tSess10n', note: `ref ${hexSession}`, list: [{ holder: '09171234567' }] }, page: 1 }),
    );
    expect(leaks(out)).toEqual([]);
    expect(out).toContain('"page":1');
  });
});

describe('where the app logs, keeps its native log and tracks', () => {
  it("the app's logger (developer console and browser console)", () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { ports } = createBrowserPorts();
    ports.logger.error(`loading \`info\` failed: session ${hexSession} expired for 09171234567`, '/load/info', {
      answer: { sid: 'S3cr3tSess10n', token: base64url },
    });
    expect(leaks(JSON.stringify(devLog.getSnapshot().at(-1)))).toEqual([]);
    expect(leaks(JSON.stringify(consoleError.mock.calls))).toEqual([]);
  });

  it('the API’s default logger', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createApi({ baseURL: 'http://lender.test/api', fetch: async () => new Response('<html>oops</html>', { status: 502 }) });
    await api.call(`contact.info`, {}, { query: {} });
    const logged = JSON.stringify(consoleError.mock.calls);
    expect(logged).toContain('contact.info');
    expect(leaks(logged)).toEqual([]);
  });

  it('the native call log: values under harmless names, while the native app gets them as sent', () => {
    const received: string[] = [];
    const log = createNativeLog();
    const bridge = createNativeBridge({ log, target: () => ({ android: { openPageWithParams: (json: string) => received.push(json) } }) });
    bridge.call('openPageWithParams', { page: 'detail', extra: { sid: 'S3cr3tSess10n', note: `t ${base64url}`, who: 'user09171234567' } });
    expect(received[0]).toContain('S3cr3tSess10n');
    const entry = log.getSnapshot().at(-1);
    expect(leaks(JSON.stringify(entry))).toEqual([]);
    expect(entry?.args).toMatchObject({ page: 'detail' });
  });

  it('a tracking call sends no phone, card or session value, whatever the screen put in it', async () => {
    const sent: string[] = [];
    const fetcher: typeof fetch = async (input, init) => {
      sent.push(`${String(input)} ${typeof init?.body === 'string' ? init.body : String(init?.body ?? '')}`);
      return new Response(JSON.stringify({ code: '0', message: 'ok', data: null }), { status: 200 });
    };
    const api = createApi({ baseURL: 'http://lender.test/api', fetch: fetcher });
    const payload = { page_id: '1', utm_tag: hexSession, sid: 'S3cr3tSess10n', note: `card ${visa}`, who: '09171234567' };
    expect(await api.call('promotion.trackClick', payload, { query: {} })).toMatchObject({ ok: true });
    expect(sent).toHaveLength(1);
    expect(leaks(decodeURIComponent(sent[0] ?? ''))).toEqual([]);
    expect(sent[0]).toContain('page_id=1');
  });
});

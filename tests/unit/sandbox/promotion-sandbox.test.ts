// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseURL, sandboxHarness, type HarnessOptions } from './sandbox-harness.ts';
import { endpointAddress } from '../../../adapters/http/encode-request.ts';
import { endpoints } from '../../../adapters/http/endpoints.ts';
import { captchaAlphabet, registeredPhone } from '../../../adapters/sandbox/promotion-seed.ts';
import { validatePromotionSid, validatePromotionTemplate } from '../../../schemas/generated/api-validators.js';

/** An anonymous visitor's page query: device and app, no user. */
const ctx = { query: { deviceId: 'dev-1', appName: 'Hatid', swift: 's-1', eyes: 'e-1' } };
const start = Date.parse('2025-06-10T02:00:00Z');

const registeredMessage = 'You have registered, please download the app to log in';

function setup(scenario = 'default', options: HarnessOptions = {}) {
  let clock = start;
  const { sandbox, api, call, data, get } = sandboxHarness(scenario, { ...options, now: () => clock, query: ctx.query });
  const helper = async <T = any>(path: string, headers: Record<string, string> = {}): Promise<T> =>
    ((await (await get(path, { headers })).json()) as { data: T }).data;
  /** The graphic code's picture, fetched at the address a screen puts in its image source. */
  const picture = (sid: string, timestamp: string | number) =>
    sandbox.fetch(new Request(endpointAddress(baseURL, endpoints['promotion.captcha'], { sid, timestamp })));
  /** A sid with a picture drawn, and the characters it shows (read through the tester helper). */
  const ready = async (timestamp: string | number = clock) => {
    const { sid } = await data<{ sid: string }>('promotion.sid');
    expect((await picture(sid, timestamp)).status).toBe(200);
    const { text } = await helper<{ text: string }>(`/sandbox/captcha/${sid}`);
    return { sid, capcode: text };
  };
  const smsLog = () => helper<{ phone: string; code: string; at: string }[]>('/sandbox/sms');
  /** The latest SMS code sent to a number. */
  const lastCode = async (phone: string) => (await smsLog()).filter((e) => e.phone === phone).at(-1)?.code;
  const advance = (ms: number) => (clock += ms);
  return { sandbox, api, call, data, get, helper, picture, ready, smsLog, lastCode, advance };
}

/** The characters of a picture, in drawing order. */
const charactersOf = (svg: string) => [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');

/** The register payload of spec section 7 for a number, sid and codes. */
const registration = (phone: string, sid: string, capcode: string, smsCode: string) => ({
  phone,
  capcode,
  sid,
  deviceId: 'dev-1',
  appName: 'Hatid',
  merchantNumber: 'M-77',
  userName: '',
  smsCode,
  invite_code: 'INV42',
  user_from: 'fb',
  id: '1',
  app_from: 'promo',
  utm_tag: 'summer',
});

/** The get-sms payload of spec section 7. */
const smsPayload = (phone: string, sid: string, capcode: string) => ({
  phone,
  capcode,
  sid,
  deviceId: 'dev-1',
  appName: 'Hatid',
  app_from: 'promo',
  user_from: 'fb',
  utm_tag: 'summer',
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('catalog', () => {
  it('names the promotion calls: client two, text code 0, GETs in the query string, posts form-encoded', () => {
    expect(endpoints['promotion.template']).toMatchObject({
      method: 'GET',
      path: 'channel/channel-template',
      client: 'two',
      encoding: 'query',
      success: '0',
      pick: 'data',
    });
    expect(endpoints['promotion.trackVisit']).toMatchObject({ method: 'GET', path: 'promotion/track-visit', fixed: { page_type: 1 }, success: '0' });
    expect(endpoints['promotion.sid']).toMatchObject({ method: 'GET', path: 'promotion/get-sid', success: '0', pick: 'data' });
    expect(endpoints['promotion.captcha']).toMatchObject({ method: 'GET', path: 'promotion/get-captcha', image: true });
    expect(endpoints['promotion.sms']).toMatchObject({
      method: 'POST',
      path: 'promotion/get-sms',
      encoding: 'form',
      success: '0',
      errors: { '11': registeredMessage },
    });
    expect(endpoints['promotion.trackClick']).toMatchObject({ method: 'GET', path: 'promotion/track-click', success: '0' });
    expect(endpoints['promotion.register']).toMatchObject({
      method: 'POST',
      path: 'promotion/register',
      encoding: 'form',
      success: '0',
      idempotent: true,
      errors: { '11': registeredMessage },
    });
    expect((endpoints['promotion.sms'] as { idempotent?: boolean }).idempotent).toBeUndefined();
  });

  it('sends GETs with the payload in the query and posts form-encoded with an Idempotency-Key on register only', async () => {
    const { call, ready, sandbox, lastCode } = setup();
    await call('promotion.template', { templateId: '1' });
    const { sid, capcode } = await ready();
    await call('promotion.sms', smsPayload('13800000001', sid, capcode));
    await call('promotion.register', registration('13800000001', sid, capcode, (await lastCode('13800000001')) ?? ''));
    const lender = sandbox.requests.filter((r) => r.endpoint !== 'promotion.captcha');
    expect(lender.map((r) => [r.endpoint, r.method, r.path])).toEqual([
      ['promotion.template', 'GET', '/api/channel/channel-template'],
      ['promotion.sid', 'GET', '/api/promotion/get-sid'],
      ['promotion.sms', 'POST', '/api/promotion/get-sms'],
      ['promotion.register', 'POST', '/api/promotion/register'],
    ]);
    expect(lender[0]?.query).toEqual({ deviceId: 'dev-1', appName: 'Hatid', templateId: '1' });
    expect(lender[2]?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(lender[2]?.body).toMatchObject({ phone: '13800000001', capcode, sid, app_from: 'promo' });
    expect(lender[2]?.headers['idempotency-key']).toBeUndefined();
    expect(lender[3]?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(lender[3]?.headers.swift).toBe('s-1');
  });

  it('gives the captcha picture an address instead of calling it', async () => {
    const { call, sandbox } = setup();
    expect(endpointAddress('/api/', endpoints['promotion.captcha'], { sid: 'abc', timestamp: 1718000000000 })).toBe(
      '/api/promotion/get-captcha?sid=abc&timestamp=1718000000000',
    );
    expect(() => endpointAddress('/api', endpoints['promotion.sms'], {})).toThrow();
    // A screen calls it like any endpoint and gets the picture's address back, without any request being sent.
    expect(await call('promotion.captcha', { sid: 'abc', timestamp: 1 })).toEqual({
      ok: true,
      data: { url: `${baseURL}/promotion/get-captcha?sid=abc&timestamp=1` },
    });
    const fresh = await call('promotion.captcha', { sid: 'abc' });
    expect(fresh).toMatchObject({ ok: true, data: { url: expect.stringMatching(/get-captcha\?sid=abc&timestamp=\d{10,}$/) } });
    expect(sandbox.requests).toEqual([]);
  });
});

describe('landing config (channel-template)', () => {
  it('answers the template by id, meeting the entity schema, with same-origin banner, agreement and download pages', async () => {
    const { data, get } = setup();
    const template = await data('promotion.template', { templateId: '1' });
    expect(validatePromotionTemplate(template)).toBe(true);
    expect(template).toEqual({
      id: '1',
      title: 'Borrow up to ₱20.000,00 in minutes',
      subtitle: 'Register with your mobile number and get your first loan within 1 to 3 days.',
      bannerUrl: `${baseURL}/sandbox/assets/promotion-banner.svg`,
      buttonText: 'Register now',
      agreementTitle: 'Privacy Policy Authorization',
      agreementUrl: `${baseURL}/sandbox/contracts/1`,
      downloadUrl: `${baseURL}/sandbox/download`,
      appName: 'Hatid',
    });
    expect(validatePromotionTemplate(await data('promotion.template', { templateId: '2' }))).toBe(true);

    const banner = await get('/sandbox/assets/promotion-banner.svg');
    expect(banner.headers.get('content-type')).toBe('image/svg+xml');
    const agreement = await (await get('/sandbox/contracts/1')).text();
    expect(agreement).toContain('<h1>Privacy Policy Authorization</h1>');

    const download = await get('/sandbox/download');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(download.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await download.text();
    expect(html).toContain('<title>Download Hatid</title>');
    expect(html).toContain('<h1>Download Hatid</h1>');
    expect(html).not.toMatch(/<script|<form|<iframe|https?:/i);
  });

  it('fails with the message for an unknown or missing template, and with "This promotion has ended." under promotion-template-fails', async () => {
    const { call } = setup();
    expect(await call('promotion.template', { templateId: '404' })).toEqual({
      ok: false,
      kind: 'business',
      message: 'This promotion could not be found.',
      code: '1',
    });
    expect(await call('promotion.template')).toMatchObject({ ok: false, message: 'This promotion could not be found.' });
    expect(await setup('promotion-template-fails').call('promotion.template', { templateId: '1' })).toEqual({
      ok: false,
      kind: 'business',
      message: 'This promotion has ended.',
      code: '1',
    });
  });
});

describe('sid and graphic code', () => {
  it('hands out a new 32-hex-digit sid per call, the same sequence after a reset', async () => {
    const { data, sandbox } = setup();
    const first = await data('promotion.sid');
    const second = await data('promotion.sid');
    expect(validatePromotionSid(first)).toBe(true);
    expect(first.sid).toMatch(/^[0-9a-f]{32}$/);
    expect(second.sid).not.toBe(first.sid);
    sandbox.reset();
    expect(await data('promotion.sid')).toEqual(first);
  });

  it("draws the sid's 4 characters into an SVG that runs nothing and is never cached", async () => {
    const { data, picture, helper } = setup();
    const { sid } = await data<{ sid: string }>('promotion.sid');
    expect(await helper(`/sandbox/captcha/${sid}`)).toEqual({ sid, timestamp: '', text: '' });
    const res = await picture(sid, 1718000000000);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|on[a-z]+=|href/i);
    const { text, timestamp } = await helper<{ text: string; timestamp: string }>(`/sandbox/captcha/${sid}`);
    expect(timestamp).toBe('1718000000000');
    expect(text).toMatch(new RegExp(`^[${captchaAlphabet}]{4}$`));
    expect(charactersOf(svg)).toBe(text);
    // Slightly rotated, over noise.
    expect(svg.match(/rotate\(-?\d/g)?.length).toBe(4);
    expect(svg).toContain('<circle');
  });

  it('shows the same picture for the same timestamp and new characters for a new one (refresh)', async () => {
    const { data, picture, helper } = setup();
    const { sid } = await data<{ sid: string }>('promotion.sid');
    const first = await (await picture(sid, 1)).text();
    expect(await (await picture(sid, 1)).text()).toBe(first);
    const refreshed = await (await picture(sid, 2)).text();
    expect(charactersOf(refreshed)).not.toBe(charactersOf(first));
    expect((await helper<{ text: string }>(`/sandbox/captcha/${sid}`)).text).toBe(charactersOf(refreshed));
  });

  it('uses no look-alike characters (0/O, 1/I/l, 2/Z, 5/S, 8/B)', async () => {
    const { data, picture } = setup();
    const { sid } = await data<{ sid: string }>('promotion.sid');
    let seen = '';
    for (let ts = 1; ts <= 60; ts++) seen += charactersOf(await (await picture(sid, ts)).text());
    expect(seen).toHaveLength(240);
    expect(seen).not.toMatch(/[0O1Il2Z5S8BQDo]/);
  });

  it('answers a failure envelope, not a picture, for an unknown sid or a missing timestamp', async () => {
    const { data, picture, get } = setup();
    const unknown = await picture('nope', 1);
    expect(unknown.headers.get('content-type')).toContain('application/json');
    expect(await unknown.json()).toMatchObject({ code: '1', message: 'This page has expired. Please refresh it.' });
    const { sid } = await data<{ sid: string }>('promotion.sid');
    expect(await (await get(`/promotion/get-captcha?sid=${sid}`)).json()).toMatchObject({
      code: '1',
      message: 'The graphic code needs a timestamp.',
    });
    expect((await get('/sandbox/captcha/nope')).status).toBe(404);
  });
});

describe('get-sms', () => {
  it('sends a 6-digit code into the tester SMS log and prints nothing', async () => {
    const log = vi.spyOn(console, 'log');
    const info = vi.spyOn(console, 'info');
    const { call, ready, smsLog } = setup();
    const { sid, capcode } = await ready();
    expect(await call('promotion.sms', smsPayload('13800000001', sid, capcode.toLowerCase()))).toEqual({ ok: true, data: null });
    expect(await smsLog()).toEqual([{ phone: '13800000001', code: expect.stringMatching(/^\d{6}$/), at: '2025-06-10 10:00:00' }]);
    expect(log).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
  });

  it('answers code 101 with the server message for a wrong graphic code, and the old code stays wrong until a refresh', async () => {
    const { call, ready, picture, helper, smsLog } = setup();
    const { sid, capcode } = await ready(1);
    const wrong = await call('promotion.sms', smsPayload('13800000001', sid, capcode === 'AAAA' ? 'CCCC' : 'AAAA'));
    expect(wrong).toEqual({ ok: false, kind: 'business', message: 'The graphic code is wrong. Please try again.', code: '101' });
    // The picture is retired: the screen refreshes it (a new timestamp) and the visitor types the new one.
    expect(await call('promotion.sms', smsPayload('13800000001', sid, capcode))).toMatchObject({ ok: false, code: '101' });
    await picture(sid, 2);
    const { text } = await helper<{ text: string }>(`/sandbox/captcha/${sid}`);
    expect(await call('promotion.sms', smsPayload('13800000001', sid, text))).toEqual({ ok: true, data: null });
    expect(await smsLog()).toHaveLength(1);
  });

  it("answers code 11 with the product's message for the registered number", async () => {
    const { call, ready, smsLog } = setup();
    const { sid, capcode } = await ready();
    expect(await call('promotion.sms', smsPayload(registeredPhone, sid, capcode))).toEqual({
      ok: false,
      kind: 'business',
      message: registeredMessage,
      code: '11',
    });
    expect(await smsLog()).toEqual([]);
  });

  it('refuses a repeat for the same number within 60 s; another number, or after 60 s, is fine', async () => {
    const { call, ready, smsLog, advance } = setup();
    const { sid, capcode } = await ready();
    expect(await call('promotion.sms', smsPayload('13800000001', sid, capcode))).toMatchObject({ ok: true });
    advance(59_000);
    expect(await call('promotion.sms', smsPayload('13800000001', sid, capcode))).toEqual({
      ok: false,
      kind: 'business',
      message: 'Please wait before asking for another code.',
      code: '103',
    });
    expect(await call('promotion.sms', smsPayload('13800000002', sid, capcode))).toMatchObject({ ok: true });
    advance(1_000);
    expect(await call('promotion.sms', smsPayload('13800000001', sid, capcode))).toMatchObject({ ok: true });
    expect((await smsLog()).map((e) => [e.phone, e.at])).toEqual([
      ['13800000001', '2025-06-10 10:00:00'],
      ['13800000002', '2025-06-10 10:00:59'],
      ['13800000001', '2025-06-10 10:01:00'],
    ]);
  });

  it('checks the mobile number (11 digits, 1 then 3 to 9), the graphic code and the sid', async () => {
    const { call, ready, smsLog } = setup();
    const { sid, capcode } = await ready();
    const badPhone = { ok: false, kind: 'business', message: 'Please enter a valid 11-digit mobile number.', code: '1' };
    expect(await call('promotion.sms', smsPayload('', sid, capcode))).toEqual({ ...badPhone, message: 'Please enter your mobile number.' });
    for (const phone of ['1380000000', '138000000012', '12800000001', '23800000001', '138 0000 0001', '1380000000a', '09171234567']) {
      expect(await call('promotion.sms', smsPayload(phone, sid, capcode))).toEqual(badPhone);
    }
    expect(await call('promotion.sms', smsPayload('13800000001', sid, ''))).toEqual({ ...badPhone, message: 'Please enter the graphic code.' });
    const expired = { ...badPhone, message: 'This page has expired. Please refresh it.' };
    expect(await call('promotion.sms', smsPayload('13800000001', '', capcode))).toEqual(expired);
    expect(await call('promotion.sms', smsPayload('13800000001', 'unknown-sid', capcode))).toEqual(expired);
    // None of these retired the picture.
    expect(await call('promotion.sms', smsPayload('19900000001', sid, capcode))).toMatchObject({ ok: true });
    expect(await smsLog()).toHaveLength(1);
  });

  it('promotion-sms-fails: code 500 with its message once number and graphic code are right', async () => {
    const { call, ready, smsLog } = setup('promotion-sms-fails');
    const { sid, capcode } = await ready();
    expect(await call('promotion.sms', smsPayload('13800000001', sid, capcode))).toEqual({
      ok: false,
      kind: 'business',
      message: 'SMS service is busy. Please try again later.',
      code: '500',
    });
    expect(await call('promotion.sms', smsPayload(registeredPhone, sid, capcode))).toMatchObject({ code: '11' });
    expect(await call('promotion.sms', smsPayload('13800000001', sid, 'AAAA' === capcode ? 'CCCC' : 'AAAA'))).toMatchObject({ code: '101' });
    expect(await smsLog()).toEqual([]);
  });
});

describe('register', () => {
  it('registers the number with the SMS code sent to it; then both calls answer 11', async () => {
    const { call, ready, lastCode, helper } = setup();
    const { sid, capcode } = await ready();
    await call('promotion.sms', smsPayload('13800000001', sid, capcode));
    const smsCode = await lastCode('13800000001');
    expect(await call('promotion.register', registration('13800000001', sid, capcode, smsCode ?? ''))).toEqual({ ok: true, data: null });
    const registrations = await helper<any[]>('/sandbox/registrations');
    expect(registrations.map((r) => r.phone)).toEqual([registeredPhone, '13800000001']);
    expect(registrations[1]).toEqual({
      phone: '13800000001',
      at: '2025-06-10 10:00:00',
      fields: expect.objectContaining({ ...registration('13800000001', sid, capcode, smsCode ?? ''), deviceId: 'dev-1', appName: 'Hatid' }),
    });

    const next = await ready();
    expect(await call('promotion.sms', smsPayload('13800000001', next.sid, next.capcode))).toMatchObject({
      ok: false,
      message: registeredMessage,
      code: '11',
    });
    expect(await call('promotion.register', registration('13800000001', next.sid, next.capcode, smsCode ?? ''))).toMatchObject({ code: '11' });
    expect(await call('promotion.register', registration(registeredPhone, next.sid, next.capcode, '123456'))).toEqual({
      ok: false,
      kind: 'business',
      message: registeredMessage,
      code: '11',
    });
  });

  it('answers -1 for a wrong graphic code (retiring it) and 102 for a wrong or missing SMS code', async () => {
    const { call, ready, lastCode, picture, helper } = setup();
    const { sid, capcode } = await ready(1);
    const phone = '13800000001';
    await call('promotion.sms', smsPayload(phone, sid, capcode));
    const smsCode = (await lastCode(phone)) ?? '';
    const wrongSms = smsCode === '000000' ? '111111' : '000000';
    expect(await call('promotion.register', registration(phone, sid, capcode, wrongSms))).toEqual({
      ok: false,
      kind: 'business',
      message: 'The SMS code is wrong.',
      code: '102',
    });
    expect(await call('promotion.register', registration(phone, sid, capcode, ''))).toMatchObject({
      message: 'Please enter the SMS code.',
      code: '1',
    });
    expect(await call('promotion.register', registration('13800000002', sid, capcode, smsCode))).toMatchObject({
      message: 'The SMS code is wrong.',
      code: '102',
    });
    expect(await call('promotion.register', registration(phone, sid, capcode === 'AAAA' ? 'CCCC' : 'AAAA', smsCode))).toEqual({
      ok: false,
      kind: 'business',
      message: 'The graphic code is wrong.',
      code: '-1',
    });
    expect(await call('promotion.register', registration(phone, sid, capcode, smsCode))).toMatchObject({ code: '-1' });
    await picture(sid, 2);
    const { text } = await helper<{ text: string }>(`/sandbox/captcha/${sid}`);
    expect(await call('promotion.register', registration(phone, sid, text, smsCode))).toEqual({ ok: true, data: null });
    // The graphic code is used up by the registration.
    expect((await helper<{ text: string }>(`/sandbox/captcha/${sid}`)).text).toBe('');
  });

  it('answers a retry after a lost answer from the first answer (same Idempotency-Key): registered once, no 11', async () => {
    // Requests through the API: 1 get-sid, 2 get-sms, 3 register (answer lost), 4 register again.
    const { call, ready, lastCode, sandbox, helper } = setup('default', { loseAnswerOf: 3 });
    const { sid, capcode } = await ready();
    await call('promotion.sms', smsPayload('13800000001', sid, capcode));
    const payload = registration('13800000001', sid, capcode, (await lastCode('13800000001')) ?? '');
    expect(await call('promotion.register', payload)).toMatchObject({ ok: false, kind: 'network' });
    expect(await call('promotion.register', payload)).toEqual({ ok: true, data: null });
    const [first, retry] = sandbox.requests.filter((r) => r.endpoint === 'promotion.register');
    expect(retry?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect((await helper<any[]>('/sandbox/registrations')).filter((r) => r.phone === '13800000001')).toHaveLength(1);
  });

  it('replays the stored answer with the idempotent-replayed header for a repeated key', async () => {
    const { ready, get, sandbox, lastCode } = setup();
    const { sid, capcode } = await ready();
    const send = (path: string, fields: Record<string, string>, key?: string) =>
      get(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(key ? { 'idempotency-key': key } : {}) },
        body: new URLSearchParams(fields).toString(),
      });
    await send('/promotion/get-sms', smsPayload('13800000001', sid, capcode));
    const fields = registration('13800000001', sid, capcode, (await lastCode('13800000001')) ?? '');
    const first = await send('/promotion/register', fields, 'key-1');
    expect(await first.json()).toEqual({ code: '0', message: 'success', data: null });
    const again = await send('/promotion/register', fields, 'key-1');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual({ code: '0', message: 'success', data: null });
    // A new key is a new request: the registration used the graphic code up, and the number is registered now.
    expect(await (await send('/promotion/register', fields, 'key-2')).json()).toMatchObject({ code: '-1' });
    const fresh = await ready(2);
    expect(await (await send('/promotion/register', { ...fields, ...fresh }, 'key-3')).json()).toMatchObject({ code: '11' });
    expect(sandbox.requests.filter((r) => r.endpoint === 'promotion.register')).toHaveLength(4);
  });
});

describe('tracking and scenario data', () => {
  it('records visits and clicks in the events list', async () => {
    const { call, helper } = setup();
    expect(await call('promotion.trackVisit', { page_id: '1', user_from: 'fb', client_type: 'h5', utm_tag: 'summer', app_from: 'promo' })).toEqual({
      ok: true,
      data: null,
    });
    expect(await call('promotion.trackClick', { page_id: '1', source: 'register', phone: '13800000001' })).toEqual({ ok: true, data: null });
    expect(await helper('/sandbox/events')).toEqual([
      {
        endpoint: 'promotion.trackVisit',
        fields: {
          deviceId: 'dev-1',
          appName: 'Hatid',
          page_id: '1',
          user_from: 'fb',
          client_type: 'h5',
          utm_tag: 'summer',
          app_from: 'promo',
          page_type: '1',
        },
        time: '2025-06-10 10:00:00',
      },
      {
        endpoint: 'promotion.trackClick',
        // The app's API sends tracking calls redacted (issue 17): a phone a screen puts in one never leaves.
        fields: { deviceId: 'dev-1', appName: 'Hatid', page_id: '1', source: 'register', phone: '[redacted]' },
        time: '2025-06-10 10:00:00',
      },
    ]);
  });

  it('keeps registrations and SMS per scenario until a reset; the helpers take the scenario header', async () => {
    const { call, ready, lastCode, helper, sandbox } = setup();
    const { sid, capcode } = await ready();
    await call('promotion.sms', smsPayload('13800000001', sid, capcode));
    await call('promotion.register', registration('13800000001', sid, capcode, (await lastCode('13800000001')) ?? ''));
    expect(await helper('/sandbox/registrations')).toHaveLength(2);
    expect(await helper('/sandbox/sms', { 'x-sandbox-scenario': 'promotion-sms-fails' })).toEqual([]);
    expect(await helper('/sandbox/registrations', { 'x-sandbox-scenario': 'promotion-sms-fails' })).toHaveLength(1);
    sandbox.reset();
    expect(await helper('/sandbox/sms')).toEqual([]);
    expect(await helper<any[]>('/sandbox/registrations')).toEqual([{ phone: registeredPhone, at: '2025-03-01 09:30:00', fields: {} }]);
  });

  it('lists the promotion scenarios', async () => {
    const { helper } = setup();
    const { scenarios } = await helper<{ scenarios: { name: string; description: string }[] }>('/sandbox/scenarios');
    const byName = Object.fromEntries(scenarios.map((s) => [s.name, s.description]));
    expect(byName['promotion-template-fails']).toContain('This promotion has ended.');
    expect(byName['promotion-sms-fails']).toContain('SMS service is busy. Please try again later.');
  });
});

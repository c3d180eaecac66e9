import { describe, expect, it } from 'vitest';
import { checkUrl, hostAllowed } from '../../renderer/core/url-policy.ts';

const policy = { hosts: ['hatid.ph', '.lender.example.com'] };
const allowed = (url: string) => checkUrl(url, policy);

describe('checkUrl allows', () => {
  it.each([
    ['https://hatid.ph/help', 'https://hatid.ph/help'],
    ['  https://HATID.ph/a?b=1#c  ', 'https://hatid.ph/a?b=1#c'],
    ['http://hatid.ph:8080/x', 'http://hatid.ph:8080/x'],
    ['https://pay.lender.example.com/bills', 'https://pay.lender.example.com/bills'],
    ['https://lender.example.com/', 'https://lender.example.com/'],
    ['HTTPS://hatid.ph', 'https://hatid.ph/'],
    ['tel:+639175550142', 'tel:+639175550142'],
    ['TEL:0917-555-0142', 'tel:0917-555-0142'],
    ['mailto:support@hatid.ph', 'mailto:support@hatid.ph'],
    ['mailto:support@hatid.ph?subject=Loan%20question', 'mailto:support@hatid.ph?subject=Loan%20question'],
    ['/complaintList?orderId=5', '/complaintList?orderId=5'],
  ])('%s', (url, expected) => {
    expect(allowed(url)).toEqual({ ok: true, url: expected });
  });
});

describe('checkUrl refuses', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    '\u0001javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://hatid.ph/1234',
    '//evil.com/path',
    '///evil.com',
    'https://hatid.ph@evil.com/',
    'https://user:pass@hatid.ph/',
    'https://evil.com\\@hatid.ph/',
    'https:\\\\evil.com',
    '/\\evil.com',
    '/%2F%2Fevil.com',
    '/%252F%252Fevil.com',
    '/%5Cevil.com',
    'javascript%3Aalert(1)',
    '%6Aavascript:alert(1)',
    'https%3A%2F%2Fevil.com',
    'https://hatid.ph./',
    'https://hatid%2Eph/',
    'https://evil.com/',
    'https://hatid.ph.evil.com/',
    'https://nothatid.ph/',
    'https://evillender.example.com/',
    'https://lender.example.com.evil.io/',
    'https:/hatid.ph',
    'https:hatid.ph',
    'https:///hatid.ph',
    'https://0x7f.1/',
    'https://hаtid.ph/',
    'tel:+63<script>',
    'mailto:a@b.ph,javascript:alert(1)',
    'complaintList',
    '',
    '   ',
  ])('%j', (url) => {
    const res = allowed(url);
    expect(res.ok).toBe(false);
    expect(res.ok ? '' : res.reason).not.toBe('');
  });
});

describe('hostAllowed', () => {
  it('matches an exact entry only exactly, and a dotted entry as the domain and its subdomains', () => {
    expect(hostAllowed('hatid.ph', ['hatid.ph'])).toBe(true);
    expect(hostAllowed('www.hatid.ph', ['hatid.ph'])).toBe(false);
    expect(hostAllowed('www.hatid.ph', ['.hatid.ph'])).toBe(true);
    expect(hostAllowed('xhatid.ph', ['.hatid.ph'])).toBe(false);
    expect(hostAllowed('anything', [])).toBe(false);
    expect(hostAllowed('ph', ['.'])).toBe(false);
  });
});

/**
 * The one allowlist every server-supplied address passes (renderer/core/url-policy.ts): hostile schemes, hosts,
 * userinfo, backslash and percent-encoding tricks, trailing dots, look-alike hosts and ports, case by case.
 */
import { describe, expect, it } from 'vitest';
import { checkUrl } from '../../../renderer/core/url-policy.ts';
import { frameSource } from '../../../widgets/web-frame.tsx';

/** The lender's host and its subdomains, as a deployment would set VITE_HATID_HOSTS. */
const policy = { hosts: ['ok.example', '.cdn.ok.example'] };

/** [what it tries, the address]: every one must be refused with a reason. */
const refused: [string, string][] = [
  ['javascript:', 'javascript:alert(1)'],
  ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
  ['javascript: in upper case', 'JAVASCRIPT:alert(1)'],
  ['javascript: after spaces', '   javascript:alert(1)'],
  ['javascript: after a tab', '\tjavascript:alert(1)'],
  ['javascript: after a newline', '\njavascript:alert(1)'],
  ['javascript: after CR LF', '\r\njavascript:alert(1)'],
  ['javascript: after a form feed and vertical tab', '\f\vjavascript:alert(1)'],
  ['javascript: after a NUL', '\u0000javascript:alert(1)'],
  ['javascript: after a zero-width space', '\u200bjavascript:alert(1)'],
  ['javascript: after a BOM', '\ufeffjavascript:alert(1)'],
  ['javascript: split by a tab', 'java\tscript:alert(1)'],
  ['javascript: split by a newline', 'java\nscript:alert(1)'],
  ['javascript: with a comment-style body', 'javascript://ok.example/%0Aalert(1)'],
  ['javascript: as an HTML entity', 'jav&#x09;ascript:alert(1)'],
  ['javascript: with an encoded colon', 'javascript%3Aalert(1)'],
  ['javascript: with an encoded first letter', '%6Aavascript:alert(1)'],
  ['javascript: encoded twice', '%256Aavascript:alert(1)'],
  ['data: HTML', 'data:text/html,<script>alert(1)</script>'],
  ['data: base64 in upper case', 'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['data: image', 'data:image/svg+xml,<svg onload=alert(1)>'],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['vbscript: in mixed case', 'VbScript:msgbox(1)'],
  ['file:', 'file:///etc/passwd'],
  ['file: with a host', 'file://ok.example/etc/passwd'],
  ['blob:', 'blob:https://ok.example/5b1f'],
  ['ftp:', 'ftp://ok.example/file'],
  ['intent: (Android)', 'intent://pay#Intent;scheme=https;package=evil;end'],
  ['ws:', 'ws://ok.example/'],
  ['an app scheme', 'hatid://open?url=https://evil.example'],
  ['protocol-relative', '//evil.example'],
  ['protocol-relative with three slashes', '///evil.example/'],
  ['protocol-relative with a backslash', '/\\evil.example'],
  ['protocol-relative with two backslashes', '\\\\evil.example'],
  ['protocol-relative, encoded slashes', '/%2F%2Fevil.example'],
  ['protocol-relative, slashes encoded twice', '/%252F%252Fevil.example'],
  ['protocol-relative, encoded backslash', '/%5Cevil.example'],
  ['userinfo naming the allowed host', 'https://ok@evil.example'],
  ['userinfo naming the allowed host in full', 'https://ok.example@evil.example/'],
  ['userinfo with a password', 'https://user:pass@ok.example/'],
  ['an empty userinfo', 'https://@ok.example/'],
  ['an encoded @ in the host', 'https://ok.example%40evil.example/'],
  ['the allowed host as a subdomain of another', 'https://ok.example.evil.example/'],
  ['the allowed host as a prefix', 'https://ok.exampleevil.example/'],
  ['the allowed host as a suffix', 'https://notok.example/'],
  ['an allowed parent as a subdomain', 'https://cdn.ok.example.evil.example/'],
  ['another host', 'https://evil.example/'],
  ['backslashes for slashes', 'https:\\\\evil.example'],
  ['backslash before the userinfo', 'https://ok.example\\@evil.example'],
  ['one slash and a backslash', 'https:/\\evil.example'],
  ['an encoded dot in the host', 'https://ok%2Eexample/'],
  ['an encoded slash in the host', 'https://evil.example%2Fok.example/'],
  ['an encoded host', 'https://%6F%6B.example/'],
  ['an encoded scheme', 'https%3A%2F%2Fevil.example'],
  ['a malformed escape', 'https://ok.example/%E0%A4%A'],
  ['a trailing-dot host', 'https://ok.example./'],
  ['a trailing-dot host in upper case', 'HTTPS://OK.EXAMPLE./'],
  ['two trailing dots', 'https://ok.example../'],
  ['a leading dot', 'https://.ok.example/'],
  ['an empty label', 'https://cdn..ok.example/'],
  ['a Cyrillic look-alike (о for o)', 'https://\u043ek.example/'],
  ['a Greek look-alike (ο for o)', 'https://\u03bfk.example/'],
  ['a full-width look-alike', 'https://\uff4fk.example/'],
  ['a punycode look-alike of the host', 'https://xn--k-0ga.example/'],
  ['a punycode host', 'https://xn--80ak6aa92e.com/'],
  ['a port on another host', 'https://evil.example:443/'],
  ['a port out of range', 'https://ok.example:99999/'],
  ['a hex port', 'https://ok.example:0x1bb/'],
  ['a port with userinfo', 'https://ok.example:443@evil.example/'],
  ['an IPv4 address', 'https://127.0.0.1/'],
  ['a hex IPv4 address', 'https://0x7f.1/'],
  ['a decimal IPv4 address', 'http://2130706433/'],
  ['an IPv6 address', 'https://[::1]/'],
  ['a missing host', 'https:///ok.example'],
  ['a single slash', 'https:/ok.example'],
  ['no slashes', 'https:ok.example'],
  ['a bare host', 'ok.example/path'],
  ['a relative path', 'complaintList'],
  ['a space inside', 'https://ok.example/a b'],
  ['a line separator inside', 'https://ok.example/a\u2028b'],
  ['a tel: with markup', 'tel:+63<script>'],
  ['a mailto: with a second scheme', 'mailto:a@ok.example,javascript:alert(1)'],
  ['empty', ''],
  ['only spaces', '   '],
];

/** [what it is, the address, what is opened]: addresses that must keep working. */
const allowed: [string, string, string][] = [
  ['the allowed host', 'https://ok.example/pay?id=1', 'https://ok.example/pay?id=1'],
  ['the allowed host in upper case', 'HTTPS://OK.EXAMPLE/pay', 'https://ok.example/pay'],
  ['the allowed host with a port', 'https://ok.example:8443/pay', 'https://ok.example:8443/pay'],
  ['a subdomain of a dotted entry', 'https://img.cdn.ok.example/a.png', 'https://img.cdn.ok.example/a.png'],
  ['the dotted entry itself', 'https://cdn.ok.example/', 'https://cdn.ok.example/'],
  ['an @ after the path', 'https://ok.example/a?b=@evil.example', 'https://ok.example/a?b=@evil.example'],
  ['an @ in the fragment', 'https://ok.example#@evil.example', 'https://ok.example/#@evil.example'],
  ['spaces around (trimmed)', '  https://ok.example/  ', 'https://ok.example/'],
  ['a same-origin path', '/loanDetails?productId=7&orderId=1', '/loanDetails?productId=7&orderId=1'],
  ['a telephone number', 'tel:+639175550142', 'tel:+639175550142'],
  ['an e-mail address', 'mailto:support@ok.example', 'mailto:support@ok.example'],
];

describe('checkUrl refuses', () => {
  it.each(refused)('%s: %j', (_what, url) => {
    const verdict = checkUrl(url, policy);
    expect(verdict).toEqual({ ok: false, reason: expect.stringMatching(/\S/) });
  });
});

describe('checkUrl allows', () => {
  it.each(allowed)('%s: %j', (_what, url, opened) => {
    expect(checkUrl(url, policy)).toEqual({ ok: true, url: opened });
  });
});

describe('a frame shows only web pages the policy allows', () => {
  it.each(refused)('refuses %s', (_what, url) => {
    expect(frameSource(url, policy)).toBeNull();
  });
  it.each([
    ['a telephone number', 'tel:+639175550142'],
    ['an e-mail address', 'mailto:support@ok.example'],
  ])('refuses %s (allowed to open, not to frame)', (_what, url) => {
    expect(frameSource(url, policy)).toBeNull();
  });
  it('shows an allowed page and a same-origin path', () => {
    expect(frameSource('https://ok.example/agreement', policy)).toBe('https://ok.example/agreement');
    expect(frameSource('/api/sandbox/contracts/0', policy)).toBe('/api/sandbox/contracts/0');
  });
});

describe('without any allowed host', () => {
  it.each([['https://ok.example/'], ['http://localhost/']])('refuses %s', (url) => {
    expect(checkUrl(url, { hosts: [] }).ok).toBe(false);
  });
});

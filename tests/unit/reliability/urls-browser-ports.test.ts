/** The app's real navigation port (app/browser-ports.ts) refuses hostile addresses before touching the page. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserPorts } from '../../../app/browser-ports.ts';

const hostile = [
  'javascript:alert(1)',
  '  JaVaScRiPt:alert(1)',
  '\tjavascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/',
  'https://localhost@evil.example/',
  'https://localhost.evil.example/',
  'https:\\\\evil.example',
  'https://localhost\\@evil.example',
  '%6Aavascript:alert(1)',
  '/%2F%2Fevil.example',
  'https://localhost./',
  'https://evil.example/',
];

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the browser navigation port', () => {
  it.each(hostile)('refuses %j and leaves the page where it is', (url) => {
    const { ports } = createBrowserPorts();
    const push = vi.spyOn(window.history, 'pushState');
    const replace = vi.spyOn(window.history, 'replaceState');
    const before = window.location.href;
    expect(ports.navigation.openUrl(url, { replace: false })).toBe(false);
    expect(ports.navigation.openUrl(url, { replace: true })).toBe(false);
    expect(window.location.href).toBe(before);
    expect(push).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it("opens an allowed address: one of the app's screens, in place", () => {
    window.history.replaceState(null, '', '/confirmLoan?productId=7&userId=5512');
    const { ports } = createBrowserPorts();
    expect(ports.navigation.openUrl('/loanDetails?productId=7&orderId=1', { replace: false })).toBe(true);
    expect(window.location.pathname).toBe('/loanDetails');
    expect(new URLSearchParams(window.location.search).get('userId')).toBe('5512');
  });
});

/** The preview page's address: the iframe loads /studio/preview.html?at=<app address>, and only a same-origin path is taken. */
import { describe, expect, it } from 'vitest';
import { appAddressOf, previewAddress, previewPageAddress } from '../../../studio/preview/query-rows.ts';

describe('preview page address', () => {
  it('carries the app address with its query and hash route', () => {
    const src = previewPageAddress(previewAddress('/loanDetails', { productId: '7', currency: '1' }));
    expect(src).toBe('/studio/preview.html?at=%2FloanDetails%3FproductId%3D7%26currency%3D1');
    expect(appAddressOf(new URL(src, 'http://studio.test').search)).toBe('/loanDetails?productId=7&currency=1');
    expect(appAddressOf(new URL(previewPageAddress(previewAddress('#/payway', {})), 'http://x').search)).toBe('/#/payway');
  });

  it('refuses a missing address and one that leaves the origin', () => {
    expect(appAddressOf('')).toBeNull();
    expect(appAddressOf('?at=https%3A%2F%2Fevil.example%2F')).toBeNull();
    expect(appAddressOf('?at=%2F%2Fevil.example%2F')).toBeNull();
    expect(appAddressOf('?at=%2F%5Cevil.example')).toBeNull();
  });
});

/**
 * A borrower's rollout bucket (issue 30 item 4): sticky per device and screen, spread evenly (a 10 % rollout reaches
 * 10 % ± 3 of 1,000 borrowers), different per screen, made from the page's deviceId without storing or sending it, and
 * from a random id kept on the device when there is none; the screen fetch sends only the bucket.
 */
import { describe, expect, it } from 'vitest';
import { bucketCookie, bucketFromCookies, keepBucketCookie } from '../../../adapters/bucket-cookie.ts';
import { createDeviceKey, deviceKeyStorageKey } from '../../../adapters/device-key.ts';
import { bucketOf, isBucket } from '../../../adapters/rollout-bucket.ts';
import { createScreenFetch } from '../../../adapters/screen-fetch.ts';
import { createStorage } from '../../../adapters/storage.ts';

const devices = Array.from({ length: 1000 }, (_, i) => `a1b2c3d4-${i}-e5f6`);

describe('bucketOf', () => {
  it('is the same every time for a device and screen, and one of 0–99', () => {
    for (const d of devices.slice(0, 50)) {
      const b = bucketOf(d, 'customer-service');
      expect(isBucket(b)).toBe(true);
      expect(bucketOf(d, 'customer-service')).toBe(b);
    }
  });

  it('puts 10 % ± 3 of 1,000 devices below 10, and every tenth of the range near a tenth', () => {
    const buckets = devices.map((d) => bucketOf(d, 'customer-service'));
    const below10 = buckets.filter((b) => b < 10).length;
    expect(below10).toBeGreaterThanOrEqual(70);
    expect(below10).toBeLessThanOrEqual(130);
    for (let tenth = 0; tenth < 10; tenth++) {
      const n = buckets.filter((b) => Math.floor(b / 10) === tenth).length;
      expect(n).toBeGreaterThan(60);
      expect(n).toBeLessThan(140);
    }
  });

  it('gives a device other buckets on other screens (not the same early 1 % everywhere)', () => {
    const same = devices.filter((d) => bucketOf(d, 'customer-service') === bucketOf(d, 'loan-confirm')).length;
    expect(same).toBeLessThan(40);
  });
});

describe('createDeviceKey', () => {
  it('uses the page’s deviceId as it is and stores nothing', () => {
    const backing = new Map<string, string>();
    const key = createDeviceKey(() => 'dev-42', createStorage({ backing: mapStorage(backing), sessionBacking: null }));
    expect(key()).toBe('dev-42');
    expect(backing.size).toBe(0);
  });

  it('keeps a random id on the device when the page has no deviceId, the same on the next page', () => {
    const backing = new Map<string, string>();
    const page = () => createDeviceKey(() => undefined, createStorage({ backing: mapStorage(backing), sessionBacking: null }));
    const first = page()();
    expect(first).toMatch(/^[0-9a-z]{12,}$/);
    expect(JSON.parse(backing.get(deviceKeyStorageKey) ?? 'null')).toBe(first);
    expect(page()()).toBe(first);
    expect(createDeviceKey(() => undefined, createStorage({ backing: mapStorage(new Map()), sessionBacking: null }))()).not.toBe(first);
  });

  it('keeps the id for the page’s life when storage is blocked', () => {
    const key = createDeviceKey(() => undefined, createStorage({ backing: null, sessionBacking: null }));
    expect(key()).toBe(key());
  });
});

/** A Storage over a map. */
function mapStorage(map: Map<string, string>): Storage {
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('the screen fetch with a bucket', () => {
  function recording() {
    const urls: string[] = [];
    const fetch = (async (url: string) => {
      urls.push(url);
      return new Response('{}', { status: 200, headers: { ETag: '"a"', 'X-Screen-Version': '3' } });
    }) as unknown as typeof globalThis.fetch;
    return { urls, fetch };
  }

  it('sends the bucket (never the device id) after the build, or as a folder for a static export', async () => {
    const { urls, fetch } = recording();
    const bucket = (id: string) => bucketOf('dev-42', id);
    await createScreenFetch({ base: '/screens', app: '0.2.0', bucket, fetch })('customer-service');
    await createScreenFetch({ base: '/screens', bucket, fetch })('customer-service');
    await createScreenFetch({ base: 'https://cdn.example.ph/screens', app: '0.2.0', path: (id) => `b07/${id}.json`, fetch })('customer-service');
    const b = bucketOf('dev-42', 'customer-service');
    expect(urls).toEqual([
      `/screens/customer-service.json?app=0.2.0&bucket=${b}`,
      `/screens/customer-service.json?bucket=${b}`,
      'https://cdn.example.ph/screens/b07/customer-service.json?app=0.2.0',
    ]);
    expect(urls.join(' ')).not.toContain('dev-42');
  });
});

describe("the bucket kept for the page's next opening (issue 31 item 2)", () => {
  it("is a cookie of the page's path holding the bucket, which the server reads back; never the device key", () => {
    window.history.replaceState(null, '', '/customerService?x=1');
    keepBucketCookie('customer-service', 37);
    expect(document.cookie).toContain('hatid-bucket-customer-service=37');
    expect(bucketFromCookies(`a=1; ${document.cookie}`, 'customer-service')).toBe(37);
    expect(bucketFromCookies(document.cookie, 'about-us')).toBeUndefined();
    expect(bucketFromCookies('hatid-bucket-customer-service=100', 'customer-service')).toBeUndefined();
    expect(bucketFromCookies('hatid-bucket-customer-service=<x>', 'customer-service')).toBeUndefined();
    // Sent with that page only.
    window.history.replaceState(null, '', '/aboutUs');
    expect(document.cookie).not.toContain('hatid-bucket-customer-service');
    expect(bucketCookie('loan-details', 5, '/loanDetails', true)).toBe(
      'hatid-bucket-loan-details=5; Path=/loanDetails; Max-Age=31536000; SameSite=Lax; Secure',
    );
    window.history.replaceState(null, '', '/customerService');
    document.cookie = 'hatid-bucket-customer-service=; Path=/customerService; Max-Age=0';
    window.history.replaceState(null, '', '/');
  });
});

/** The device's last good copies of screens: kept with their ETag, and never in the way when storage misbehaves. */
import { describe, expect, it } from 'vitest';
import { createScreenCache, screenCacheKey } from '../../../adapters/screen-cache.ts';
import { MemoryStorage } from '../app/screen-support.ts';

const doc = (title: string) => ({ schemaVersion: 2, id: 'x', title, body: [] });

describe('screen cache', () => {
  it('keeps a copy with its ETag and the time it was kept', () => {
    const storage = new MemoryStorage();
    const cache = createScreenCache({ backing: storage, now: () => new Date('2024-05-01T08:00:00Z') });
    expect(cache.write('about-us', { etag: '"e1"', document: doc('About') })).toBe(true);
    expect(cache.read('about-us')).toEqual({ etag: '"e1"', document: doc('About'), savedAt: '2024-05-01T08:00:00.000Z' });
    expect([...storage.items.keys()]).toEqual(['hatid.screen.about-us']);
  });

  it.each([
    ['not JSON', '{"etag":'],
    ['a list', '[1, 2]'],
    ['no document', '{"etag": "x", "savedAt": "2024-05-01"}'],
    ['an etag that is not text', '{"etag": 5, "document": {}, "savedAt": "2024-05-01"}'],
  ])('takes an entry that is %s as no copy, and removes it', (_, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(screenCacheKey('x'), raw);
    expect(createScreenCache({ backing: storage }).read('x')).toBeUndefined();
    expect(storage.getItem(screenCacheKey('x'))).toBeNull();
  });

  it('lets the oldest other screens go when the device is full', () => {
    const storage = new MemoryStorage();
    let t = 0;
    const cache = createScreenCache({ backing: storage, now: () => new Date(Date.UTC(2024, 0, 1, 0, 0, t++)) });
    cache.write('a', { etag: null, document: doc('a'.repeat(100)) });
    cache.write('b', { etag: null, document: doc('b'.repeat(100)) });
    storage.setItem('other-app-value', 'kept');
    storage.limit = 400;
    expect(cache.write('c', { etag: null, document: doc('c'.repeat(150)) })).toBe(true);
    expect(cache.read('a')).toBeUndefined();
    expect(cache.read('c')?.document).toEqual(doc('c'.repeat(150)));
    expect(storage.getItem('other-app-value')).toBe('kept');
  });

  it('keeps nothing, quietly, when storage is full or blocked', () => {
    const storage = new MemoryStorage();
    storage.full = true;
    const cache = createScreenCache({ backing: storage });
    expect(cache.write('x', { etag: '"1"', document: doc('x') })).toBe(false);
    expect(cache.read('x')).toBeUndefined();
    storage.blocked = true;
    expect(cache.write('x', { etag: '"1"', document: doc('x') })).toBe(false);
    expect(cache.read('x')).toBeUndefined();
    expect(() => cache.remove('x')).not.toThrow();
    const none = createScreenCache({ backing: null });
    expect(none.write('x', { etag: null, document: doc('x') })).toBe(false);
    expect(none.read('x')).toBeUndefined();
  });
});

/** The screen fetcher names the app build (`?app=`), so the server can answer the newest version that build can draw. */
import { describe, expect, it } from 'vitest';
import { createScreenFetch } from '../../../adapters/screen-fetch.ts';

function recording() {
  const urls: string[] = [];
  const fetch = (async (url: string) => {
    urls.push(url);
    return new Response('{}', { status: 200, headers: { ETag: '"a"', 'X-Screen-Version': '3' } });
  }) as unknown as typeof globalThis.fetch;
  return { urls, fetch };
}

describe('createScreenFetch', () => {
  it('sends the build version as ?app=', async () => {
    const { urls, fetch } = recording();
    const answer = await createScreenFetch({ base: 'https://cdn.example.com/screens', app: '0.2.0', fetch })('loan-details');
    expect(urls).toEqual(['https://cdn.example.com/screens/loan-details.json?app=0.2.0']);
    expect(answer).toMatchObject({ kind: 'ok', version: 3, etag: '"a"' });
  });

  it('sends no query when the build has no version (tests, old builds)', async () => {
    const { urls, fetch } = recording();
    await createScreenFetch({ base: '/screens', fetch })('loan-details');
    await createScreenFetch({ base: '/screens', app: '', fetch })('loan-details');
    expect(urls).toEqual(['/screens/loan-details.json', '/screens/loan-details.json']);
  });

  it('encodes a version with odd characters', async () => {
    const { urls, fetch } = recording();
    await createScreenFetch({ base: '/screens', app: '1.0.0-beta+build 7&x=1', fetch })('a');
    expect(urls).toEqual(['/screens/a.json?app=1.0.0-beta%2Bbuild%207%26x%3D1']);
  });
});

// @vitest-environment node
/**
 * The answer checks' chunk is requested when the API is created, not at the first call: by the screen's first call
 * its table is in, and the entity's validator loads alongside the request rather than one round trip after it.
 */
import { describe, expect, it, vi } from 'vitest';

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../adapters/http/check-answer.ts', async (importOriginal) => {
  loads.count++;
  return importOriginal();
});

describe('answer checks', () => {
  it('start loading as the API is created, once, before any call', async () => {
    const { createApi } = await import('../../../adapters/http/create-api.ts');
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    createApi({ baseURL: 'http://sandbox.test/api', fetch });
    await vi.waitFor(() => expect(loads.count).toBe(1));
    expect(fetch).not.toHaveBeenCalled();
  });
});

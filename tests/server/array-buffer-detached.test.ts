/**
 * ArrayBuffer.prototype.detached where Node 20 lacks it (server/array-buffer-detached.ts, loaded by the test setups as by
 * server/main.ts): what React's server renderer reads before it warns of an empty buffer as a possible security issue.
 */
import { describe, expect, it } from 'vitest';
import '../../server/array-buffer-detached.ts';

const detached = (buffer: ArrayBuffer) => (buffer as ArrayBuffer & { detached: boolean }).detached;

describe('ArrayBuffer.prototype.detached', () => {
  it('is false for a buffer with bytes and for an empty one, true once its bytes were transferred away', () => {
    expect(Object.prototype.hasOwnProperty.call(ArrayBuffer.prototype, 'detached')).toBe(true);
    expect(detached(new ArrayBuffer(8))).toBe(false);
    expect(detached(new ArrayBuffer(0))).toBe(false);
    const moved = new ArrayBuffer(4);
    structuredClone(moved, { transfer: [moved] });
    expect(detached(moved)).toBe(true);
  });
});

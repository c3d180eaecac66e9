import { describe, expect, it } from 'vitest';
import { editDistance, nearestName } from '../../../renderer/core/validation/nearest-name.ts';

describe('nearestName', () => {
  it('counts edits, a swap of neighbours being one', () => {
    expect(editDistance('buton', 'button')).toBe(1);
    expect(editDistance('vairant', 'variant')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('suggests the closest known name for a typo', () => {
    expect(nearestName('buton', ['text', 'button', 'stack'])).toBe('button');
    expect(nearestName('navigat', ['back', 'navigate'])).toBe('navigate');
    expect(nearestName('OnTap', ['onTap', 'text'])).toBe('onTap');
  });

  it('suggests nothing when no name is close', () => {
    expect(nearestName('colour', ['text', 'variant', 'tone'])).toBeUndefined();
    expect(nearestName('qq', ['text', 'stack'])).toBeUndefined();
  });
});

/** The toast keeps away from the form field the borrower is in (such as the first field in error). */
import { describe, expect, it } from 'vitest';
import { placementFor } from '../../../../renderer/react/toast-placement.ts';

function fieldAt(top: number, height = 72) {
  const field = document.createElement('div');
  field.className = 'h-field';
  const input = document.createElement('input');
  field.append(input);
  field.getBoundingClientRect = () => ({ top, bottom: top + height, left: 0, right: 360, width: 360, height, x: 0, y: top, toJSON: () => ({}) });
  return input;
}

describe('toast placement', () => {
  it('is in the middle when no form field has the focus', () => {
    expect(placementFor(null, 740)).toBe('middle');
    expect(placementFor(document.createElement('button'), 740)).toBe('middle');
  });

  it('goes to the lower part for a field in the upper half, and to the upper part for a field in the lower half', () => {
    expect(placementFor(fieldAt(120), 740)).toBe('low');
    expect(placementFor(fieldAt(334), 740)).toBe('high');
    expect(placementFor(fieldAt(600), 740)).toBe('high');
  });
});

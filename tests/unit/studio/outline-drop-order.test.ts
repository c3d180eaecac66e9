/**
 * Drop lines take no room (issue 34 item 6): several places can share one border between rows (after a row's last
 * child: "After text", then "After stack"). The keyboard visits them top to bottom and, on one border, deepest first.
 */
import { describe, expect, test } from 'vitest';
import { nextPlaceCoordinates } from '../../../studio/outline/outline-dnd.tsx';

const rect = (top: number, left: number) => ({ top, left, width: 200 - left, height: 14, bottom: top + 14, right: 200 });
const places = new Map([
  ['after-image', rect(20, 22)],
  ['after-text', rect(60, 50)],
  ['after-stack', rect(60, 36)],
  ['after-footer', rect(80, 22)],
]);

function next(code: 'ArrowDown' | 'ArrowUp', at: { top: number; left: number }) {
  const context = {
    collisionRect: { ...rect(at.top, at.left) },
    droppableRects: places,
    droppableContainers: { getEnabled: () => [...places.keys()].map((id) => ({ id })) },
  };
  const event = { code, preventDefault: () => undefined } as unknown as KeyboardEvent;
  return nextPlaceCoordinates(event, { context, active: 'x', currentCoordinates: { x: 0, y: 0 } } as never);
}

describe('keyboard order of the drop places', () => {
  test('down: top to bottom, the deeper place of a border first', () => {
    expect(next('ArrowDown', { top: 20, left: 22 })).toEqual({ x: 50, y: 60 });
    expect(next('ArrowDown', { top: 60, left: 50 })).toEqual({ x: 36, y: 60 });
    expect(next('ArrowDown', { top: 60, left: 36 })).toEqual({ x: 22, y: 80 });
    expect(next('ArrowDown', { top: 80, left: 22 })).toBeUndefined();
  });

  test('up: the same places backwards', () => {
    expect(next('ArrowUp', { top: 80, left: 22 })).toEqual({ x: 36, y: 60 });
    expect(next('ArrowUp', { top: 60, left: 36 })).toEqual({ x: 50, y: 60 });
    expect(next('ArrowUp', { top: 60, left: 50 })).toEqual({ x: 22, y: 20 });
  });
});

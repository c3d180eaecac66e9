import { describe, expect, it } from 'vitest';
import { pathAtOffset, pointerAtOffset, rangeOfPointer } from '../../../studio/editor/json-pointer-map.ts';

const text = `{
  "id": "demo",
  "body": [
    { "type": "button", "text": "Send", "onTap": [{ "do": "back" }] },
    { "type": "text", "text": "a/b~c", "x/y": 1 }
  ]
}`;

describe('pointer ↔ offset', () => {
  it('maps a cursor on a key or a value to the pointer of that value', () => {
    expect(pointerAtOffset(text, text.indexOf('"Send"') + 2)).toBe('/body/0/text');
    expect(pointerAtOffset(text, text.indexOf('"text": "Send"') + 2)).toBe('/body/0/text');
    expect(pointerAtOffset(text, text.indexOf('"back"') + 1)).toBe('/body/0/onTap/0/do');
    expect(pointerAtOffset(text, text.indexOf('{ "type": "button"'))).toBe('/body/0');
    expect(pointerAtOffset(text, 0)).toBe('');
    expect(pointerAtOffset(text, text.indexOf('"x/y"') + 1)).toBe('/body/1/x~1y');
  });

  it('gives the range of the value at a pointer', () => {
    const range = rangeOfPointer(text, '/body/0/text');
    expect(range && text.slice(range.from, range.to)).toBe('"Send"');
    const node = rangeOfPointer(text, '/body/1');
    expect(node && text.slice(node.from, node.to)).toBe('{ "type": "text", "text": "a/b~c", "x/y": 1 }');
    const escaped = rangeOfPointer(text, '/body/1/x~1y');
    expect(escaped && text.slice(escaped.from, escaped.to)).toBe('1');
    expect(rangeOfPointer(text, '')).toEqual({ from: 0, to: text.length });
    expect(rangeOfPointer(text, '/body/7')).toBeUndefined();
    expect(rangeOfPointer(text, '/nope')).toBeUndefined();
  });

  it('round-trips: the pointer at the start of every value gives back that value', () => {
    for (const pointer of ['/id', '/body', '/body/0', '/body/0/onTap/0', '/body/1/text']) {
      const range = rangeOfPointer(text, pointer);
      expect(range && pointerAtOffset(text, range.from)).toBe(pointer);
    }
  });

  it('still finds a path in a broken text', () => {
    const broken = '{ "body": [ { "type": "button", "text": "Se';
    expect(pathAtOffset(broken, broken.length)).toEqual(['body', 0, 'text']);
  });
});

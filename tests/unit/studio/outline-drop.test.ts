/** Drops in the outline: the places offered (an empty container, first child, switch cases) and their text edits. */
import { applyEdits } from 'jsonc-parser';
import { describe, expect, test } from 'vitest';
import { buildOutline } from '../../../studio/outline/build-outline.ts';
import { dropNewEdits, moveToEdits, targetAfterRemoval } from '../../../studio/outline/drop-edits.ts';
import { outlineWithPlaces } from '../../../studio/outline/drop-places.ts';
import { parseText } from '../../../studio/form/property-edits.ts';

const doc = {
  schemaVersion: 2,
  id: 'promo',
  title: 'Promo',
  body: [
    { type: 'stack', id: 'empty' },
    { type: 'text', text: 'Hello' },
    { type: 'switch', on: 'a', cases: { a: { type: 'text', text: 'A' } } },
    { type: 'stack', children: [{ type: 'text', text: 'Inner' }] },
  ],
};
const text = JSON.stringify(doc, null, 2);
const places = () =>
  outlineWithPlaces(buildOutline(text), parseText(text)).map((e) => (e.kind === 'row' ? `${e.node.pointer || '/'}` : `  ${e.place.label}`));
const apply = (change: { edits: Parameters<typeof applyEdits>[1] } | undefined) => parseText(applyEdits(text, change?.edits ?? []));

describe('drop places', () => {
  test('every container offers its first place (an empty one too), every list entry the place after it, a switch a new case and its default', () => {
    expect(places()).toEqual([
      '/',
      '  First in the screen (body)',
      '/body/0',
      '  Into stack #empty',
      '  After stack #empty',
      '/body/1',
      '  After text Hello',
      '/body/2',
      '  New case of switch',
      '  As the default of switch',
      '/body/2/cases/a',
      '  After switch',
      '/body/3',
      '  First in stack',
      '/body/3/children/0',
      '  After text Inner',
      '  After stack',
    ]);
  });
});

describe('drop edits', () => {
  const promo = { type: 'text', text: 'Promo' };
  test('a new widget into an empty container becomes its first child, laid out like the screens', () => {
    const change = dropNewEdits(text, { kind: 'list', list: '/body/0/children', index: 0 }, promo);
    expect(change?.select).toBe('/body/0/children/0');
    expect((apply(change) as typeof doc).body[0]).toEqual({ type: 'stack', id: 'empty', children: [promo] });
  });

  test('first in a list, a new switch case and a default', () => {
    expect((apply(dropNewEdits(text, { kind: 'list', list: '/body/3/children', index: 0 }, promo)) as typeof doc).body[3]).toEqual({
      type: 'stack',
      children: [promo, { type: 'text', text: 'Inner' }],
    });
    const cased = apply(dropNewEdits(text, { kind: 'property', at: '/body/2/cases/case 2' }, promo)) as { body: { cases: object }[] };
    expect(cased.body[2]?.cases).toEqual({ a: { type: 'text', text: 'A' }, 'case 2': promo });
    expect(dropNewEdits(text, { kind: 'property', at: '/body/2/cases/a' }, promo)).toBeUndefined();
  });

  test('moving a node down its list, into a container and out of a switch case', () => {
    const down = moveToEdits(text, '/body/1', { kind: 'list', list: '/body', index: 3 });
    expect((apply(down) as typeof doc).body.map((n) => n.type)).toEqual(['stack', 'switch', 'text', 'stack']);
    expect(down?.select).toBe('/body/2');
    const into = moveToEdits(text, '/body/1', { kind: 'list', list: '/body/3/children', index: 1 });
    expect(into?.select).toBe('/body/2/children/1');
    expect((apply(into) as { body: { children?: { text: string }[] }[] }).body[2]?.children?.map((c) => c.text)).toEqual(['Inner', 'Hello']);
    const out = moveToEdits(text, '/body/2/cases/a', { kind: 'list', list: '/body/0/children', index: 0 });
    expect((apply(out) as typeof doc).body[2]).toEqual({ type: 'switch', on: 'a', cases: {} });
  });

  test('a node cannot go into itself, and a drop where it already is changes nothing', () => {
    expect(moveToEdits(text, '/body/3', { kind: 'list', list: '/body/3/children', index: 0 })).toBeUndefined();
    expect(moveToEdits(text, '/body/1', { kind: 'list', list: '/body', index: 2 })).toBeUndefined();
    expect(targetAfterRemoval({ kind: 'list', list: '/body/3/children', index: 0 }, '/body/1')).toEqual({
      kind: 'list',
      list: '/body/2/children',
      index: 0,
    });
  });
});

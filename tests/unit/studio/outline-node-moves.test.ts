/** Node operations as text edits: moves, duplicates, inserts and deletes keep the rest of the text as it was. */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { applyEdits } from 'jsonc-parser';
import { describe, expect, test } from 'vitest';
import {
  deleteNodeEdits,
  duplicateNodeEdits,
  insertNodeAfterEdits,
  moveNodeEdits,
  nodePlace,
  type NodeChange,
} from '../../../studio/outline/node-moves.ts';
import { freeId, usedIds } from '../../../studio/outline/unique-ids.ts';
import { valueAt } from '../../../renderer/core/validation/json-pointer.ts';

const customerService = readFileSync(path.join(process.cwd(), 'tests', 'support', 'studio-sample-screen.json'), 'utf8');

/** A screen with a multi-line list of three texts and a single-line list of three actions. */
const three = `{
  "id": "t",
  "body": [
    { "type": "text", "text": "A" },
    {
      "type": "text",
      "text": "B"
    },
    { "type": "text", "text": "C" }
  ],
  "tail": [{ "do": "a" }, { "do": "b" }, { "do": "c" }]
}
`;
const done = (text: string, change: NodeChange | undefined) => {
  expect(change).toBeDefined();
  expect(change?.edits).toHaveLength(1);
  return applyEdits(text, change?.edits ?? []);
};
const texts = (t: string) => (JSON.parse(t) as { body: { text: string }[] }).body.map((n) => n.text);

describe('moveNodeEdits', () => {
  test('moves the first, middle and last entries of a multi-line list; the entries keep their own layout', () => {
    const firstDown = done(three, moveNodeEdits(three, '/body/0', 1));
    expect(texts(firstDown)).toEqual(['B', 'A', 'C']);
    expect(firstDown).toBe(three.replace(/\{ "type": "text", "text": "A" \},\n(\s+)(\{\n[^}]*\})/, '$2,\n$1{ "type": "text", "text": "A" }'));
    expect(texts(done(three, moveNodeEdits(three, '/body/1', -1)))).toEqual(['B', 'A', 'C']);
    expect(texts(done(three, moveNodeEdits(three, '/body/1', 1)))).toEqual(['A', 'C', 'B']);
    const lastUp = done(three, moveNodeEdits(three, '/body/2', -1));
    expect(texts(lastUp)).toEqual(['A', 'C', 'B']);
    expect(lastUp.split('\n').slice(-4)).toEqual(three.split('\n').slice(-4));
  });

  test('moves in a single-line list keep it on one line', () => {
    expect(done(three, moveNodeEdits(three, '/tail/0', 1))).toContain('"tail": [{ "do": "b" }, { "do": "a" }, { "do": "c" }]');
    expect(done(three, moveNodeEdits(three, '/tail/1', 1))).toContain('"tail": [{ "do": "a" }, { "do": "c" }, { "do": "b" }]');
    expect(done(three, moveNodeEdits(three, '/tail/2', -1))).toContain('"tail": [{ "do": "a" }, { "do": "c" }, { "do": "b" }]');
  });

  test('refuses to move past either end, and says where the node went', () => {
    expect(moveNodeEdits(three, '/body/0', -1)).toBeUndefined();
    expect(moveNodeEdits(three, '/body/2', 1)).toBeUndefined();
    expect(moveNodeEdits(three, '', 1)).toBeUndefined();
    expect(moveNodeEdits(three, '/body/1', 1)?.select).toBe('/body/2');
  });

  test('swaps the two cells of a real screen: E-mail comes first, every other line stays', () => {
    const moved = done(customerService, moveNodeEdits(customerService, '/body/0/children/1', -1));
    const doc: unknown = JSON.parse(moved);
    expect(valueAt(doc, '/body/0/children/0/title')).toBe('E-mail');
    expect(valueAt(doc, '/body/0/children/1/title')).toBe('Telephone/WhatsApp');
    expect([...moved.split('\n')].sort()).toEqual([...customerService.split('\n')].sort());
    expect(moved.split('\n').slice(0, 12)).toEqual(customerService.split('\n').slice(0, 12));
  });
});

describe('nodePlace', () => {
  test('gives the index and length of the list, nothing for the screen or a property slot', () => {
    const doc: unknown = JSON.parse(three);
    expect(nodePlace(doc, '/body/0')).toEqual({ index: 0, count: 3 });
    expect(nodePlace(doc, '/tail/2')).toEqual({ index: 2, count: 3 });
    expect(nodePlace(doc, '')).toBeUndefined();
    expect(nodePlace({ render: { type: 'text' } }, '/render')).toBeUndefined();
  });
});

describe('duplicateNodeEdits', () => {
  test('inserts a copy right after the node with free ids, laid out like its neighbours', () => {
    const change = duplicateNodeEdits(customerService, '/body/0/children/1');
    const copied = done(customerService, change);
    const doc: unknown = JSON.parse(copied);
    expect(change?.select).toBe('/body/0/children/2');
    expect(valueAt(doc, '/body/0/children/2/title')).toBe('E-mail');
    expect(valueAt(doc, '/body/0/children/1/id')).toBe('email');
    expect(valueAt(doc, '/body/0/children/2/id')).toBe('email-2');
    expect(copied).toContain(
      '"onTap": [{ "do": "openUrl", "url": "=\'mailto:\' + data.contact.email" }]\n        },\n        {\n          "type": "cell",\n          "id": "email-2",',
    );
    const again = done(copied, duplicateNodeEdits(copied, '/body/0/children/2'));
    expect(valueAt(JSON.parse(again), '/body/0/children/3/id')).toBe('email-3');
  });

  test('renames nested ids too and keeps a single-line list on one line', () => {
    const text = '{ "body": [{ "type": "stack", "id": "box", "children": [{ "type": "text", "id": "box-2", "text": "x" }] }] }';
    const copied = done(text, duplicateNodeEdits(text, '/body/0'));
    expect(copied.split('\n')).toHaveLength(1);
    expect([...usedIds(JSON.parse(copied))].sort()).toEqual(['box', 'box-2', 'box-3', 'box-4']);
  });

  test('freeId skips the ids in use and replaces a trailing number', () => {
    expect(freeId('email', new Set(['email', 'email-2']))).toBe('email-3');
    expect(freeId('row-2', new Set(['row', 'row-2']))).toBe('row-3');
  });
});

describe('insertNodeAfterEdits', () => {
  test('inserts a new node after the last entry of a multi-line list, indented like its neighbours', () => {
    const added = done(three, insertNodeAfterEdits(three, '/body/2', { type: 'text', text: 'New text' }));
    expect(texts(added)).toEqual(['A', 'B', 'C', 'New text']);
    expect(added).toContain('{ "type": "text", "text": "C" },\n    {\n      "type": "text",\n      "text": "New text"\n    }\n  ],');
  });

  test('inserts on the same line in a single-line list', () => {
    const added = done(three, insertNodeAfterEdits(three, '/tail/0', { do: 'z', list: [1, 2] }));
    expect(added).toContain('"tail": [{ "do": "a" }, { "do": "z", "list": [ 1, 2 ] }, { "do": "b" }, { "do": "c" }]');
  });
});

describe('deleteNodeEdits', () => {
  test('deletes the first, middle and last entries with their commas', () => {
    expect(texts(done(three, deleteNodeEdits(three, '/body/0')))).toEqual(['B', 'C']);
    expect(done(three, deleteNodeEdits(three, '/body/0'))).toContain('"body": [\n    {\n      "type": "text",\n      "text": "B"');
    expect(texts(done(three, deleteNodeEdits(three, '/body/1')))).toEqual(['A', 'C']);
    const last = done(three, deleteNodeEdits(three, '/body/2'));
    expect(texts(last)).toEqual(['A', 'B']);
    expect(last).toContain('      "text": "B"\n    }\n  ],');
    expect(done(three, deleteNodeEdits(three, '/tail/1'))).toContain('"tail": [{ "do": "a" }, { "do": "c" }]');
    expect(done(three, deleteNodeEdits(three, '/tail/2'))).toContain('"tail": [{ "do": "a" }, { "do": "b" }]');
  });

  test('selects the next entry, else the previous one, else the list', () => {
    expect(deleteNodeEdits(three, '/body/1')?.select).toBe('/body/1');
    expect(deleteNodeEdits(three, '/body/2')?.select).toBe('/body/1');
    const complaint = deleteNodeEdits(customerService, '/body/1/children/0');
    expect(complaint?.select).toBe('/body/1/children');
  });

  test('deleting the only entry leaves []', () => {
    const emptied = done(customerService, deleteNodeEdits(customerService, '/body/1/children/0'));
    expect(emptied).toContain('"gap": "none",\n      "children": []\n    }\n  ]');
    expect(valueAt(JSON.parse(emptied), '/body/1/children')).toEqual([]);
  });

  test('a node held by a property loses that property; the screen itself cannot be deleted', () => {
    const text = '{\n  "body": [{ "type": "repeat", "items": [], "render": { "type": "text", "text": "x" } }]\n}';
    const removed = done(text, deleteNodeEdits(text, '/body/0/render'));
    expect(JSON.parse(removed)).toEqual({ body: [{ type: 'repeat', items: [] }] });
    expect(deleteNodeEdits(text, '')).toBeUndefined();
  });
});

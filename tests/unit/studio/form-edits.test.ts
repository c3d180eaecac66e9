import path from 'node:path';
import { readFileSync } from 'node:fs';
import { applyEdits } from 'jsonc-parser';
import { describe, expect, test } from 'vitest';
import { propertyEdits, replaceAllEdits } from '../../../studio/form/property-edits.ts';
import { fieldProblems, nodeProblems } from '../../../studio/form/field-problems.ts';
import { valueAt } from '../../../renderer/core/validation/json-pointer.ts';
import { isJsonObject } from '../../../renderer/core/validation/node-slots.ts';
import type { Problem } from '../../../studio/studio-api.ts';

const text = readFileSync(path.join(process.cwd(), 'screens', 'complain-details.json'), 'utf8');
/** The rating dialog's Send button, found by the dialog's id so a node added above it does not move the test. */
const rating = (JSON.parse(text) as { body: { id?: string }[] }).body.findIndex((n) => n.id === 'rating');
const send = `/body/${rating}/children/1/children/1`;
const edit = (t: string, pointer: string, prop: string, value: unknown) => applyEdits(t, propertyEdits(t, pointer, prop, value));
const at = (t: string, pointer: string) => {
  const node = valueAt(JSON.parse(t), pointer);
  return isJsonObject(node) ? node : {};
};

describe('propertyEdits', () => {
  test("changes a button's text in place and touches nothing else", () => {
    const next = edit(text, send, 'text', 'Send rating');
    expect(at(next, send).text).toBe('Send rating');
    // The button's text (English and Filipino) became the one string: nothing before it moved, nothing else changed.
    const start = text.indexOf('"text"', text.indexOf('"id": "send-score"'));
    expect(next.slice(0, start)).toBe(text.slice(0, start));
    expect(JSON.parse(edit(next, send, 'text', at(text, send).text))).toEqual(JSON.parse(text));
  });

  test('sets a visible rule as an expression, then to false, then removes it', () => {
    const withRule = edit(text, send, 'visible', '=state.stars > 0');
    expect(at(withRule, send).visible).toBe('=state.stars > 0');
    const never = edit(withRule, send, 'visible', false);
    expect(at(never, send).visible).toBe(false);
    const removed = edit(never, send, 'visible', undefined);
    expect(at(removed, send)).not.toHaveProperty('visible');
    expect(JSON.parse(removed)).toEqual(JSON.parse(text));
  });

  test('changes an existing visible expression of a node inside a list', () => {
    const chip = '/body/0/children/1';
    const next = edit(text, chip, 'visible', "=data.detail.sonType == ''");
    expect(at(next, chip).visible).toBe("=data.detail.sonType == ''");
    expect(at(next, '/body/0/children/0')).not.toHaveProperty('visible');
  });

  test('replacing the whole text is one edit; no edit when equal', () => {
    expect(replaceAllEdits('a', 'b')).toEqual([{ offset: 0, length: 1, content: 'b' }]);
    expect(replaceAllEdits('a', 'a')).toEqual([]);
  });
});

describe('field problems', () => {
  const problem = (pointer: string, message: string): Problem => ({
    severity: 'error',
    pointer,
    message,
    line: 1,
    column: 1,
    from: 0,
    to: 1,
  });
  const problems = [
    problem('/body/0/children/1/visible', '`visible` must be true or false'),
    problem('/body/0/children/1/onTap/0/url', '`url` must be text'),
    problem('/body/0/children/1', '`title` is required on a `cell` widget'),
    problem('/body/0/children/10/title', 'another node'),
    problem('/body/0/children/1/colour', '`colour` is not a property of a `cell` widget'),
  ];
  const node = '/body/0/children/1';

  test('a field shows the problems at or under its property, and "`prop` is required" on the node', () => {
    expect(fieldProblems(problems, node, 'visible').map((p) => p.message)).toEqual(['`visible` must be true or false']);
    expect(fieldProblems(problems, node, 'onTap').map((p) => p.message)).toEqual(['`url` must be text']);
    expect(fieldProblems(problems, node, 'title').map((p) => p.message)).toEqual(['`title` is required on a `cell` widget']);
    expect(fieldProblems(problems, node, 'value')).toEqual([]);
  });

  test('the node keeps the problems no field shows; other nodes are left out', () => {
    expect(nodeProblems(problems, node, ['visible', 'onTap', 'title']).map((p) => p.pointer)).toEqual(['/body/0/children/1/colour']);
  });
});

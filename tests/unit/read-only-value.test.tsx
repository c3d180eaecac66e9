/**
 * Read-only widgets take a value expression (issue 19, item 6): a textarea or stars given `value` and no `bind` show it
 * read-only, so a screen no longer copies its data into state in onLoad first; one given neither is refused with a
 * plain message.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { WidgetNode } from '../../schemas/generated/types.ts';
import { validateScreenText } from '../../checks/validate-screen-text.ts';
import { showNode } from '../support/render-node.tsx';

const node = (n: unknown) => n as WidgetNode;

describe('read-only widgets with a value', () => {
  it('a textarea shows its value, read-only, with its counter', async () => {
    await showNode(node({ type: 'textarea', value: '=data.detail.content', label: 'Description', maxLength: 200, counter: true }), {
      data: { detail: { content: 'Paid but still unpaid.' } },
    });
    const box = screen.getByLabelText('Description') as HTMLTextAreaElement;
    expect(box.value).toBe('Paid but still unpaid.');
    expect(box.readOnly).toBe(true);
    expect(screen.getByText('22/200')).toBeTruthy();
  });

  it('stars show their value as one read-only image', async () => {
    await showNode(node({ type: 'stars', value: '=data.detail.score' }), { data: { detail: { score: 3 } } });
    expect(screen.getByRole('img', { name: 'Rating: 3 of 5' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('a textarea with neither bind nor value is refused, saying bind is required', () => {
    const doc = { schemaVersion: 2, id: 'rules', title: 'Rules', body: [{ type: 'textarea', label: 'Description' }] };
    const problems = validateScreenText(JSON.stringify(doc, null, 2), 'rules').filter((p) => p.severity === 'error');
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([['/body/0', expect.stringMatching(/`bind` is required/)]]);
  });
});

/**
 * Issue 18, item 4 (actions): an action list is edited in a form — a card per action with what it does and its own
 * fields, an endpoint picker for a call, nested lists (onSuccess) as cards again, add, move and remove — and the JSON
 * stays one tab away.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderInStudio } from '../../support/studio-connection.tsx';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { addAction, changeKind, moveAction, newAction, removeAction } from '../../../studio/form/action-edits.ts';
import { commitDelayMs } from '../../../studio/form/use-committed-value.ts';
import { PropertyField } from '../../../studio/form/property-field.tsx';
import { actionProps, widgetProps } from '../../../studio/schema/schema-index.ts';
import type { Problem } from '../../../studio/studio-api.ts';

const onTap = widgetProps('button')?.find((p) => p.name === 'onTap');

describe('action edits', () => {
  test('a new action starts its required fields; another kind keeps the fields both have', () => {
    const toast = newAction('toast', actionProps('toast') ?? []);
    expect(toast).toEqual({ do: 'toast', text: '' });
    expect(changeKind({ do: 'toast', text: 'Copied', kind: 'success' }, 'copy', actionProps('copy') ?? [])).toEqual({ do: 'copy', text: 'Copied' });
    expect(newAction('call', actionProps('call') ?? [])).toEqual({ do: 'call', endpoint: '' });
  });

  test('add, move and remove leave the old list as it was', () => {
    const list = [{ do: 'back' }, { do: 'wait', ms: 300 }];
    const added = addAction(list, { do: 'toast', text: 'Hi' });
    expect(added).toHaveLength(3);
    expect(list).toHaveLength(2);
    expect(moveAction(added, 2, -1).map((a) => (a as { do: string }).do)).toEqual(['back', 'toast', 'wait']);
    expect(moveAction(added, 0, -1)).toEqual(added);
    expect(removeAction(added, 0).map((a) => (a as { do: string }).do)).toEqual(['wait', 'toast']);
  });
});

/** The onTap field of a button, holding its list in state as the property form would. */
function OnTapField({ start, onSet, problems = [] }: { start: unknown; onSet(value: unknown): void; problems?: Problem[] }) {
  const [value, setValue] = useState(start);
  if (!onTap) throw new Error('the button schema has no onTap');
  return (
    <PropertyField
      info={onTap}
      value={value}
      pointer="/body/0/onTap"
      problems={problems}
      onSet={(next) => {
        setValue(next);
        onSet(next);
      }}
      onReveal={() => undefined}
    />
  );
}

describe('the action form', () => {
  test('adds a toast and fills its text without any JSON', async () => {
    vi.useFakeTimers();
    try {
      const onSet = vi.fn();
      renderInStudio(<OnTapField start={undefined} onSet={onSet} />);
      expect(screen.getByText('No actions.')).toBeTruthy();
      fireEvent.change(screen.getByLabelText('Kind of action to add'), { target: { value: 'toast' } });
      fireEvent.click(screen.getByRole('button', { name: 'Add action' }));
      expect(onSet).toHaveBeenLastCalledWith([{ do: 'toast', text: '' }]);
      const card = screen.getByRole('group', { name: 'Action 1: toast' });
      fireEvent.change(within(card).getByRole('textbox', { name: /^text/ }), { target: { value: 'Thank you for your feedback' } });
      await act(() => vi.advanceTimersByTimeAsync(commitDelayMs + 10));
      expect(onSet).toHaveBeenLastCalledWith([{ do: 'toast', text: 'Thank you for your feedback' }]);
      const kind = within(card).getByRole('combobox', { name: /^kind/ });
      const success = within(kind).getByRole('option', { name: 'success' }) as HTMLOptionElement;
      fireEvent.change(kind, { target: { value: success.value } });
      expect(onSet).toHaveBeenLastCalledWith([{ do: 'toast', text: 'Thank you for your feedback', kind: 'success' }]);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a call picks its endpoint from the catalog, and its onSuccess list is cards again', () => {
    const onSet = vi.fn();
    renderInStudio(<OnTapField start={[{ do: 'call', endpoint: 'complaint.submit', onSuccess: [{ do: 'back' }] }]} onSet={onSet} />);
    const call = screen.getByRole('group', { name: 'Action 1: call' });
    const endpoint = within(call).getByRole('combobox', { name: /^endpoint/ });
    expect((endpoint as HTMLSelectElement).value).toBe('complaint.submit');
    expect(within(endpoint).getByRole('option', { name: 'loanDetails.detail' })).toBeTruthy();
    fireEvent.change(endpoint, { target: { value: 'complaint.list' } });
    expect(onSet).toHaveBeenLastCalledWith([{ do: 'call', endpoint: 'complaint.list', onSuccess: [{ do: 'back' }] }]);
    const nested = within(call).getByRole('group', { name: 'Action 1: back' });
    fireEvent.click(within(nested).getByRole('button', { name: 'Remove action 1' }));
    expect(onSet).toHaveBeenLastCalledWith([{ do: 'call', endpoint: 'complaint.list', onSuccess: [] }]);
  });

  test('moves and removes actions, changes what one does, and shows a problem on its field', () => {
    const onSet = vi.fn();
    const problems: Problem[] = [{ pointer: '/body/0/onTap/1/text', message: 'must be a text', severity: 'error' } as Problem];
    renderInStudio(<OnTapField start={[{ do: 'back' }, { do: 'toast', text: 5 }]} onSet={onSet} problems={problems} />);
    const second = screen.getByRole('group', { name: 'Action 2: toast' });
    expect(within(second).getByText('must be a text')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move action 2 up' }));
    expect(onSet).toHaveBeenLastCalledWith([{ do: 'toast', text: 5 }, { do: 'back' }]);
    fireEvent.change(within(screen.getByRole('group', { name: 'Action 1: toast' })).getByRole('combobox', { name: 'Action 1' }), {
      target: { value: 'copy' },
    });
    expect(onSet).toHaveBeenLastCalledWith([{ do: 'copy', text: 5 }, { do: 'back' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove action 2' }));
    expect(onSet).toHaveBeenLastCalledWith([{ do: 'copy', text: 5 }]);
  });

  test('the JSON stays one tab away', () => {
    renderInStudio(<OnTapField start={[{ do: 'back' }]} onSet={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'JSON' }));
    expect(JSON.parse((screen.getByRole('textbox') as HTMLTextAreaElement).value)).toEqual([{ do: 'back' }]);
  });
});

/** The endpoint picker (issue 34 item 5): grouped by what the endpoints are about, the money and account ones marked. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { endpointNames, moneyEndpointNames } from '../../../../adapters/http/endpoints.ts';
import { EndpointPicker } from '../../../../studio/form/action-card.tsx';
import { endpointGroups, endpointMark } from '../../../../studio/form/endpoint-groups.ts';

const info = {
  name: 'endpoint',
  description: 'The endpoint to call.',
  kind: 'text' as const,
  required: true,
  allowsExpression: false,
  suggestions: [...endpointNames],
};

describe('endpointGroups', () => {
  test('groups every endpoint once, by what it is about', () => {
    const groups = endpointGroups(endpointNames);
    expect(groups.flatMap((g) => g.choices.map((c) => c.name)).sort()).toEqual([...endpointNames].sort());
    expect(groups.find((g) => g.label === 'Complaints')?.choices.map((c) => c.name)).toContain('complaint.save');
    expect(groups.find((g) => g.label === 'Repayment')?.choices.map((c) => c.name)).toContain('repayment.generate');
  });

  test('marks each money endpoint of the catalog, and the account and cost ones', () => {
    const marked = endpointGroups(endpointNames)
      .flatMap((g) => g.choices)
      .filter((c) => c.mark === 'money')
      .map((c) => c.name);
    expect(marked.sort()).toEqual([...moneyEndpointNames].sort());
    expect(endpointMark('complaint.saveScore')).toBe('account');
    expect(endpointMark('promotion.sms')).toBe('cost');
    expect(endpointMark('contact.info')).toBeNull();
    expect(endpointMark('constructor')).toBeNull();
  });
});

describe('EndpointPicker', () => {
  test('shows the groups and says what a marked endpoint does', () => {
    const onSet = vi.fn();
    const money = moneyEndpointNames[0]!;
    render(<EndpointPicker info={info} value={money} onSet={onSet} />);
    const select = screen.getByRole('combobox', { name: /endpoint/ });
    const group = within(select)
      .getAllByRole('group')
      .map((g) => g.getAttribute('label'));
    expect(group).toEqual(expect.arrayContaining(['Complaints', 'Repayment', 'Bank card']));
    expect(within(select).getByRole('option', { name: `${money} — moves money or changes the account` })).toBeTruthy();
    expect(screen.getByText(/runs only from the borrower’s own tap, and the screen always needs a reviewer/)).toBeTruthy();
    fireEvent.change(select, { target: { value: 'contact.info' } });
    expect(onSet).toHaveBeenCalledWith('contact.info');
  });
});

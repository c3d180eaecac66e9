import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { showNode } from '../support/render-node.tsx';

describe('cell widget', () => {
  it('is one button for the whole row when it has onTap, and tapping it runs the actions', async () => {
    const r = await showNode(
      {
        type: 'cell',
        title: '=item.type',
        description: '=item.time',
        value: 'Collection',
        chevron: true,
        onTap: [{ do: 'navigate', to: '/complainDetails', query: { problemId: '=data.row.id' } }],
      },
      { data: { row: { id: 7 } }, state: {} },
    );
    const row = screen.getByRole('button');
    expect(row.textContent).toContain('Collection');
    fireEvent.click(row);
    await waitFor(() => expect(r.ports.navigations).toEqual([{ to: '/complainDetails', query: { problemId: '7' }, replace: false }]));
  });

  it('is a plain row without onTap and shows title and a long value in full', async () => {
    const email = 'customer.service.very.long.address@hatid-lending.example.ph';
    await showNode({ type: 'cell', title: 'E-mail', value: '=data.contact.email' }, { data: { contact: { email } } });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('E-mail')).toBeTruthy();
    expect(screen.getByText(email)).toBeTruthy();
  });

  it('lets a one-word title wrap after its slashes, reading the same', async () => {
    await showNode({ type: 'cell', title: 'Telephone/WhatsApp', value: '0917 555 0142', chevron: true, onTap: [] });
    const title = screen.getByText((_, el) => el?.classList.contains('h-cell__title') === true);
    expect(title.textContent).toBe('Telephone/WhatsApp');
    expect(title.innerHTML).toBe('Telephone/<wbr>WhatsApp');
    expect(screen.getByRole('button', { name: /Telephone\/WhatsApp/ })).toBeTruthy();
  });

  it('runs once on a double tap', async () => {
    const r = await showNode({
      type: 'cell',
      title: 'My Complaint',
      onTap: [
        { do: 'wait', ms: 50 },
        { do: 'toast', text: 'opened' },
      ],
    });
    const row = screen.getByRole('button', { name: 'My Complaint' });
    fireEvent.click(row);
    fireEvent.click(row);
    expect(row.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(r.ports.toasts.length).toBe(1));
    await waitFor(() => expect(row.getAttribute('aria-busy')).toBeNull());
    expect(r.ports.toasts.length).toBe(1);
  });

  it('marks the chosen row of a list with a tick and aria-pressed, and tapping another moves the choice', async () => {
    await showNode(
      {
        type: 'repeat',
        items: '=data.cards',
        render: {
          type: 'cell',
          title: '=item.bankName',
          value: '=mask(item.cardNo)',
          selected: '=state.cardIndex == index',
          onTap: [{ do: 'set', path: '=state.cardIndex', value: '=index' }],
        },
      },
      {
        data: {
          cards: [
            { bankName: 'BDO Unibank', cardNo: '4111222233334444' },
            { bankName: 'BPI', cardNo: '5500111122223333' },
          ],
        },
        state: { cardIndex: -1 },
      },
    );
    const bdo = screen.getByRole('button', { name: /BDO Unibank/ });
    const bpi = screen.getByRole('button', { name: /BPI/ });
    expect(bdo.getAttribute('aria-pressed')).toBe('false');
    expect(bdo.querySelector('.h-cell__tick')).toBeNull();
    expect(bdo.textContent).toContain('**** 4444');
    expect(bdo.textContent).not.toContain('4111');
    fireEvent.click(bpi);
    // While the tap's action list runs the row shows a spinner where the tick goes: wait for both.
    await waitFor(() => {
      expect(bpi.getAttribute('aria-pressed')).toBe('true');
      expect(bpi.querySelector('.h-cell__tick')).not.toBeNull();
    });
    expect(bdo.getAttribute('aria-pressed')).toBe('false');
  });
});

/** Dates, phone numbers and card numbers never break mid-value: in a cell's value, in a title and inside a sentence. */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { keepClass, keepTogether } from '../../widgets/keep-together.tsx';
import { showNode } from '../support/render-node.tsx';

const kept = (text: string) => Array.from(render(<p>{keepTogether(text)}</p>).container.querySelectorAll('.h-keep')).map((e) => e.textContent);

describe('keep-together', () => {
  it('keeps a whole value on one line: a date, a time, a phone number, an amount, a code', () => {
    for (const value of [
      '2025-06-07',
      '08:41:05',
      '0917 555 0142',
      '09175550142',
      '(02) 8812 4400',
      '+63 917 555 0199',
      '+63 2 8123 4567',
      '₱8.959,00',
      'HT2503000170',
      '**** 5678',
    ]) {
      expect(keepClass(value), value).toBe(' h-keep');
    }
    for (const value of ['Customer service', 'Pay at a store', 'Loan amount', '']) expect(keepClass(value), value).toBe('');
  });

  it('inside a sentence keeps each date, phone number and masked card whole, and nothing else', () => {
    expect(kept('Your repayment is due. Please repay ₱8.959,00 on or before 2025-06-07 to avoid the late penalty.')).toEqual(['2025-06-07']);
    expect(kept('Call 0917 555 0142 or (02) 8812 4400 from 08:00 to 17:00.')).toEqual(['0917 555 0142', '(02) 8812 4400', '08:00', '17:00']);
    // A date and its time each stay whole; between them the line may break in a narrow column.
    expect(keepClass('2025-03-11 08:41:05')).toBe('');
    expect(kept('2025-03-11 08:41:05')).toEqual(['2025-03-11', '08:41:05']);
    expect(kept('BDO Unibank **** 5678')).toEqual(['**** 5678']);
    expect(kept('Call +63 917 555 0199 or +63 2 8123 4567.')).toEqual(['+63 917 555 0199', '+63 2 8123 4567']);
    expect(kept('Pay within 1 to 3 days')).toEqual([]);
  });

  it('changes no text: the sentence reads the same', () => {
    const text = 'Please repay ₱1.712,17 on or before 2025-06-16 (instalment 1 of 3).';
    expect(render(<p>{keepTogether(text)}</p>).container.textContent).toBe(text);
  });

  it('is used by the text and cell widgets', async () => {
    const r = await showNode([
      { type: 'text', text: 'Your next payment date is 2025-06-14' },
      { type: 'cell', title: 'Customer service', value: '0917 555 0142' },
      { type: 'cell', title: 'Paid with', value: 'BDO Unibank **** 5678' },
    ]);
    const keeps = Array.from(r.container.querySelectorAll('.h-keep')).map((e) => e.textContent);
    expect(keeps).toEqual(['2025-06-14', '0917 555 0142', '**** 5678']);
  });
});

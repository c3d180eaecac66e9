/**
 * A text the borrower reads is edited in English and Filipino side by side (issue 35 item 4): writing the Filipino
 * stamps it with the English's fingerprint; changing the English afterwards leaves it stale until marked checked; an
 * emptied Filipino goes back to a plain English string.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderInStudio } from '../../../support/studio-connection.tsx';
import { applyEdits } from 'jsonc-parser';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { fingerprint } from '../../../../renderer/core/i18n/translations.ts';
import { parseText, propertyEdits } from '../../../../studio/form/property-edits.ts';
import { PropertyForm } from '../../../../studio/form/property-form.tsx';
import type { Problem } from '../../../../studio/studio-api.ts';
import { translationMessage } from '../../../../renderer/core/i18n/translation-check.ts';
import { filipinoState, withEnglish, withFilipino } from '../../../../studio/form/translation-edits.ts';

const start = JSON.stringify({ schemaVersion: 2, id: 'x', body: [{ type: 'button', id: 'go', text: 'Loan Now' }] }, null, 2);

function Harness({ onDoc }: { onDoc(doc: unknown): void }) {
  const [current, setCurrent] = useState(start);
  const set = (pointer: string, prop: string, value: unknown) => {
    const next = applyEdits(current, propertyEdits(current, pointer, prop, value));
    setCurrent(next);
    onDoc(JSON.parse(next));
  };
  return <PropertyForm doc={parseText(current)} pointer="/body/0" problems={[]} onSet={set} onReveal={() => undefined} />;
}

const textOf = (doc: unknown) => (doc as { body: { text: unknown }[] }).body[0]?.text;
const commit = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
};

describe('English and Filipino side by side', () => {
  test('write the Filipino, change the English, see it stale, mark it checked, empty it', () => {
    const onDoc = vi.fn();
    renderInStudio(<Harness onDoc={onDoc} />);
    const group = screen.getByRole('group', { name: 'text, English and Filipino' });
    const english = within(group).getByRole('textbox', { name: /^text/ });
    const filipino = within(group).getByRole('textbox', { name: 'Filipino' });
    expect(english).toHaveProperty('value', 'Loan Now');
    expect(filipino).toHaveProperty('value', '');

    act(() => commit(filipino, 'Mag-loan na'));
    expect(textOf(onDoc.mock.lastCall?.[0])).toEqual({ en: 'Loan Now', fil: 'Mag-loan na', filFrom: fingerprint('Loan Now') });
    expect(within(group).queryByRole('button', { name: /mark it checked/ })).toBeNull();

    act(() => commit(english, 'Borrow now'));
    expect(textOf(onDoc.mock.lastCall?.[0])).toEqual({ en: 'Borrow now', fil: 'Mag-loan na', filFrom: fingerprint('Loan Now') });
    expect(within(group).getByText(/The English changed after this Filipino was written/)).toBeTruthy();
    act(() => fireEvent.click(within(group).getByRole('button', { name: /mark it checked/ })));
    expect(textOf(onDoc.mock.lastCall?.[0])).toEqual({ en: 'Borrow now', fil: 'Mag-loan na', filFrom: fingerprint('Borrow now') });

    act(() => commit(filipino, ''));
    expect(textOf(onDoc.mock.lastCall?.[0])).toBe('Borrow now');
  });

  test('where the Filipino stands', () => {
    expect(filipinoState('Loan Now')).toBe('missing');
    expect(filipinoState('=data.product.name')).toBe('not-needed');
    expect(filipinoState(withFilipino('Loan Now', 'Mag-loan na'))).toBe('written');
    expect(filipinoState(withEnglish(withFilipino('Loan Now', 'Mag-loan na'), 'Borrow'))).toBe('stale');
  });

  describe('a text written as an expression', () => {
    const formOf = (text: string, problems: Problem[] = []) => {
      const doc = JSON.stringify({ schemaVersion: 2, id: 'x', body: [{ type: 'button', id: 'go', text }] }, null, 2);
      renderInStudio(<PropertyForm doc={parseText(doc)} pointer="/body/0" problems={problems} onSet={() => undefined} onReveal={() => undefined} />);
      return screen.getByRole('group', { name: 'text, English and Filipino' });
    };
    const error = (message: string): Problem => ({ severity: 'error', message, pointer: '/body/0/text', line: 1, column: 1, from: 0, to: 1 });

    test('with no words for the borrower has nothing to translate: no Filipino box, its own error on the English only', () => {
      const group = formOf('=data.product.nmae', [error('`data.product.nmae` is not a field of the product answer')]);
      expect(within(group).getByRole('combobox', { name: 'text' }).getAttribute('aria-invalid')).toBe('true');
      expect(within(group).queryByRole('textbox', { name: 'Filipino' })).toBeNull();
      expect(within(group).queryByRole('combobox', { name: 'Filipino' })).toBeNull();
      expect(within(group).getByText(/no words to translate/)).toBeTruthy();
    });

    test('with words: the Filipino is an expression box too, marked only for its own problem', () => {
      const en = "='Hello ' + data.product.name";
      const group = formOf(en, [error(translationMessage({ pointer: '/body/0/text', en, kind: 'missing' }))]);
      expect(within(group).getByRole('combobox', { name: 'text' }).getAttribute('aria-invalid')).toBeNull();
      const filipino = within(group).getByRole('combobox', { name: 'Filipino' });
      expect(filipino.getAttribute('aria-invalid')).toBe('true');
      expect(filipino.getAttribute('placeholder')).toBe('Not written yet: the borrower reads the English');
    });
  });
});

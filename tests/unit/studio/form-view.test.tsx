import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderInStudio } from '../../support/studio-connection.tsx';
import { applyEdits } from 'jsonc-parser';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { PropertyForm } from '../../../studio/form/property-form.tsx';
import { parseText, propertyEdits } from '../../../studio/form/property-edits.ts';
import type { Problem } from '../../../studio/studio-api.ts';

const text = fs.readFileSync(path.join(process.cwd(), 'tests', 'support', 'studio-sample-screen.json'), 'utf8');
const email = '/body/0/children/1';

/** The form over a text state, applying its edits the way the studio does (jsonc-parser edits on the text). */
function Harness({ problems = [], onText }: { problems?: Problem[]; onText(text: string): void }) {
  const [current, setCurrent] = useState(text);
  const set = (pointer: string, prop: string, value: unknown) => {
    const next = applyEdits(current, propertyEdits(current, pointer, prop, value));
    setCurrent(next);
    onText(next);
  };
  return <PropertyForm doc={parseText(current)} pointer={email} problems={problems} onSet={set} onReveal={() => undefined} />;
}

const form = () => screen.getByRole('form', { name: 'Properties of cell' });

describe('PropertyForm', () => {
  test('typing a new title changes only that text, once typing pauses or on Enter', () => {
    const onText = vi.fn();
    renderInStudio(<Harness onText={onText} />);
    const title = within(form()).getByRole('textbox', { name: /^title/ });
    expect(title).toHaveProperty('value', 'E-mail');
    fireEvent.change(title, { target: { value: 'Email us' } });
    expect(onText).not.toHaveBeenCalled();
    fireEvent.keyDown(title, { key: 'Enter' });
    expect(onText).toHaveBeenCalledTimes(1);
    expect(onText.mock.lastCall?.[0]).toBe(text.replace('"title": "E-mail"', '"title": "Email us"'));
  });

  test('a pause in typing applies the text as one edit', () => {
    vi.useFakeTimers();
    const onText = vi.fn();
    renderInStudio(<Harness onText={onText} />);
    const title = within(form()).getByRole('textbox', { name: /^title/ });
    fireEvent.change(title, { target: { value: 'E' } });
    fireEvent.change(title, { target: { value: 'Em' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(onText).toHaveBeenCalledTimes(1);
    expect(onText.mock.lastCall?.[0]).toContain('"title": "Em"');
  });

  test('the visible rule: Never writes false, When… an expression, Not set removes it', () => {
    const onText = vi.fn();
    renderInStudio(<Harness onText={onText} />);
    const rule = within(form()).getByRole('combobox', { name: /^visible/ });
    expect(rule).toHaveProperty('value', 'when');
    fireEvent.change(rule, { target: { value: 'never' } });
    expect(onText.mock.lastCall?.[0]).toContain('"visible": false,\n          "title": "E-mail"');
    fireEvent.change(rule, { target: { value: 'when' } });
    const expr = within(form()).getByRole('combobox', { name: 'When is visible true? (expression)' });
    fireEvent.change(expr, { target: { value: "data.contact.email == ''" } });
    fireEvent.blur(expr);
    expect(onText.mock.lastCall?.[0]).toContain(`"visible": "=data.contact.email == ''"`);
    fireEvent.change(rule, { target: { value: 'unset' } });
    expect(onText.mock.lastCall?.[0]).not.toMatch(/"id": "email",\s*"visible"/);
  });

  test('an emptied optional text removes the property; an expression is said to be one', () => {
    const onText = vi.fn();
    renderInStudio(<Harness onText={onText} />);
    const value = within(form()).getByRole('combobox', { name: /^value/ });
    expect(value.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(form()).getAllByText(/an expression, worked out while the screen runs/).length).toBeGreaterThan(0);
    fireEvent.change(value, { target: { value: '' } });
    fireEvent.blur(value);
    expect(parseText(onText.mock.lastCall?.[0] ?? '')).not.toHaveProperty(['body', 0, 'children', 1, 'value']);
    expect(onText.mock.lastCall?.[0]).not.toContain('"value": "=data.contact.email"');
  });

  test('shows each problem under the field it is about, and flags the field invalid', () => {
    const problem = (pointer: string, message: string): Problem => ({
      severity: 'error',
      pointer,
      message,
      line: 1,
      column: 1,
      from: 0,
      to: 0,
    });
    const problems = [
      problem(`${email}/visible`, '`visible`: cannot read expression'),
      problem(`${email}/onTap/0/url`, '`url` must be text'),
      problem('/body/0/children/0/title', 'a problem of another node'),
    ];
    renderInStudio(<Harness problems={problems} onText={() => undefined} />);
    const visible = within(form()).getByRole('combobox', { name: /^visible/ });
    expect(visible.getAttribute('aria-invalid')).toBe('true');
    const field = (name: string) => form().querySelector(`[data-prop="${name}"]`);
    expect(field('visible')?.textContent).toContain('`visible`: cannot read expression');
    expect(field('onTap')?.textContent).toContain('`url` must be text');
    expect(field('title')?.textContent).not.toContain('another node');
    expect(form().textContent).not.toContain('another node');
  });
});

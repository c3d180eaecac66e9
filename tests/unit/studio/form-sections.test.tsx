/**
 * Issue 18, item 7: the property form opens on what staff change — texts, then visibility, then choices, taps and the
 * widgets inside — with $schema, schemaVersion, ids and fallbacks behind a closed "Advanced" disclosure that opens by
 * itself when one of its fields has an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { renderInStudio } from '../../support/studio-connection.tsx';
import { describe, expect, test } from 'vitest';
import { formSections } from '../../../studio/form/form-sections.ts';
import { PropertyForm, formProps } from '../../../studio/form/property-form.tsx';
import { parseText } from '../../../studio/form/property-edits.ts';
import type { Problem } from '../../../studio/studio-api.ts';

const text = fs.readFileSync(path.join(process.cwd(), 'tests', 'support', 'studio-sample-screen.json'), 'utf8');
const names = (list: { name: string }[]) => list.map((p) => p.name);
const problem = (pointer: string, message: string): Problem => ({ severity: 'error', pointer, message, line: 1, column: 1, from: 0, to: 0 });

function formOf(pointer: string, problems: Problem[] = []) {
  renderInStudio(<PropertyForm doc={parseText(text)} pointer={pointer} problems={problems} onSet={() => undefined} onReveal={() => undefined} />);
  const form = screen.getByRole('form');
  const fields = Array.from(form.querySelectorAll<HTMLElement>('.st-field')).map((f) => f.dataset.prop);
  const advanced = form.querySelector('details');
  return { form, fields, advanced };
}

describe('formSections', () => {
  test('a cell: its texts, then visible, then its flags, then onTap; id and fallback apart', () => {
    const { main, advanced } = formSections(formProps('/body/0', { type: 'cell' }) ?? []);
    expect(names(main)).toEqual(['title', 'value', 'description', 'icon', 'visible', 'chevron', 'selected', 'onTap']);
    expect(names(advanced)).toEqual(['id', 'fallback']);
  });

  test('the screen: its title first, the widgets before the data plumbing; $schema, schemaVersion and id apart', () => {
    const { main, advanced } = formSections(formProps('', {}) ?? []);
    expect(names(main)[0]).toBe('title');
    expect(names(main)).not.toContain('$schema');
    expect(names(main).indexOf('body')).toBeLessThan(names(main).indexOf('load'));
    expect(names(advanced)).toEqual(['$schema', 'schemaVersion', 'id']);
  });
});

describe('PropertyForm layout', () => {
  test('the screen form opens on its title; $schema and schemaVersion are in the closed Advanced part', () => {
    const { form, fields, advanced } = formOf('');
    expect(fields[0]).toBe('title');
    expect(within(form).getByRole('heading').textContent).toBe('screenCustomer service');
    expect(advanced?.open).toBe(false);
    expect(advanced?.querySelector('summary')?.textContent).toBe('Advanced ($schema, schemaVersion, id)');
    expect(Array.from(advanced?.querySelectorAll<HTMLElement>('.st-field') ?? []).map((f) => f.dataset.prop)).toEqual([
      '$schema',
      'schemaVersion',
      'id',
    ]);
  });

  test('a cell form opens on its title, with id and fallback in the closed Advanced part', () => {
    const { fields, advanced } = formOf('/body/0/children/1');
    expect(fields.slice(0, 2)).toEqual(['title', 'value']);
    expect(fields.slice(-2)).toEqual(['id', 'fallback']);
    expect(advanced?.open).toBe(false);
  });

  test('Advanced opens by itself when one of its fields has an error', () => {
    const { advanced } = formOf('', [problem('/schemaVersion', 'schemaVersion must be 2')]);
    expect(advanced?.open).toBe(true);
    expect(advanced?.textContent).toContain('schemaVersion must be 2');
  });
});

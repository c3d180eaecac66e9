/** New screen and Duplicate (issue 34 item 5): id and route from the title, texts that pass the checks, and the dialog's request. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import { validateScreenText } from '../../../../checks/validate-screen-text.ts';
import { NewScreenDialog } from '../../../../studio/new-screen/new-screen-dialog.tsx';
import { idFromTitle, routeFromTitle, startText } from '../../../../studio/new-screen/new-screen-text.ts';
import { screenTemplates } from '../../../../studio/new-screen/screen-templates.ts';
import { StudioApiError } from '../../../../studio/server-state/studio-api-error.ts';
import { renderInStudio, testConnection } from '../../../support/studio-connection.tsx';

const errors = (text: string, id: string) => validateScreenText(text, id).filter((p) => p.severity === 'error');

describe('what a new screen starts as', () => {
  test('its id and route follow the title', () => {
    expect(idFromTitle('Help desk')).toBe('help-desk');
    expect(idFromTitle('Tulong — Bayad (PH)')).toBe('tulong-bayad-ph');
    expect(idFromTitle('2024 promo')).toBe('screen-2024-promo');
    expect(routeFromTitle('Help desk')).toBe('/helpDesk');
    expect(routeFromTitle('Customer service (copy)')).toBe('/customerServiceCopy');
    expect(idFromTitle('')).toBe('');
  });

  test('every template gives a screen without errors', () => {
    for (const t of screenTemplates)
      expect({ template: t.name, errors: errors(startText({ template: t.name }, 'promo-page', 'Promo'), 'promo-page') }).toEqual({
        template: t.name,
        errors: [],
      });
  });

  test('a copy keeps everything but its id and title', () => {
    const source = readFileSync('screens/customer-service.json', 'utf8');
    const text = startText({ copyOf: 'customer-service', text: source }, 'help-desk', 'Help desk');
    expect(errors(text, 'help-desk')).toEqual([]);
    const doc = JSON.parse(text) as Record<string, unknown>;
    expect(doc).toMatchObject({ id: 'help-desk', title: 'Help desk' });
    expect(doc.body).toEqual((JSON.parse(source) as Record<string, unknown>).body);
  });
});

function openDialog(answer: (path: string, body: unknown) => Promise<unknown>) {
  const connection = testConnection();
  const request = vi.fn(answer);
  connection.client.request = request as typeof connection.client.request;
  const made = vi.fn();
  const copyOf = { id: 'customer-service', title: 'Customer service', text: readFileSync('screens/customer-service.json', 'utf8') };
  renderInStudio(<NewScreenDialog copyOf={copyOf} onClose={() => undefined} onMade={made} />, connection);
  return { request, made };
}

describe('NewScreenDialog', () => {
  test('duplicates the open screen with the id and route its title gives, and opens it', async () => {
    const { request, made } = openDialog(async () => ({ id: 'help-desk' }));
    expect(screen.getByRole('dialog', { name: 'Duplicate Customer service' })).toBeTruthy();
    expect((screen.getByLabelText('Start from') as HTMLSelectElement).value).toBe('copy');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Help desk' } });
    expect((screen.getByLabelText('Id') as HTMLInputElement).value).toBe('help-desk');
    expect((screen.getByLabelText('Route in the app') as HTMLInputElement).value).toBe('/helpDesk');
    fireEvent.click(screen.getByRole('button', { name: 'Create screen' }));
    await waitFor(() => expect(made).toHaveBeenCalledWith('help-desk'));
    const [path, body] = request.mock.calls.find((c) => c[0] === '/screens') ?? [];
    expect(path).toBe('/screens');
    expect(body).toMatchObject({ id: 'help-desk', route: '/helpDesk', from: 'customer-service' });
    expect(JSON.parse((body as { text: string }).text)).toMatchObject({ id: 'help-desk', title: 'Help desk' });
  });

  test('a template, an id typed over, and the server’s refusal shown in its words', async () => {
    const { request, made } = openDialog(async () => {
      throw new StudioApiError(409, 'The route /helpDesk already opens the screen "help-desk".', [], null, 'taken');
    });
    fireEvent.change(screen.getByLabelText('Start from'), { target: { value: 'information' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Help desk' } });
    fireEvent.change(screen.getByLabelText('Id'), { target: { value: 'help-desk-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create screen' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The route /helpDesk already opens the screen "help-desk".');
    expect(request.mock.calls[0]?.[1]).toMatchObject({ id: 'help-desk-2', route: '/helpDesk', from: 'template:information' });
    expect(made).not.toHaveBeenCalled();
  });

  test('says what is missing instead of sending an untitled screen', () => {
    const { request } = openDialog(async () => ({ id: 'x' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create screen' }));
    expect(screen.getByRole('alert').textContent).toBe('Give the screen a title: the borrower reads it at the top.');
    expect(request).not.toHaveBeenCalled();
  });
});

describe('the audit says a screen was made', () => {
  test('in words, with where it came from and its route', async () => {
    const { actionWords, detailWords } = await import('../../../../studio/audit/audit-words.ts');
    const { auditEntry } = await import('../views-fake-api.ts');
    expect(actionWords('screen-create')).toBe('Made a new screen');
    expect(
      detailWords(auditEntry({ action: 'screen-create', screenId: 'help-desk', detail: { from: 'customer-service', route: '/helpDesk' } })),
    ).toContain('a copy of customer-service at /helpDesk');
    expect(detailWords(auditEntry({ action: 'screen-create', detail: { from: 'template:blank', route: '/promo' } }))).toContain(
      'from the template blank at /promo',
    );
  });
});

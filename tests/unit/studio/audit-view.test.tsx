/** AuditView: entries in words, 50 a page with "Older" paging by `before`, the screen filter, failures. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '../../../studio/studio-api.ts';
import { auditEntry, fakesPerTest, screenSummary, sessionOf } from './views-fake-api.ts';

vi.mock('../../../studio/studio-api.ts', async (importOriginal) => {
  const { fakeStudioApi } = await import('./views-fake-api.ts');
  return fakeStudioApi(await importOriginal());
});

let api: typeof import('../../../studio/studio-api.ts');
let AuditView: typeof import('../../../studio/audit/audit-view.tsx').AuditView;
let words: typeof import('../../../studio/audit/audit-words.ts');

let renderInStudio: typeof import('../../support/studio-connection.tsx').renderInStudio;
beforeAll(async () => {
  vi.resetModules();
  ({ renderInStudio } = await import('../../support/studio-connection.tsx'));
  api = await import('../../../studio/studio-api.ts');
  ({ AuditView } = await import('../../../studio/audit/audit-view.tsx'));
  words = await import('../../../studio/audit/audit-words.ts');
});
fakesPerTest(() => api);

/** Entries with ids from `top` down. */
function page(top: number, count: number): AuditEntry[] {
  return Array.from({ length: count }, (_, i) => auditEntry({ id: top - i, action: 'draft-save', detail: { baseVersion: 2 } }));
}

function rows() {
  return within(screen.getByRole('table', { name: 'Audit log, newest first' }))
    .getAllByRole('row')
    .slice(1);
}

describe('AuditView', () => {
  it('shows when (local time), who, the action in words, the screen and a short detail', async () => {
    vi.mocked(api.listScreens).mockResolvedValue([screenSummary()]);
    const at = '2026-11-20T06:30:15.000Z';
    vi.mocked(api.listAudit).mockResolvedValueOnce([
      auditEntry({
        id: 3,
        at,
        actor: 'Rhea Reviewer',
        action: 'approve',
        detail: { changeRequestId: 4, comment: 'Checked', version: 7, target: 'production' },
      }),
      auditEntry({
        id: 2,
        at,
        actor: 'Rhea Reviewer',
        action: 'rollback',
        detail: { version: 6, rollbackOf: 0, channel: 'staging', reason: 'Wrong fee' },
      }),
      auditEntry({ id: 1, at, actor: 'Ana Admin', action: 'sign-in-failed', screenId: null, detail: { email: 'ana@hatid.test' } }),
    ]);
    const onOpenScreen = vi.fn();
    renderInStudio(<AuditView session={sessionOf('viewer')} onOpenScreen={onOpenScreen} />);
    await screen.findByRole('table', { name: 'Audit log, newest first' });
    expect(api.listAudit).toHaveBeenCalledWith(expect.anything(), { limit: 50 });
    const [approve, rollback, failed] = rows();
    const cells = within(approve!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      words.localTime(at),
      'Rhea Reviewer',
      'Approved a change',
      'customer-service',
      'version 7 · on production · request #4 · comment “Checked”',
    ]);
    expect(approve!.querySelector('time')?.getAttribute('dateTime')).toBe(at);
    expect(within(rollback!).getByText('Rolled back')).toBeTruthy();
    expect(within(rollback!).getByText('version 6, the text of the bundled copy · on staging · “Wrong fee”')).toBeTruthy();
    expect(within(failed!).getByText('Sign-in failed')).toBeTruthy();
    expect(within(failed!).getByText('ana@hatid.test')).toBeTruthy();
    await userEvent.click(within(approve!).getByRole('button', { name: 'customer-service' }));
    expect(onOpenScreen).toHaveBeenCalledWith('customer-service');
    expect(screen.getByText('That is the oldest entry.')).toBeTruthy();
  });

  it('pages 50 at a time: Older asks for the entries before the last one shown', async () => {
    vi.mocked(api.listScreens).mockResolvedValue([]);
    vi.mocked(api.listAudit).mockResolvedValueOnce(page(120, 50));
    renderInStudio(<AuditView session={sessionOf('viewer')} onOpenScreen={vi.fn()} />);
    await screen.findByRole('table', { name: 'Audit log, newest first' });
    expect(rows()).toHaveLength(50);
    let release!: (entries: AuditEntry[]) => void;
    vi.mocked(api.listAudit).mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(api.listAudit).toHaveBeenLastCalledWith(expect.anything(), { before: 71, limit: 50 });
    expect(screen.getByRole('button', { name: 'Loading…' }).hasAttribute('disabled')).toBe(true);
    release(page(70, 50));
    await screen.findByRole('button', { name: 'Older' });
    expect(rows()).toHaveLength(100);
    vi.mocked(api.listAudit).mockResolvedValueOnce(page(20, 20));
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(api.listAudit).toHaveBeenLastCalledWith(expect.anything(), { before: 21, limit: 50 });
    expect(await screen.findByText('That is the oldest entry.')).toBeTruthy();
    expect(rows()).toHaveLength(120);
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();
  });

  it('filters by screen id and shows everything again', async () => {
    vi.mocked(api.listScreens).mockResolvedValue([screenSummary({ id: 'repayment', title: 'Repayment' })]);
    vi.mocked(api.listAudit).mockResolvedValue(page(5, 5));
    renderInStudio(<AuditView session={sessionOf('viewer')} onOpenScreen={vi.fn()} />);
    await screen.findByRole('table', { name: 'Audit log, newest first' });
    const filter = screen.getByRole('search', { name: 'Filter the audit log' });
    await userEvent.type(within(filter).getByLabelText('Screen id'), 'repayment');
    await userEvent.click(within(filter).getByRole('button', { name: 'Show' }));
    expect(api.listAudit).toHaveBeenLastCalledWith(expect.anything(), { screenId: 'repayment', limit: 50 });
    expect(await screen.findByText(/Entries for Repayment, newest first/)).toBeTruthy();
    await userEvent.click(within(filter).getByRole('button', { name: 'Clear filter' }));
    expect(api.listAudit).toHaveBeenLastCalledWith(expect.anything(), { limit: 50 });
    expect((within(filter).getByLabelText('Screen id') as HTMLInputElement).value).toBe('');
  });

  it('filters by person, action and days, and exports what the filter shows as CSV', async () => {
    vi.mocked(api.listScreens).mockResolvedValue([]);
    vi.mocked(api.listAudit).mockResolvedValue(page(5, 5));
    renderInStudio(<AuditView session={sessionOf('viewer')} onOpenScreen={vi.fn()} />);
    await screen.findByRole('table', { name: 'Audit log, newest first' });
    const filter = screen.getByRole('search', { name: 'Filter the audit log' });
    expect(within(filter).getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/studio-api/audit.csv');
    await screen.findByRole('option', { name: 'Eddie Editor' });
    await userEvent.selectOptions(within(filter).getByLabelText('Person'), 'Eddie Editor');
    await userEvent.selectOptions(within(filter).getByLabelText('Action'), 'Saved a draft');
    await userEvent.type(within(filter).getByLabelText('From'), '2026-11-20');
    await userEvent.type(within(filter).getByLabelText('To'), '2026-11-21');
    await userEvent.click(within(filter).getByRole('button', { name: 'Show' }));
    const from = new Date('2026-11-20T00:00:00').toISOString();
    const to = new Date('2026-11-22T00:00:00').toISOString();
    expect(api.listAudit).toHaveBeenLastCalledWith(expect.anything(), { actor: 'Eddie Editor', action: 'draft-save', from, to, limit: 50 });
    expect(await screen.findByText(/Entries by Eddie Editor of “Saved a draft” from 2026-11-20 to 2026-11-21, newest first/)).toBeTruthy();
    const href = new URL(String(within(filter).getByRole('link', { name: 'Export CSV' }).getAttribute('href')), 'http://studio.test');
    expect(href.pathname).toBe('/studio-api/audit.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({ actor: 'Eddie Editor', action: 'draft-save', from, to });
  });

  it('says why a page failed and tries the same page again', async () => {
    vi.mocked(api.listScreens).mockResolvedValue([]);
    vi.mocked(api.listAudit).mockResolvedValueOnce(page(80, 50));
    renderInStudio(<AuditView session={sessionOf('viewer')} onOpenScreen={vi.fn()} />);
    await screen.findByRole('table', { name: 'Audit log, newest first' });
    vi.mocked(api.listAudit).mockRejectedValueOnce(new api.StudioApiError(503, 'The screen database is not answering.', [], null, 'db-down'));
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Older entries could not be loaded: The screen database is not answering.');
    expect(rows()).toHaveLength(50);
    vi.mocked(api.listAudit).mockResolvedValueOnce(page(30, 3));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(api.listAudit).toHaveBeenLastCalledWith(expect.anything(), { before: 31, limit: 50 });
    expect(await screen.findByText('That is the oldest entry.')).toBeTruthy();
    expect(rows()).toHaveLength(53);
  });
});

describe('audit words', () => {
  it('names every recorded action', () => {
    const named = [
      'sign-in',
      'sign-in-failed',
      'draft-save',
      'submit',
      'approve',
      'request-changes',
      'withdraw',
      'publish',
      'promote',
      'rollback',
      'settings',
      'user-create',
      'user-update',
      'sign-out',
      'fixtures',
    ];
    for (const action of named) expect(words.actionWords(action)).not.toBe(action);
    expect(words.actionWords('something-new')).toBe('something-new');
  });

  it('keeps details short', () => {
    const long = 'x'.repeat(200);
    expect(
      words.detailWords(
        auditEntry({ action: 'submit', detail: { reason: long, baseVersion: 0, target: 'staging', money: true, changeRequestId: 2 } }),
      ),
    ).toBe(`from the bundled copy · on staging · request #2 · money screen · “${'x'.repeat(79)}…”`);
    expect(words.detailWords(auditEntry({ action: 'user-update', screenId: null, detail: { email: 'bea@hatid.test', role: 'reviewer' } }))).toBe(
      'bea@hatid.test · role reviewer',
    );
    expect(words.detailWords(auditEntry({ action: 'settings', detail: { reviewRequired: true } }))).toBe('needs review: on');
    expect(words.detailWords(auditEntry({ action: 'sign-out', screenId: null, detail: {} }))).toBe('');
    expect(
      words.detailWords(
        auditEntry({
          action: 'sign-in-failed',
          screenId: null,
          detail: { address: '203.0.113.7', attempts: 120, rateLimited: 110, lastEmail: 'x@evil.example' },
        }),
      ),
    ).toBe('120 attempts in the minute, 110 over the limit, from 203.0.113.7 · last typed “x@evil.example”');
    expect(
      words.detailWords(
        auditEntry({
          action: 'approve-refused',
          detail: { changeRequestId: 4, why: 'their account was created by Ada Admin, who made this change' },
        }),
      ),
    ).toBe('request #4 · refused: their account was created by Ada Admin, who made this change');
    expect(words.detailWords(auditEntry({ action: 'fixtures', detail: { passed: 2, textHash: 'ab12', files: ['a.json', 'b.json'] } }))).toBe(
      '2 of 2 passed on the published text',
    );
    expect(
      words.detailWords(
        auditEntry({ action: 'fixtures', detail: { replayedBy: 'server', total: 2, passed: 2, textHash: 'ab12', files: ['a.json', 'b.json'] } }),
      ),
    ).toBe('2 of 2 passed when the server replayed them on the published text');
    expect(words.actionWords('fixtures-failed')).toBe('QA fixtures failed');
    expect(
      words.detailWords(auditEntry({ action: 'fixtures-failed', detail: { replayedBy: 'server', total: 2, passed: 1, browserReport: 'passed' } })),
    ).toBe('1 of 2 failed when the server replayed them; nothing was published · the browser had reported them passing');
  });
});

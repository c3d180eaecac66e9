/** HistoryPanel: empty state, versions newest first with live/rollback marks, diff against live, confirmed rollback. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HistoryPanel } from '../../../studio/history/history-panel.tsx';
import { installFakeStudioApi, type FakeVersion } from './publish-fake-api.ts';

const text = (greeting: string) => `{\n  "id": "home",\n  "body": [\n    { "type": "text", "text": "${greeting}" }\n  ]\n}\n`;
const versions: FakeVersion[] = [
  { version: 1, at: '2026-03-01T09:00:00.000Z', author: 'Ana', message: 'First greeting', text: text('Hello') },
  { version: 2, at: '2026-03-02T09:00:00.000Z', author: 'Bea', message: 'Louder', text: text('HELLO') },
  { version: 3, at: '2026-03-02T10:00:00.000Z', author: 'Cy', message: 'Rollback to version 1', rollbackOf: 1, text: text('Hello') },
  { version: 4, at: '2026-03-03T09:30:00.000Z', author: 'Dee', message: 'Warmer greeting', text: text('Hello, borrower') },
];

async function openHistory() {
  await userEvent.click(screen.getByRole('button', { name: 'History' }));
  return screen.findByRole('dialog', { name: 'History of home' });
}

describe('HistoryPanel', () => {
  beforeEach(() => localStorage.clear());

  it('says the bundled screen is live when nothing is published', async () => {
    installFakeStudioApi({ id: 'home', bundledText: text('Hello') });
    render(<HistoryPanel screenId="home" currentText={text('Hello')} onRolledBack={vi.fn()} />);
    const dialog = await openHistory();
    expect(await within(dialog).findByText('Not published yet — borrowers see the screen bundled with the app.')).toBeTruthy();
  });

  it('lists the versions newest first with who, when and why, the live one marked and rollbacks named', async () => {
    installFakeStudioApi({ id: 'home', bundledText: text('Hello'), versions });
    render(<HistoryPanel screenId="home" currentText={text('Hello, borrower')} onRolledBack={vi.fn()} />);
    const dialog = await openHistory();
    const list = await within(dialog).findByRole('list', { name: 'Published versions, newest first' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Version 4', 'Version 3', 'Version 2', 'Version 1']);
    expect(within(rows[0]!).getByText('live')).toBeTruthy();
    expect(within(rows[1]!).queryByText('live')).toBeNull();
    expect(within(rows[1]!).getByText('rollback of v1')).toBeTruthy();
    expect(within(rows[2]!).getByText('by Bea')).toBeTruthy();
    expect(within(rows[2]!).getByText('Louder')).toBeTruthy();
    expect(rows[2]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-02T09:00:00.000Z');
    expect(within(rows[0]!).queryByRole('button', { name: 'Roll back to this version' })).toBeNull();
  });

  it("shows a version's diff against the live version", async () => {
    installFakeStudioApi({ id: 'home', bundledText: text('Hello'), versions });
    render(<HistoryPanel screenId="home" currentText={text('Hello, borrower')} onRolledBack={vi.fn()} />);
    const dialog = await openHistory();
    const row = await within(dialog).findByRole('listitem', { name: 'Version 2' });
    await userEvent.click(within(row).getByRole('button', { name: 'Changes against live (v4)' }));
    const table = await within(row).findByRole('table', { name: 'Changes from live version 4 to version 2' });
    expect(table.querySelector('[data-kind="removed"]')?.textContent).toContain('"Hello, borrower"');
    expect(table.querySelector('[data-kind="added"]')?.textContent).toContain('"HELLO"');
  });

  it('rolls back after a confirmation that says what borrowers get, then hands over the new text', async () => {
    const api = installFakeStudioApi({ id: 'home', bundledText: text('Hello'), versions });
    localStorage.setItem('hatid.studio.author', 'Eve');
    const onRolledBack = vi.fn();
    render(<HistoryPanel screenId="home" currentText={text('Hello, borrower!!')} onRolledBack={onRolledBack} />);
    const dialog = await openHistory();
    const row = await within(dialog).findByRole('listitem', { name: 'Version 2' });
    await userEvent.click(within(row).getByRole('button', { name: 'Roll back to this version' }));
    expect(within(dialog).getByRole('heading', { name: 'Roll back to version 2?' })).toBeTruthy();
    expect(within(dialog).getByText("Borrowers get version 2's screen as version 5.")).toBeTruthy();
    expect(await within(dialog).findByText(/Your draft has edits that are not published/)).toBeTruthy();
    expect(api.posts()).toEqual([]);

    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Roll back to version 2' }));
    await waitFor(() => expect(onRolledBack).toHaveBeenCalledTimes(1));
    expect(api.posts()).toEqual([{ method: 'POST', path: '/studio-api/screens/home/rollback', body: { version: 2, author: 'Eve' } }]);
    expect(api.state.calls.map((call) => call.path)).toContain('/studio-api/screens/home/versions/5');
    expect(onRolledBack).toHaveBeenCalledWith(expect.objectContaining({ version: 5, rollbackOf: 2, author: 'Eve' }), text('HELLO'));
    expect((await within(dialog).findByRole('status')).textContent).toBe("Version 5 is live: version 2's screen again.");
    const newest = (await within(dialog).findAllByRole('listitem'))[0]!;
    expect(newest.getAttribute('aria-label')).toBe('Version 5');
    expect(within(newest).getByText('rollback of v2')).toBeTruthy();
  });

  it('goes back to the list without rolling back, and asks for a name when none is remembered', async () => {
    const api = installFakeStudioApi({ id: 'home', bundledText: text('Hello'), versions });
    render(<HistoryPanel screenId="home" currentText={text('Hello, borrower')} onRolledBack={vi.fn()} />);
    const dialog = await openHistory();
    const row = await within(dialog).findByRole('listitem', { name: 'Version 1' });
    await userEvent.click(within(row).getByRole('button', { name: 'Roll back to this version' }));
    expect(within(dialog).queryByText(/Your draft has edits/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back to version 1' }));
    expect(within(dialog).getByText('Enter your name.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to history' }));
    expect(await within(dialog).findByRole('listitem', { name: 'Version 1' })).toBeTruthy();
    expect(api.posts()).toEqual([]);
  });
});

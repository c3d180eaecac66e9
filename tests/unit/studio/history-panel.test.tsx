/** History: what is live on each channel, versions down to the bundled copy, releases, promote and rollback (reviewers only) with their 409s. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HistoryPanel } from '../../../studio/history/history-panel.tsx';
import { installFakeServer, rey, type FakeVersion } from './studio-fake-server.ts';
import { renderInStudio, signedInConnection } from '../../support/studio-connection.tsx';
import type { StudioConnection } from '../../../studio/server-state/studio-connection.tsx';

let connection: StudioConnection;

const text = (greeting: string) => `{\n  "id": "home",\n  "body": [\n    { "type": "text", "text": "${greeting}" }\n  ]\n}\n`;
const versions: FakeVersion[] = [
  { version: 1, at: '2026-03-01T09:00:00.000Z', author: 'Ana', reason: 'First greeting', baseVersion: 0, text: text('Hello') },
  { version: 2, at: '2026-03-02T09:00:00.000Z', author: 'Bea', reason: 'Louder', baseVersion: 1, changeRequestId: 4, text: text('HELLO') },
  { version: 3, at: '2026-03-02T10:00:00.000Z', author: 'Cy', reason: 'Back to version 1', baseVersion: 2, rollbackOf: 1, text: text('Hello') },
];
const home = { id: 'home', title: 'Home', routes: [], bundledText: text('Bundled'), versions, live: { production: 2, staging: 3 } };

async function openHistory() {
  await userEvent.click(screen.getByRole('button', { name: 'History' }));
  return screen.findByRole('dialog', { name: 'History of home' });
}

function renderPanel(api: ReturnType<typeof installFakeServer>, canAct: boolean, made = false) {
  const onChanged = vi.fn();
  const live = () => ({
    staging: { version: api.state.live.get('home')!.staging, since: '', by: 'x' },
    production: { version: api.state.live.get('home')!.production, since: '2026-03-02T09:30:00.000Z', by: 'Rey Cruz' },
  });
  const view = renderInStudio(<HistoryPanel screenId="home" live={live()} canAct={canAct} made={made} onChanged={onChanged} />, connection);
  onChanged.mockImplementation(() => view.rerender(<HistoryPanel screenId="home" live={live()} canAct={canAct} made={made} onChanged={onChanged} />));
  return onChanged;
}

describe('HistoryPanel', () => {
  let api: ReturnType<typeof installFakeServer>;
  beforeEach(async () => {
    localStorage.clear();
    api = installFakeServer({ screens: [home], signedIn: rey });
    connection = await signedInConnection();
    api.state.releases.set('home', [
      { channel: 'staging', version: 3, kind: 'rollback', by: 'Cy', at: '2026-03-02T10:00:00.000Z' },
      { channel: 'production', version: 2, kind: 'promote', by: 'Rey Cruz', at: '2026-03-02T09:30:00.000Z' },
      { channel: 'staging', version: 2, kind: 'publish', by: 'Rey Cruz', at: '2026-03-02T09:00:00.000Z' },
    ]);
  });

  it('lists every version newest first down to the bundled copy, with where each is live, who, why and where it came from', async () => {
    renderPanel(api, true);
    const dialog = await openHistory();
    const liveNow = dialog.querySelector('[aria-label="Live now"]')?.textContent;
    expect(liveNow).toMatch(/^ProductionVersion 2 · since .+ · by Rey CruzStagingVersion 3$/);
    const list = await within(dialog).findByRole('list', { name: 'Versions, newest first' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Version 3', 'Version 2', 'Version 1', 'Bundled with the app']);
    expect(within(rows[0]!).getByText('live on staging')).toBeTruthy();
    expect(within(rows[0]!).getByText('rollback of v1')).toBeTruthy();
    expect(within(rows[1]!).getByText('live on production')).toBeTruthy();
    expect(within(rows[1]!).getByText('change request #4')).toBeTruthy();
    expect(within(rows[1]!).getByText('by Bea')).toBeTruthy();
    expect(within(rows[3]!).getByText(/The screen as the app ships it/)).toBeTruthy();
    const timeline = within(dialog).getByRole('list', { name: 'Releases, newest first' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Staging: version 3 (a rollback) made live by Cy'),
      expect.stringContaining('Production: version 2 promoted from staging by Rey Cruz'),
      expect.stringContaining('Staging: version 2 published by Rey Cruz'),
    ]);
  });

  it('a screen made in the studio: version 0 is where it started, never live, and offers no rollback to it', async () => {
    api.state.live.set('home', { production: 0, staging: 3 });
    renderPanel(api, true, true);
    const dialog = await openHistory();
    expect(dialog.querySelector('[aria-label="Live now"]')?.textContent).toMatch(/^ProductionNot live yet · since .+StagingVersion 3$/);
    const start = await within(dialog).findByRole('listitem', { name: 'As it was made (never live)' });
    expect(within(start).getByText(/never shown to borrowers, so there is nothing to roll back to/)).toBeTruthy();
    expect(within(start).queryByRole('button', { name: 'Roll back to this…' })).toBeNull();
    const one = within(dialog).getByRole('listitem', { name: 'Version 1' });
    expect(within(one).getByRole('button', { name: 'Roll back to this…' })).toBeTruthy();
  });

  it("shows a version's diff against production", async () => {
    renderPanel(api, true);
    const dialog = await openHistory();
    const row = await within(dialog).findByRole('listitem', { name: 'Bundled with the app' });
    await userEvent.click(within(row).getByRole('button', { name: 'Changes against production' }));
    const table = await within(row).findByRole('table', { name: 'Changes from production (version 2) to bundled with the app' });
    expect(table.querySelector('[data-kind="removed"]')?.textContent).toContain('"HELLO"');
    expect(table.querySelector('[data-kind="added"]')?.textContent).toContain('"Bundled"');
  });

  it('promotes the staging version to production with production as the base, after a confirmation', async () => {
    const onChanged = renderPanel(api, true);
    const dialog = await openHistory();
    const row = await within(dialog).findByRole('listitem', { name: 'Version 3' });
    expect(
      within(await within(dialog).findByRole('listitem', { name: 'Version 1' })).queryByRole('button', { name: 'Promote to production' }),
    ).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Promote to production' }));
    expect(within(dialog).getByRole('heading', { name: 'Promote version 3 to production?' })).toBeTruthy();
    expect(api.posts()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote to production' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.posts()).toEqual([{ method: 'POST', path: '/screens/home/promote', body: { version: 3, baseVersion: 2 } }]);
    expect((await within(dialog).findByRole('status')).textContent).toBe('Version 3 is live on production.');
  });

  it('a promote that lost a race says who acted meanwhile and changes nothing', async () => {
    api.state.live.get('home')!.production = 1;
    renderPanel(api, true);
    api.state.live.get('home')!.production = 2;
    const dialog = await openHistory();
    await userEvent.click(
      within(await within(dialog).findByRole('listitem', { name: 'Version 3' })).getByRole('button', { name: 'Promote to production' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote to production' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Version 2 was made live on production by Rey Cruz meanwhile. Nothing was promoted: look at the history again before you decide.',
    );
    expect(api.state.live.get('home')!.production).toBe(2);
  });

  it('rolls production back to the copy bundled with the app, with production as the base', async () => {
    const onChanged = renderPanel(api, true);
    const dialog = await openHistory();
    const row = await within(dialog).findByRole('listitem', { name: 'Bundled with the app' });
    await userEvent.click(within(row).getByRole('button', { name: 'Roll back to this…' }));
    expect(within(dialog).getByRole('heading', { name: 'Roll back to the copy bundled with the app?' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: /Production/ })).toHaveProperty('checked', true);
    expect(within(dialog).getByText('Borrowers on production get the copy bundled with the app again, as a new version.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^Why/), 'Broken button');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Roll back production to the bundled copy' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(api.posts()).toEqual([
      { method: 'POST', path: '/screens/home/rollback', body: { version: 0, channel: 'production', baseVersion: 2, reason: 'Broken button' } },
    ]);
    expect((await within(dialog).findByRole('status')).textContent).toBe('Version 4 is live on production: the copy bundled with the app again.');
    const newest = (await within(dialog).findAllByRole('listitem'))[0]!;
    expect(newest.getAttribute('aria-label')).toBe('Version 4');
    expect(within(newest).getByText('rollback to the bundled copy')).toBeTruthy();
  });

  it('a rollback from a stale base says so; staging can be picked; nothing is sent while the version is live there', async () => {
    renderPanel(api, true);
    api.state.live.get('home')!.staging = 1;
    const dialog = await openHistory();
    await userEvent.click(
      within(await within(dialog).findByRole('listitem', { name: 'Version 2' })).getByRole('button', { name: 'Roll back to this…' }),
    );
    expect(within(dialog).getByRole('radio', { name: /Staging/ })).toHaveProperty('checked', true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back staging to version 2' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Version 1 is live on staging now. Nothing was rolled back: look at the history again before you decide.',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: /Production/ }));
    expect(within(dialog).getByText('Version 2 is already live on production.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Roll back production to version 2' })).toHaveProperty('disabled', true);
  });

  it('editors and viewers read the history but get no promote or rollback', async () => {
    renderPanel(api, false);
    const dialog = await openHistory();
    await within(dialog).findByRole('list', { name: 'Versions, newest first' });
    expect(within(dialog).getByText('Reviewers and admins can promote a version or roll back.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Promote|Roll back/ })).toBeNull();
  });
});

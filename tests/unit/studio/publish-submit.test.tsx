/** Submit for review: refused with errors, the diff against what is live on the target, a required reason, one POST; publish now only without review; 409/422/offline. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitPanel, type SubmitPanelProps } from '../../../studio/publish/submit-panel.tsx';
import { type Problem, type ScreenSummary } from '../../../studio/studio-api.ts';
import { installFakeServer, type FakeScreen } from './studio-fake-server.ts';
import { renderInStudio, signedInConnection } from '../../support/studio-connection.tsx';
import { fixtureGateSettled } from '../../support/fixture-gate-settled.ts';
import type { StudioConnection } from '../../../studio/server-state/studio-connection.tsx';

let connection: StudioConnection;

const text = (greeting: string) => `{\n  "id": "home",\n  "title": "Home",\n  "body": [\n    { "type": "text", "text": "${greeting}" }\n  ]\n}\n`;
const v1 = { version: 1, at: '2026-03-01T09:00:00.000Z', author: 'Ana Reyes', reason: 'First', baseVersion: 0, text: text('Hello') };
const v2 = { version: 2, at: '2026-03-02T09:00:00.000Z', author: 'Ana Reyes', reason: 'Second', baseVersion: 1, text: text('Hello there') };
const home: FakeScreen = {
  id: 'home',
  title: 'Home',
  routes: [{ path: '/home' }],
  bundledText: text('Bundled'),
  versions: [v1, v2],
  live: { production: 1, staging: 2 },
};
const draft = text('Hello, borrower');

function problem(severity: Problem['severity'], message: string, pointer: string): Problem {
  return { severity, message, pointer, line: 1, column: 1, from: 0, to: 1 };
}

async function summaryOf(id: string): Promise<ScreenSummary> {
  const answer = await fetch(`/studio-api/screens/${id}`);
  return (await answer.json()) as ScreenSummary;
}

async function renderPanel(overrides: Partial<SubmitPanelProps> = {}) {
  const props: SubmitPanelProps = {
    screen: await summaryOf('home'),
    text: draft,
    baseVersion: 2,
    problems: [],
    checkedText: overrides.text ?? draft,
    canPublishNow: false,
    others: [],
    onReveal: vi.fn(),
    onSubmitted: vi.fn(),
    onPublished: vi.fn(),
    onLoadLatest: vi.fn(),
    ...overrides,
  };
  renderInStudio(<SubmitPanel {...props} />, connection);
  return props;
}

/** Opens the submit dialog and waits, as the editor does, until its QA fixture gate has looked for and run the fixtures. */
async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Submit for review…' }));
  const dialog = await screen.findByRole('dialog');
  await fixtureGateSettled(dialog);
  return dialog;
}

describe('SubmitPanel', () => {
  let api: ReturnType<typeof installFakeServer>;
  beforeEach(async () => {
    localStorage.clear();
    api = installFakeServer({ screens: [home, { ...home, id: 'pay', title: 'Pay', money: true }] });
    connection = await signedInConnection();
    api.state.calls.length = 0;
  });

  it('refuses while the text has errors: lists each with its pointer, reveals it, and sends nothing', async () => {
    const problems = [problem('error', 'The text is missing', '/body/0/text'), problem('warning', '`qr-code` is not in app 0.1.0', '/body/1')];
    const props = await renderPanel({ problems });
    const dialog = await openDialog();
    expect(within(dialog).getByText('This screen has 1 problem. Fix it before submitting.')).toBeTruthy();
    expect(within(dialog).getByText(/qr-code/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Submit for review' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show in editor' }));
    expect(props.onReveal).toHaveBeenCalledWith('/body/0/text');
    expect(api.posts()).toEqual([]);
  });

  it('waits with "Checking the screen…" until the newest text is checked', async () => {
    await renderPanel({ checkedText: text('Hello') });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('heading').textContent).toBe('Checking the screen…');
    expect(within(dialog).queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });

  it('its headings go down one level at a time (the dialog title, Before and after, the changes and the JSON)', async () => {
    await renderPanel();
    const dialog = await openDialog();
    await within(dialog).findByRole('table', { name: 'Changes from live on staging (version 2) to your draft' });
    await within(dialog).findByRole('heading', { name: /widgets? changed/ });
    const levels = within(dialog)
      .getAllByRole('heading')
      .map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(2);
    for (let i = 1; i < levels.length; i += 1)
      expect(levels[i], `heading ${i + 1} of ${levels.join(', ')}`).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1);
  });

  it('shows the diff against staging, requires a reason, and submits once with the base version and target', async () => {
    const props = await renderPanel();
    const dialog = await openDialog();
    await within(dialog).findByRole('table', { name: 'Changes from live on staging (version 2) to your draft' });
    expect([...dialog.querySelectorAll('[data-kind="removed"]')].map((r) => r.textContent)).toEqual([expect.stringContaining('"Hello there"')]);
    expect(within(dialog).getByRole('radio', { name: /Staging/ })).toHaveProperty('checked', true);
    expect(within(dialog).queryByRole('button', { name: /Publish now/ })).toBeNull();

    await userEvent.click(within(dialog).getByRole('radio', { name: /Production/ }));
    await within(dialog).findByRole('table', { name: 'Changes from live on production (version 1) to your draft' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    expect(within(dialog).getByText('Write what changed and why.')).toBeTruthy();
    expect(api.posts()).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/^Why this change/), 'Warmer greeting');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.posts()).toEqual([
      {
        method: 'POST',
        path: '/screens/home/change-requests',
        body: { text: draft, baseVersion: 2, reason: 'Warmer greeting', target: 'production' },
      },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Sent for review (#1)');
    expect(props.onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ id: 1, author: 'Ana Reyes', target: 'production' }));
  });

  it('offers "Publish now" on a screen that needs no review, and publishes as the signed-in person', async () => {
    const props = await renderPanel({ canPublishNow: true });
    const dialog = await openDialog();
    expect(within(dialog).getByText('This screen does not need review: you can ask for one, or publish it now yourself.')).toBeTruthy();
    await within(dialog).findByRole('table');
    await userEvent.type(within(dialog).getByLabelText(/^Why this change/), 'Typo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish now to staging' }));
    await waitFor(() => expect(props.onPublished).toHaveBeenCalledWith(expect.objectContaining({ version: 3, author: 'Ana Reyes', reason: 'Typo' })));
    expect(api.posts()).toEqual([
      // With the report of the screen's QA fixtures (none here) replayed on exactly this text.
      {
        method: 'POST',
        path: '/screens/home/publish',
        body: {
          text: draft,
          baseVersion: 2,
          reason: 'Typo',
          target: 'staging',
          fixtures: { textHash: expect.stringMatching(/^[0-9a-f]{64}$/), results: [] },
        },
      },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Published version 3 to staging');
  });

  it('a money screen says why someone else must approve it; there is no author field', async () => {
    await renderPanel({ screen: await summaryOf('pay') });
    const dialog = await openDialog();
    // The dialog first runs the QA fixtures: the summary shows once they are done.
    expect(await within(dialog).findByText('This screen can move money or change an account, so someone else must approve it.')).toBeTruthy();
    expect(within(dialog).queryByLabelText(/name/i)).toBeNull();
  });

  it('warns when someone else is editing the screen too', async () => {
    await renderPanel({ others: [{ userId: 'u-bo', name: 'Bo Santos', role: 'editor', editing: true, seenAt: '' }] });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Bo Santos is editing this screen too — submitting may overwrite their work.')).toBeTruthy();
  });

  it('a 409 names who published meanwhile and offers to load the latest text, keeping the reason', async () => {
    const published = { version: 3, at: '2026-03-03T09:00:00.000Z', author: 'Dee Tan', reason: 'x', baseVersion: 2 };
    api.failNext('POST /screens/home/change-requests', { status: 409, body: { code: 'stale', message: 'stale', published } });
    const props = await renderPanel();
    const dialog = await openDialog();
    await within(dialog).findByRole('table');
    await userEvent.type(within(dialog).getByLabelText(/^Why this change/), 'Greeting');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Version 3 was published by Dee Tan while you edited. Nothing was submitted.');
    expect(within(dialog).getByLabelText(/^Why this change/)).toHaveProperty('value', 'Greeting');
    await userEvent.click(within(alert).getByRole('button', { name: 'Load the latest text (keep mine to compare)' }));
    expect(props.onLoadLatest).toHaveBeenCalled();
  });

  it("lists the server's problems on a 422 and keeps what was typed when the server does not answer", async () => {
    api.failNext('POST /screens/home/change-requests', {
      status: 422,
      body: { message: 'invalid', problems: [problem('error', 'The title is empty', '/title')] },
    });
    api.failNext('POST /screens/home/change-requests', 'offline');
    const props = await renderPanel();
    const dialog = await openDialog();
    await within(dialog).findByRole('table');
    await userEvent.type(within(dialog).getByLabelText(/^Why this change/), 'Greeting');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('The title is empty')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain('Could not reach the studio server, so nothing was submitted'),
    );
    expect(within(dialog).getByLabelText(/^Why this change/)).toHaveProperty('value', 'Greeting');
    expect(props.onSubmitted).not.toHaveBeenCalled();
  });

  it('keeps the typed reason when the dialog is closed with Escape and opened again', async () => {
    await renderPanel();
    let dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Why this change/), 'Half written');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = await openDialog();
    expect(within(dialog).getByLabelText(/^Why this change/)).toHaveProperty('value', 'Half written');
  });
});

/** PublishPanel: refused with errors (nothing sent), the diff against the published version, who/why, one POST, 409/422/offline. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublishPanel } from '../../../studio/publish/publish-panel.tsx';
import type { Problem, Published } from '../../../studio/studio-api.ts';
import { installFakeStudioApi } from './publish-fake-api.ts';

const v1 = '{\n  "id": "home",\n  "title": "Home",\n  "body": [\n    { "type": "text", "text": "Hello" }\n  ]\n}\n';
const draft = v1.replace('"Hello"', '"Hello, borrower"');
const published: Published = { version: 1, at: '2026-03-01T09:00:00.000Z', author: 'Ana', message: 'First' };

function problem(severity: Problem['severity'], message: string, pointer: string): Problem {
  return { severity, message, pointer, line: 1, column: 1, from: 0, to: 1 };
}

function renderPanel(overrides: Partial<Parameters<typeof PublishPanel>[0]> = {}) {
  const onReveal = vi.fn();
  const onPublished = vi.fn();
  render(
    <PublishPanel
      screenId="home"
      text={draft}
      problems={[]}
      checkedText={overrides.text ?? draft}
      published={published}
      onReveal={onReveal}
      onPublished={onPublished}
      {...overrides}
    />,
  );
  return { onReveal, onPublished };
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Publish…' }));
  return screen.findByRole('dialog');
}

describe('PublishPanel', () => {
  let api: ReturnType<typeof installFakeStudioApi>;
  beforeEach(() => {
    localStorage.clear();
    api = installFakeStudioApi({ id: 'home', bundledText: v1.replace('Hello', 'Bundled'), versions: [{ ...published, text: v1 }] });
  });

  it('refuses while the draft has errors: lists each with its pointer, reveals it, and sends nothing', async () => {
    const problems = [
      problem('error', 'The text is missing', '/body/0/text'),
      problem('error', 'Unknown widget type "txt"', '/body/1/type'),
      problem('warning', '`qr-code` is not in app 0.1.0: borrowers on that build see its fallback', '/body/2'),
    ];
    const { onReveal } = renderPanel({ problems });
    const dialog = await openDialog();
    expect(within(dialog).getByText('This screen has 2 problems. Fix them before publishing.')).toBeTruthy();
    expect(within(dialog).getByText('The text is missing')).toBeTruthy();
    expect(within(dialog).getByText('/body/1/type')).toBeTruthy();
    expect(within(dialog).getByText(/qr-code/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Publish' })).toBeNull();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Show in editor' })[1]!);
    expect(onReveal).toHaveBeenCalledWith('/body/1/type');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('waits with "Checking the screen…" until the problems of the newest text arrive, then refuses on their errors', async () => {
    const older = { checkedText: v1, problems: [] };
    const props = { screenId: 'home', text: draft, published, onReveal: vi.fn(), onPublished: vi.fn() };
    const { rerender } = render(<PublishPanel {...props} {...older} />);
    const dialog = await openDialog();
    expect(within(dialog).getByRole('heading').textContent).toBe('Checking the screen…');
    expect(within(dialog).getByRole('status').textContent).toMatch(/^Checking the screen…/);
    expect(within(dialog).queryByRole('button', { name: 'Publish' })).toBeNull();
    rerender(<PublishPanel {...props} checkedText={draft} problems={[problem('error', 'The text is missing', '/body/0/text')]} />);
    expect(within(dialog).getByText('This screen has 1 problem. Fix it before publishing.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('refuses when the newest text could not be checked', async () => {
    renderPanel({ checkedText: v1, checkFailure: 'Could not reach the studio server' });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('alert').textContent).toContain('could not be checked, so it cannot be published yet: Could not reach the studio server');
    expect(within(dialog).queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('refuses a draft that does not parse even when no problem says so', async () => {
    renderPanel({ text: '{ "id": "home", ' });
    const dialog = await openDialog();
    expect(within(dialog).getByText('This screen has 1 problem. Fix it before publishing.')).toBeTruthy();
    expect(within(dialog).getByText(/not valid JSON/)).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('shows the diff against the published version, requires the why, and sends the right body once on a double click', async () => {
    localStorage.setItem('hatid.studio.author', 'Bea');
    const { onPublished } = renderPanel({ problems: [problem('warning', '`qr-code` is not in app 0.1.0', '/body/0')] });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('"Hello, borrower"', { exact: false })).toBeTruthy();
    const added = dialog.querySelectorAll('[data-kind="added"]');
    const removed = dialog.querySelectorAll('[data-kind="removed"]');
    expect([...added].map((row) => row.textContent)).toEqual([expect.stringContaining('+added    { "type": "text", "text": "Hello, borrower" }')]);
    expect([...removed].map((row) => row.textContent)).toEqual([expect.stringContaining('5−removed    { "type": "text", "text": "Hello" }')]);
    expect(within(dialog).getByText(/Older app builds/)).toBeTruthy();
    expect(api.state.calls.map((call) => call.path)).toContain('/studio-api/screens/home/versions/1');

    expect(within(dialog).getByLabelText('Your name')).toHaveProperty('value', 'Bea');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByText('Write what changed and why.')).toBeTruthy();
    expect(api.posts()).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('What changed and why'), 'Friendlier greeting');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.posts()).toEqual([
      { method: 'POST', path: '/studio-api/screens/home/publish', body: { text: draft, message: 'Friendlier greeting', author: 'Bea', baseVersion: 1 } },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Published version 2');
    expect(onPublished).toHaveBeenCalledWith(expect.objectContaining({ version: 2, author: 'Bea', message: 'Friendlier greeting' }));
  });

  it('compares with the screen text when nothing is published, remembers the name and sends baseVersion 0', async () => {
    api = installFakeStudioApi({ id: 'home', bundledText: v1 });
    renderPanel({ published: null });
    const dialog = await openDialog();
    await within(dialog).findByRole('table', { name: 'Changes from the bundled screen to your draft' });
    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Cy');
    await userEvent.type(within(dialog).getByLabelText('What changed and why'), 'Greeting');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]!.body).toMatchObject({ baseVersion: 0, author: 'Cy' });
    expect(localStorage.getItem('hatid.studio.author')).toBe('Cy');
  });

  it('says "No changes to publish" and disables Publish when the draft equals the published text', async () => {
    renderPanel({ text: v1 });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('No changes to publish')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
  });

  it('explains a 409 (someone published meanwhile) and keeps the dialog and the message', async () => {
    api.state.publishAnswer = { status: 409, body: { message: 'stale', published: { ...published, version: 4, author: 'Dee' } } };
    renderPanel();
    const dialog = await openDialog();
    await within(dialog).findByRole('table', { name: 'Changes from published version 1 to your draft' });
    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Bea');
    await userEvent.type(within(dialog).getByLabelText('What changed and why'), 'Greeting');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Someone published version 4 meanwhile. Reload the screen to see their change before publishing.',
    );
    expect(within(dialog).getByLabelText('What changed and why')).toHaveProperty('value', 'Greeting');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("lists the server's problems on a 422 and says nothing was published", async () => {
    api.state.publishAnswer = { status: 422, body: { message: 'invalid', problems: [problem('error', 'The title is empty', '/title')] } };
    const { onPublished, onReveal } = renderPanel();
    const dialog = await openDialog();
    await within(dialog).findByRole('table', { name: 'Changes from published version 1 to your draft' });
    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Bea');
    await userEvent.type(within(dialog).getByLabelText('What changed and why'), 'Greeting');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The server refused to publish: This screen has 1 problem.');
    expect(within(alert).getByText('The title is empty')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Show in editor' }));
    expect(onReveal).toHaveBeenCalledWith('/title');
    expect(onPublished).not.toHaveBeenCalled();
  });

  it('says the server could not be reached on a network failure and keeps what was typed', async () => {
    api.state.publishAnswer = 'offline';
    renderPanel();
    const dialog = await openDialog();
    await within(dialog).findByRole('table', { name: 'Changes from published version 1 to your draft' });
    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Bea');
    await userEvent.type(within(dialog).getByLabelText('What changed and why'), 'Greeting');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Could not reach the studio server, so nothing was published');
    expect(within(dialog).getByLabelText('What changed and why')).toHaveProperty('value', 'Greeting');
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', false);
  });

  it('keeps the typed message when the dialog is closed with Escape and opened again', async () => {
    renderPanel();
    let dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('What changed and why'), 'Half written');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = await openDialog();
    expect(within(dialog).getByLabelText('What changed and why')).toHaveProperty('value', 'Half written');
  });
});

/** ReviewsView decisions: approve (publishes), request changes (comment needed), the author's own request, 403 and 409. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '../../../studio/studio-api.ts';
import { fixtureGateSettled } from '../../support/fixture-gate-settled.ts';
import { changeRequest, changeRequestDetail, fakesPerTest, screenSummary, sessionOf } from './views-fake-api.ts';

vi.mock('../../../studio/studio-api.ts', async (importOriginal) => {
  const { fakeStudioApi } = await import('./views-fake-api.ts');
  return fakeStudioApi(await importOriginal());
});

let api: typeof import('../../../studio/studio-api.ts');
let ReviewsView: typeof import('../../../studio/review/reviews-view.tsx').ReviewsView;

let renderInStudio: typeof import('../../support/studio-connection.tsx').renderInStudio;
beforeAll(async () => {
  vi.resetModules();
  ({ renderInStudio } = await import('../../support/studio-connection.tsx'));
  api = await import('../../../studio/studio-api.ts');
  ({ ReviewsView } = await import('../../../studio/review/reviews-view.tsx'));
});
fakesPerTest(() => api);

async function openRequest(role: Role, userId = `${role}-1`, made = false) {
  const start = made ? { baseVersion: 0 } : {};
  vi.mocked(api.listScreens).mockResolvedValue([
    screenSummary(made ? { made: { from: 'about-us', by: 'Eddie Editor', at: new Date().toISOString() } } : {}),
  ]);
  vi.mocked(api.listChangeRequests).mockResolvedValue([changeRequest({ id: 5, ...start })]);
  vi.mocked(api.getChangeRequest).mockResolvedValue(changeRequestDetail({ id: 5, ...start }));
  const onOpenScreen = vi.fn();
  renderInStudio(<ReviewsView session={sessionOf(role, userId)} onOpenScreen={onOpenScreen} />);
  const item = await screen.findByRole('listitem', { name: 'Change request 5' });
  await userEvent.click(within(item).getByRole('button'));
  const decision = await screen.findByRole('region', { name: 'Decision' });
  // A reviewer acts once the QA fixtures have run: until then the gate shows a disabled Approve button of the same
  // name and its own Request changes button, both replaced when the run passes.
  if ((role === 'reviewer' || role === 'admin') && userId !== changeRequest({ id: 5 }).authorId) await fixtureGateSettled(decision);
  return { decision, item, onOpenScreen };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ReviewsView decisions', () => {
  it('approves with a comment: buttons wait while sending, then "Published as version N" and a link to the screen', async () => {
    const { decision, item, onOpenScreen } = await openRequest('reviewer');
    const answer = deferred<Awaited<ReturnType<typeof api.approveChangeRequest>>>();
    vi.mocked(api.approveChangeRequest).mockReturnValueOnce(answer.promise);
    await userEvent.type(within(decision).getByLabelText('Comment'), 'Number checked with support');
    await userEvent.click(within(decision).getByRole('button', { name: 'Approve and publish to production' }));
    expect(api.approveChangeRequest).toHaveBeenCalledWith(
      expect.anything(),
      5,
      'Number checked with support',
      expect.objectContaining({ results: [] }),
    );
    expect(within(decision).getByRole('button', { name: 'Publishing…' }).hasAttribute('disabled')).toBe(true);
    expect(within(decision).getByRole('button', { name: 'Request changes' }).hasAttribute('disabled')).toBe(true);
    const approved = changeRequest({ id: 5, status: 'approved', publishedVersion: 3 });
    answer.resolve({
      changeRequest: approved,
      version: { version: 3, at: approved.updatedAt, author: 'Reviewer Person', reason: approved.reason, baseVersion: 2 },
    });
    expect((await within(decision).findByRole('status')).textContent).toContain('Published as version 3 on production.');
    await userEvent.click(within(decision).getByRole('button', { name: 'Open Customer service' }));
    expect(onOpenScreen).toHaveBeenCalledWith('customer-service');
    expect(within(item).getByText('Approved and published')).toBeTruthy();
  });

  it('asks for changes only with a comment, then shows the new status', async () => {
    const { decision } = await openRequest('admin');
    await userEvent.click(within(decision).getByRole('button', { name: 'Request changes' }));
    expect(api.requestChanges).not.toHaveBeenCalled();
    expect(within(decision).getByText('Say what should change before asking for changes.')).toBeTruthy();
    expect(within(decision).getByLabelText('Comment').getAttribute('aria-invalid')).toBe('true');
    vi.mocked(api.requestChanges).mockResolvedValueOnce(
      changeRequest({
        id: 5,
        status: 'changes_requested',
        reviews: [{ reviewer: 'Admin Person', decision: 'request_changes', comment: 'Use the toll-free number', at: new Date().toISOString() }],
      }),
    );
    await userEvent.type(within(decision).getByLabelText('Comment'), 'Use the toll-free number');
    await userEvent.click(within(decision).getByRole('button', { name: 'Request changes' }));
    expect(api.requestChanges).toHaveBeenCalledWith(expect.anything(), 5, 'Use the toll-free number');
    expect(await within(decision).findByText('Changes were requested: waiting for Eddie Editor to send it again.')).toBeTruthy();
    const reviews = screen.getByRole('region', { name: 'Reviews so far' });
    expect(within(reviews).getByText('Use the toll-free number')).toBeTruthy();
  });

  it('does not let the author approve: it waits for someone else, and the author can withdraw', async () => {
    const { decision } = await openRequest('reviewer', 'editor-1');
    expect(within(decision).getByText(/Waiting for someone else to review/)).toBeTruthy();
    expect(within(decision).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(within(decision).queryByRole('button', { name: 'Request changes' })).toBeNull();
    vi.mocked(api.withdrawChangeRequest).mockResolvedValueOnce(changeRequest({ id: 5, status: 'withdrawn' }));
    await userEvent.click(within(decision).getByRole('button', { name: 'Withdraw' }));
    expect(api.withdrawChangeRequest).toHaveBeenCalledWith(expect.anything(), 5);
    expect(await within(decision).findByText('The author withdrew this change request.')).toBeTruthy();
  });

  it('offers no decision to an editor who is not the author', async () => {
    const { decision } = await openRequest('editor', 'editor-2');
    expect(within(decision).getByText('Only reviewers and admins can approve a change or ask for changes.')).toBeTruthy();
    expect(within(decision).queryByRole('button')).toBeNull();
  });

  it("shows the server's 409: who published meanwhile, keeping the comment, and loads the request again", async () => {
    const { decision } = await openRequest('reviewer');
    const published = { version: 3, at: new Date().toISOString(), author: 'Bea', reason: 'Holiday hours', baseVersion: 2 };
    vi.mocked(api.approveChangeRequest).mockRejectedValueOnce(
      new api.StudioApiError(409, 'Version 3 was published meanwhile by Bea; look at it before publishing.', [], published, 'stale'),
    );
    await userEvent.type(within(decision).getByLabelText('Comment'), 'Fine by me');
    await userEvent.click(within(decision).getByRole('button', { name: /Approve/ }));
    const alert = await within(decision).findByRole('alert');
    expect(alert.textContent).toContain('Version 3 was published meanwhile by Bea; look at it before publishing.');
    expect((within(decision).getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('Fine by me');
    expect(
      within(decision)
        .getByRole('button', { name: /Approve/ })
        .hasAttribute('disabled'),
    ).toBe(false);
    await userEvent.click(within(alert).getByRole('button', { name: 'Load this request again' }));
    expect(api.getChangeRequest).toHaveBeenCalledTimes(2);
    expect(within(decision).queryByRole('alert')).toBeNull();
  });

  it("shows the server's 403 message as it is", async () => {
    const { decision } = await openRequest('reviewer');
    vi.mocked(api.approveChangeRequest).mockRejectedValueOnce(
      new api.StudioApiError(
        403,
        'You cannot review your own change request: someone else must approve it or ask for changes.',
        [],
        null,
        'forbidden',
      ),
    );
    await userEvent.click(within(decision).getByRole('button', { name: /Approve/ }));
    expect((await within(decision).findByRole('alert')).textContent).toBe(
      'You cannot review your own change request: someone else must approve it or ask for changes.',
    );
  });

  it('a new screen made in the studio has no before: never "the copy bundled with the app"', async () => {
    await openRequest('reviewer', 'reviewer-1', true);
    const detail = screen.getByRole('article', { name: 'Change request 5' });
    expect(detail.textContent).toContain('starting from the new screen as it was made');
    expect(detail.textContent).not.toContain('bundled');
    expect(within(detail).getByText('No before: a new screen, never live (drawn as it was made)')).toBeTruthy();
  });
});
